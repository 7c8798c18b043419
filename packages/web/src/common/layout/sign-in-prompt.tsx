import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../controls/button.tsx';
import { signInHref } from './account-menu.tsx';

/** For a guest on a page that needs an account: what to do, and the way back here afterwards. */
export function SignInPrompt({ message }: { readonly message: string }) {
  const { t } = useTranslation('common');
  const here = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
  return (
    <div className="tg-card tg-empty">
      <p>{message}</p>
      <ButtonLink variant="primary" href={signInHref(here)}>
        {t('account.signIn')}
      </ButtonLink>
    </div>
  );
}
