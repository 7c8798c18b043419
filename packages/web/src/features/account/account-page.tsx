import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../common/controls/button.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { PageLayout } from '../../common/layout/page-layout.tsx';
import { AccountForm, type AccountMode } from './account-form.tsx';
import { nextAfterSignIn } from './next-url.ts';

function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

/** The sign-in or registration page; a signed-in visitor is offered to go on instead. */
export function AccountPage({ mode }: { readonly mode: AccountMode }) {
  const { t } = useTranslation('account');
  const { user } = useHost();
  const search = currentSearch();
  const next = nextAfterSignIn(search);
  const other = mode === 'login' ? 'register' : 'login';
  return (
    <PageLayout title={mode === 'login' ? t('signInTitle') : t('registerTitle')} width="narrow">
      {user ? (
        <div className="tg-card">
          <p>{t('alreadySignedIn', { username: user.username })}</p>
          <ButtonLink variant="primary" href={next}>
            {t('continue')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <AccountForm mode={mode} />
          <p className="tg-account-switch">
            {mode === 'login' ? t('noAccount') : t('haveAccount')}{' '}
            <a href={`/${other}/${search}`}>{mode === 'login' ? t('registerLink') : t('signInLink')}</a>
          </p>
        </>
      )}
    </PageLayout>
  );
}
