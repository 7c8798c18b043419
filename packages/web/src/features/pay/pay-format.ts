/** Prices and dates on the pay page, in the page's language. */
import { languageOrFallback, type PayPrice } from '@tengen/protocol';
import { HTML_LANG } from '../../i18n/init-i18n.ts';

export function formatPrice(price: PayPrice, language: string): string {
  return new Intl.NumberFormat(HTML_LANG[languageOrFallback(language)], {
    style: 'currency',
    currency: price.currency.toUpperCase(),
    minimumFractionDigits: price.digits,
    maximumFractionDigits: price.digits,
  }).format(price.amount / 10 ** price.digits);
}

export function formatDay(at: number, language: string): string {
  return new Intl.DateTimeFormat(HTML_LANG[languageOrFallback(language)], { dateStyle: 'medium' }).format(at);
}

export function formatMoment(at: number, language: string): string {
  return new Intl.DateTimeFormat(HTML_LANG[languageOrFallback(language)], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
}
