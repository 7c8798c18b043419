import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsDialog } from '../settings/settings-dialog.tsx';
import { AccountMenu } from './account-menu.tsx';
import { MenuUnreadBadge } from './friends-link.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SessionEndedBanner } from './session-ended-banner.tsx';
import './site-header.css';

/**
 * The site's header: the name (to the game room), the main links, language, settings, and the
 * account. On phones the links and account fold into a menu; nothing overlaps at any width.
 * Links are full page loads, so the server writes each page's host data. Not sticky on the game
 * page, where it would cover the board's top as the page scrolls.
 */
export function SiteHeader({ sticky = true }: { readonly sticky?: boolean }) {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <header className={sticky ? 'tg-header' : 'tg-header tg-header--static'}>
      <a className="tg-visually-hidden tg-skip" href="#main">
        {t('skipToContent')}
      </a>
      <div className="tg-header__bar">
        <a className="tg-header__brand" href="/play/room/">
          {t('siteName')}
        </a>
        <button
          type="button"
          className="tg-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="tg-header-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="tg-header__menu-icon" aria-hidden="true" />
          <span className="tg-visually-hidden">{t('nav.menu')}</span>
          <MenuUnreadBadge />
        </button>
        <div
          id="tg-header-menu"
          className={menuOpen ? 'tg-header__menu tg-header__menu--open' : 'tg-header__menu'}
        >
          <nav className="tg-header__nav" aria-label={t('nav.label')}>
            <a className="tg-header__link" href="/play/room/">
              {t('nav.lobby')}
            </a>
            <a className="tg-header__link" href="/play/my/">
              {t('nav.myRecords')}
            </a>
            <a className="tg-header__link" href="/problems/">
              {t('nav.problems')}
            </a>
          </nav>
          <div className="tg-header__tools">
            <LanguageSwitcher />
            <button
              type="button"
              className="tg-header__link tg-header__button"
              onClick={() => setSettingsOpen(true)}
            >
              {t('settings')}
            </button>
            <AccountMenu />
          </div>
        </div>
      </div>
      <SessionEndedBanner />
      {settingsOpen ? <SettingsDialog onClose={() => setSettingsOpen(false)} /> : null}
    </header>
  );
}
