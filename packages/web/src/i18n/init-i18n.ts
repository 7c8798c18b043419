import { FALLBACK_LANGUAGE, type Language, languageOrFallback } from '@tengen/protocol';
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { koreanParticles } from './korean-particles.ts';
import type { messages as english } from './locales/en/index.ts';
import type { Messages } from './translation-type.ts';

export type EnglishResources = typeof english;
export type LanguageResources = Messages<EnglishResources>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishResources;
  }
}

/** The BCP 47 tag for `<html lang>` of each of the seed's language codes. */
export const HTML_LANG: Readonly<Record<Language, string>> = {
  en: 'en',
  cn: 'zh-Hans',
  ja: 'ja',
  ko: 'ko',
  zh_Hant: 'zh-Hant',
};

/**
 * An i18next instance set to `lang` (an unknown code falls back to Simplified Chinese) over the
 * given languages' texts, ready at once (nothing is fetched).
 */
export function initI18n(
  lang: string | null | undefined,
  resources: Partial<Record<Language, LanguageResources>>,
): i18n {
  const instance = createInstance();
  void instance
    .use(initReactI18next)
    .use(koreanParticles)
    .init({
      resources,
      lng: languageOrFallback(lang),
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: Object.keys(resources),
      load: 'currentOnly',
      ns: Object.keys(Object.values(resources)[0] ?? {}),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      postProcess: ['koreanParticles'],
    });
  return instance;
}
