import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './site-header.tsx';
import './page-layout.css';

export interface PageLayoutProps {
  /** The page's heading, also the window title. */
  readonly title: string;
  /** Shown beside the heading (actions). */
  readonly aside?: ReactNode;
  readonly children: ReactNode;
  /** `wide` for pages with lists and tables, `narrow` for forms. */
  readonly width?: 'narrow' | 'wide';
}

/** Every page but the game page: the header, then the page's heading and content. */
export function PageLayout({ title, aside, children, width = 'wide' }: PageLayoutProps) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${title} · ${t('siteName')}`;
  }, [title, t]);
  return (
    <>
      <SiteHeader />
      <main id="main" className={`tg-page tg-page--${width}`}>
        <div className="tg-page__heading">
          <h1 className="tg-page__title">{title}</h1>
          {aside ? <div className="tg-page__aside">{aside}</div> : null}
        </div>
        {children}
      </main>
    </>
  );
}
