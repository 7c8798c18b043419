/**
 * Renders components to HTML for cheap tests without a browser: with the site's i18n only
 * (renderHtml), or as the server-written page would set it up, host data and router included
 * (renderWithHost).
 */
import type { CurrentUser, HostPageData } from '@tengen/protocol';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/index.ts';
import { HostProvider } from './host/host-context.tsx';
import { EMPTY_HOST_DATA } from './host/host-data.ts';
import { createMemoryHistory } from './router/memory-history.ts';
import { Router } from './router/router.tsx';

export const TEST_USER: CurrentUser = {
  userid: 7,
  username: 'lee',
  usertype: 0,
  gamelevel: 315,
  gamelevelname: '1D',
  userlevel: 0,
  beans: 42,
  lang: 'en',
  isappealman: false,
};

/** HostProvider with children optional, as createElement's third argument gives them. */
const Host = HostProvider as (props: { host: HostPageData; children?: ReactNode }) => ReactNode;

export function renderWithHost(
  node: ReactNode,
  options: { host?: Partial<HostPageData>; lang?: string; url?: string } = {},
): string {
  const host: HostPageData = { ...EMPTY_HOST_DATA, ...options.host };
  return renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n: createI18n(options.lang ?? 'en') },
      createElement(
        Host,
        { host },
        createElement(Router, { history: createMemoryHistory(options.url ?? '/') }, node),
      ),
    ),
  );
}

/** A component with the site's i18n. */
export function renderHtml(node: ReactNode, lang = 'en'): string {
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: createI18n(lang) }, node));
}

/** The visible text of rendered HTML: tags dropped, entities the tests meet decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}
