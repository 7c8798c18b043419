/** The `overlays`, `review` and `play` namespaces in every language: same keys, same placeholders, real text. */
import { MESSAGES } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../i18n/resources.ts';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();
const words = (text: string) => text.replace(/\{\{\w+\}\}/g, '');

const NAMESPACES = ['overlays', 'review', 'play'] as const;
const english = Object.fromEntries(NAMESPACES.map((ns) => [ns, new Map(leaves(RESOURCES.en[ns] as Tree))]));

describe.each(NAMESPACES)('namespace %s', (ns) => {
  it.each(['cn', 'ja', 'ko', 'zh_Hant'] as const)('%s has every key with the same placeholders', (lang) => {
    const translated = new Map(leaves(RESOURCES[lang][ns] as Tree));
    expect([...translated.keys()].sort()).toEqual([...english[ns].keys()].sort());
    for (const [key, text] of english[ns]) {
      expect(placeholders(translated.get(key)!), `${lang} ${ns}:${key}`).toEqual(placeholders(text));
      expect(translated.get(key)!.trim(), `${lang} ${ns}:${key}`).not.toBe('');
    }
  });

  it.each(['cn', 'ja', 'ko', 'zh_Hant'] as const)('%s is translated, not English left in place', (lang) => {
    const translated = new Map(leaves(RESOURCES[lang][ns] as Tree));
    const untouched = [...english[ns]].filter(
      ([key, text]) => /[a-z]{3}/.test(words(text)) && translated.get(key) === text,
    );
    // Only symbols and the like ("OK", "{{used}}/{{max}}") may stay as they are.
    expect(
      untouched.map(([key]) => key).filter((key) => !['ok', 'connection.leave', '_namespace'].includes(key)),
    ).toEqual([]);
  });
});

describe('the seed catalogue', () => {
  it('is word for word the protocol texts in English', () => {
    expect(RESOURCES.en.overlays.messages).toEqual(MESSAGES);
  });
});
