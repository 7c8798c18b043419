/**
 * Every namespace in every language: the same keys as English, the same placeholders, no empty
 * text, and no English left untranslated (a text with a word of three letters or more must read
 * differently, unless it is the same in every language by nature, listed below).
 */
import { LANGUAGES } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from './resources.ts';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g) ?? [])].sort();
/** Words that stay as they are in every language: placeholders and names. */
const wordsOf = (text: string) => text.replace(/\{\{\w+\}\}|GNU Go|Stripe|SGF/g, '');

/** namespace:key of texts that are the same in every language by nature (numbers, symbols). */
const SAME_EVERYWHERE = new Set(['friends:conversation.length', 'classroom:vote.count']);

const NAMESPACES = Object.keys(RESOURCES.en) as (keyof typeof RESOURCES.en)[];

describe.each(NAMESPACES)('the %s namespace', (ns) => {
  const english = new Map(leaves(RESOURCES.en[ns] as Tree));
  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every key, translated, with its placeholders',
    (lang) => {
      const translated = new Map(leaves(RESOURCES[lang][ns] as Tree));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        const other = translated.get(key) ?? '';
        const where = `${lang} ${ns}:${key}`;
        expect(other.trim(), where).not.toBe('');
        expect(placeholders(other), where).toEqual(placeholders(text));
        if (key !== '_namespace' && !SAME_EVERYWHERE.has(`${ns}:${key}`) && /[a-z]{3}/.test(wordsOf(text)))
          expect(other, where).not.toBe(text);
      }
    },
  );
});
