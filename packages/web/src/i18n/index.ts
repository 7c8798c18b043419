import type { i18n } from 'i18next';
import { initI18n } from './init-i18n.ts';
import { RESOURCES } from './resources.ts';

export { HTML_LANG } from './init-i18n.ts';

/** An i18next instance with every language loaded (tests and tools; the page uses `loadI18n`). */
export function createI18n(lang: string | null | undefined): i18n {
  return initI18n(lang, RESOURCES);
}
