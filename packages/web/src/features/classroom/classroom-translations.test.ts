/** The `classroom` namespace in every language: same keys, same placeholders, real text. */
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../i18n/resources.ts';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = new Map(leaves(RESOURCES.en.classroom as Tree));
const LANGUAGES = ['cn', 'ja', 'ko', 'zh_Hant'] as const;

describe('the classroom namespace', () => {
  it.each(LANGUAGES)('%s has every key with the same placeholders, none left in English', (lang) => {
    const translated = new Map(leaves(RESOURCES[lang].classroom as Tree));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const other = translated.get(key)!;
      expect(placeholders(other), `${lang} ${key}`).toEqual(placeholders(text));
      expect(other.trim(), `${lang} ${key}`).not.toBe('');
      if (key !== 'vote.count') expect(other, `${lang} ${key}`).not.toBe(text);
    }
  });
});
