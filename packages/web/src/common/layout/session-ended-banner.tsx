import { useTranslation } from 'react-i18next';
import { useSessionEnded } from '../socket/session-ended.ts';
import { signInHref } from './account-menu.tsx';

/** Under the header once a socket said the page's sign-in ended: why, and the way back in. */
export function SessionEndedBanner() {
  const { t } = useTranslation('security');
  const reason = useSessionEnded();
  if (reason === null) return null;
  const here = window.location.pathname + window.location.search;
  return (
    <div className="tg-notice tg-notice--error tg-session-ended" role="alert" data-testid="session-ended">
      {t(`ended.${reason}`)} <a href={signInHref(here)}>{t('ended.signInAgain')}</a>
    </div>
  );
}
