import { type Language, languageOrFallback } from '@tengen/protocol';
import type { i18n } from 'i18next';
import { initI18n, type LanguageResources } from './init-i18n.ts';

/**
 * Every language is built into the site, one chunk each, so a page downloads only the one it
 * shows; the server preloads that chunk with the page.
 */
const LANGUAGES: Readonly<Record<Language, () => Promise<LanguageResources>>> = {
  en: () => import('./locales/en/index.ts').then((m) => m.messages),
  cn: () => import('./locales/cn/index.ts').then((m) => m.messages),
  ja: () => import('./locales/ja/index.ts').then((m) => m.messages),
  ko: () => import('./locales/ko/index.ts').then((m) => m.messages),
  zh_Hant: () => import('./locales/zh_Hant/index.ts').then((m) => m.messages),
};

/** The page's i18next instance in `lang` (unknown codes: Simplified Chinese). */
export async function loadI18n(lang: string | null | undefined): Promise<i18n> {
  const code = languageOrFallback(lang);
  return initI18n(code, { [code]: await LANGUAGES[code]() });
}
