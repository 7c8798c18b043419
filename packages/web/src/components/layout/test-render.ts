/** Renders a page or component to HTML as the server-written page would set it up (for tests). */
import type { CurrentUser, HostPageData } from '@tengen/protocol';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/index.ts';
import { HostProvider } from '../../lib/host-context.tsx';
import { EMPTY_HOST_DATA } from '../../lib/host-data.ts';
import { createMemoryHistory } from '../../lib/router/memory-history.ts';
import { Router } from '../../lib/router/router.tsx';

export const TEST_USER: CurrentUser = {
  userid: 7,
  username: 'lee',
  usertype: 0,
  gamelevel: 315,
  gamelevelname: '1D',
  userlevel: 0,
  beans: 42,
  lang: 'en',
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
