/** The `homework` namespace in every language: same keys, same placeholders, real text. */
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../i18n/resources.ts';
import { movesText } from './results-table.tsx';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = new Map(leaves(RESOURCES.en.homework as Tree));
const LANGUAGES = ['cn', 'ja', 'ko', 'zh_Hant'] as const;

describe('the homework namespace', () => {
  it.each(LANGUAGES)('%s has every key with the same placeholders, none left in English', (lang) => {
    const translated = new Map(leaves(RESOURCES[lang].homework as Tree));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const other = translated.get(key)!;
      expect(placeholders(other), `${lang} ${key}`).toEqual(placeholders(text));
      expect(other.trim(), `${lang} ${key}`).not.toBe('');
      expect(other, `${lang} ${key}`).not.toBe(text);
    }
  });
});

describe('wrong moves in the results', () => {
  it('are written as board coordinates, I skipped, row 1 at the bottom', () => {
    expect(movesText('cb,db', 9)).toBe('C8 D8');
    expect(movesText('jj', 19)).toBe('K10');
    expect(movesText('', 9)).toBe('');
  });
});
