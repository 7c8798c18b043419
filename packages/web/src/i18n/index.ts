import { FALLBACK_LANGUAGE, type Language, languageOrFallback } from '@tengen/protocol';
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type EnglishResources, NAMESPACES, RESOURCES } from './resources.ts';

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
 * An i18next instance with every language bundled, set to `lang` (an unknown code falls back to
 * Simplified Chinese, and so does a key missing in a language).
 */
export function createI18n(lang: string | null | undefined): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: RESOURCES,
    lng: languageOrFallback(lang),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: Object.keys(RESOURCES),
    load: 'currentOnly',
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
