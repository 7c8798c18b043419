/**
 * The language a visitor picked in the header. The server renders a page in `?lang=` when the
 * address has it, else in the user's language; links between pages drop the query, so the pick
 * is also remembered in this browser and wins over the account's language on later pages.
 */
import { isLanguage, type Language } from '@tengen/protocol';

export const LANGUAGE_STORAGE_KEY = 'tengen.lang';

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberLanguage(lang: Language, store: KeyValueStore | null = browserStore()): void {
  try {
    store?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage refused: the pick lasts for this page.
  }
}

/** The language `?lang=` in the address asks for; null without one or for a code not offered. */
export function askedLanguage(search: string): Language | null {
  const asked = new URLSearchParams(search).get('lang');
  return asked !== null && isLanguage(asked) ? asked : null;
}

/** The page's language: `?lang=` in the address, else the remembered pick, else the host data's. */
export function pageLanguage(
  search: string,
  hostLang: Language,
  store: KeyValueStore | null = browserStore(),
): Language {
  const asked = askedLanguage(search);
  if (asked !== null) return asked;
  let remembered: string | null = null;
  try {
    remembered = store?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    remembered = null;
  }
  return remembered !== null && isLanguage(remembered) ? remembered : hostLang;
}
