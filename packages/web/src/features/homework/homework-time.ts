/** Due dates: shown in the page's language, and read from and written to a `datetime-local` field. */
import { languageOrFallback } from '@tengen/protocol';
import { HTML_LANG } from '../../i18n/init-i18n.ts';

export function formatWhen(at: number, language: string): string {
  return new Intl.DateTimeFormat(HTML_LANG[languageOrFallback(language)], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
}

/** `YYYY-MM-DDTHH:mm` in local time, as the field shows it. */
export function toLocalField(at: number): string {
  const d = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** The field's local time as Unix ms; null when it is not a date. */
export function fromLocalField(text: string): number | null {
  const at = new Date(text).getTime();
  return Number.isFinite(at) ? at : null;
}

/** A week from `now`, at 20:00 local: the form's first due date. */
export function defaultDue(now: number): number {
  const d = new Date(now + 7 * 86_400_000);
  d.setHours(20, 0, 0, 0);
  return d.getTime();
}
