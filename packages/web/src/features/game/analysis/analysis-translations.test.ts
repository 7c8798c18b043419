/** The `analysis` namespace in every language: same keys, same placeholders, real text. */
import { MESSAGES } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../i18n/resources.ts';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = new Map(leaves(RESOURCES.en.analysis as Tree));
const LANGUAGES = ['cn', 'ja', 'ko', 'zh_Hant'] as const;

describe('the analysis namespace', () => {
  it.each(LANGUAGES)('%s has every key with the same placeholders, none left in English', (lang) => {
    const translated = new Map(leaves(RESOURCES[lang].analysis as Tree));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const other = translated.get(key)!;
      expect(placeholders(other), `${lang} ${key}`).toEqual(placeholders(text));
      expect(other.trim(), `${lang} ${key}`).not.toBe('');
      // Only the engine's name, a loss like "−{{percent}}%" and the like may read the same.
      if (/[a-z]{4}/.test(text.replace(/GNU Go|\{\{\w+\}\}/g, '')))
        expect(other, `${lang} ${key}`).not.toBe(text);
    }
  });

  it('the seed\u2019s texts word for word in English', () => {
    const en = RESOURCES.en.analysis;
    expect(en.access.guest).toBe(MESSAGES.pleaseLogIn);
    expect(en.ask.needsBeans).toBe(MESSAGES.askMoveNeedsBeans);
    expect(en.request.beansShort).toBe(MESSAGES.beansInsufficient);
  });

  it('says the win rate is a calibrated score estimate, not a neural network', () => {
    expect(RESOURCES.en.analysis.help).toMatch(/score estimate.*calibrated.*not a neural network/);
  });
});
