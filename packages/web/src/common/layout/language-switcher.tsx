import { LANGUAGES, type Language } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../controls/dropdown.tsx';
import { rememberLanguage } from './language-choice.ts';

/** Each language named in itself, so a reader finds their own whatever the page's language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  cn: '简体中文',
  zh_Hant: '繁體中文',
  ja: '日本語',
  ko: '한국어',
};

/** The current address with `?lang=` set: the server renders the page again in that language. */
export function urlWithLanguage(href: string, lang: Language): string {
  const url = new URL(href);
  url.searchParams.set('lang', lang);
  return url.toString();
}

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  return (
    <Dropdown<Language>
      label={t('language')}
      hideLabel
      value={i18n.language as Language}
      options={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
      onChange={(lang) => {
        rememberLanguage(lang);
        window.location.assign(urlWithLanguage(window.location.href, lang));
      }}
    />
  );
}
