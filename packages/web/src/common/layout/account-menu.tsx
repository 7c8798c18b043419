import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../controls/button.tsx';
import { useBeans } from '../host/beans.tsx';
import { useHost } from '../host/host-context.tsx';
import { useLevelName } from '../level-name.ts';
import { FriendsLink } from './friends-link.tsx';
import { signOut } from './sign-out.ts';

/** The sign-in page's address, coming back to `here` afterwards. */
export function signInHref(here: string, page: 'login' | 'register' = 'login'): string {
  return `/${page}/?next=${encodeURIComponent(here)}`;
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
}

/** Signed in: the user's name (their profile), their Weidou as the page knows it now (payment), sign out. A guest: sign in, register. */
export function AccountMenu() {
  const { t } = useTranslation(['common', 'books', 'appeals', 'homework', 'classroom']);
  const levelName = useLevelName();
  const { user, token } = useHost();
  const beans = useBeans();
  const [leaving, setLeaving] = useState(false);
  if (!user) {
    return (
      <div className="tg-account">
        <a className="tg-header__link" href={signInHref(currentPath())}>
          {t('account.signIn')}
        </a>
        <a className="tg-header__link" href={signInHref(currentPath(), 'register')}>
          {t('account.register')}
        </a>
      </div>
    );
  }
  return (
    <div className="tg-account">
      <a
        className="tg-header__link"
        href={`/u/${encodeURIComponent(user.username)}/`}
        title={t('account.profile')}
      >
        <span className="tg-account__name">{user.username}</span>
        <span className="tg-account__level">{levelName(user.gamelevelname)}</span>
      </a>
      <FriendsLink />
      <a className="tg-header__link" href="/book/">
        {t('books:menu')}
      </a>
      <a className="tg-header__link" href="/homework/">
        {t('homework:menu')}
      </a>
      <a className="tg-header__link" href="/class/">
        {t('classroom:menu')}
      </a>
      {user.isappealman ? (
        <a className="tg-header__link" href="/appeals/">
          {t('appeals:menu')}
        </a>
      ) : null}
      <a className="tg-header__link" href="/pay/" data-testid="header-beans">
        {t('account.beans', { count: beans ?? user.beans })}
      </a>
      <Button
        variant="quiet"
        className="tg-header__button"
        busy={leaving}
        onClick={() => {
          setLeaving(true);
          void signOut(token);
        }}
      >
        {leaving ? t('account.signingOut') : t('account.signOut')}
      </Button>
    </div>
  );
}
