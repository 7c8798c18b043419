/** Renders a component to HTML with the site's i18n, for cheap tests without a browser. */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/index.ts';

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
