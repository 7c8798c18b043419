import { useTranslation } from 'react-i18next';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { SignInPrompt } from '../../common/layout/sign-in-prompt.tsx';
import { StartingStrengthPanel } from '../account/starting-strength-panel.tsx';
import { CHANGED_QUERY, PasswordForm } from './password-form.tsx';
import { SessionsList } from './sessions-list.tsx';
import './security-page.css';

/**
 * /account/: the signed-in user's starting strength (until the first rated game), account security,
 * the password and where the account is signed in; it links on to /account/security/ (the e-mail address and two-factor sign-in).
 */
export default function SecurityPage() {
  const { t } = useTranslation('security');
  const { user } = useHost();
  const changed = typeof window !== 'undefined' && window.location.search.includes(CHANGED_QUERY);
  return (
    <PageLayout title={t('title')}>
      {!user ? (
        <SignInPrompt message={t('signIn')} />
      ) : (
        <div className="tg-security">
          {changed ? (
            <p className="tg-notice" role="status">
              {t('password.changed')}
            </p>
          ) : null}
          <StartingStrengthPanel />
          <PasswordForm />
          <SessionsList />
          <p>
            <a href="/account/security/">{t('recoveryLink')}</a>
          </p>
        </div>
      )}
    </PageLayout>
  );
}
