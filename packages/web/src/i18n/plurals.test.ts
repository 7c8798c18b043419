/**
 * Count texts take i18next's plural forms in every language: "1 period", "2 periods". English
 * texts outside a plural pair may not put a plural noun after the count.
 */
import { LANGUAGES } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { createI18n } from './index.ts';
import { RESOURCES } from './resources.ts';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const english = Object.entries(RESOURCES.en).flatMap(([ns, tree]) =>
  leaves(tree as Tree).map(([key, text]) => [ns, key, text] as const),
);
const pairs = english
  .filter(([, key]) => key.endsWith('_one'))
  .map(([ns, key]) => `${ns}:${key.slice(0, -4)}`);

/** Texts whose one-or-many the board widget picks itself (capturedOne beside capturedMany). */
const PICKED_BY_THE_BOARD = new Set(['access:board.capturedMany']);

/** Every place of the pair's English text filled with the count, so that `{{amount}}` shows it too. */
function filled(pair: string, count: number): Record<string, number> {
  const [ns, key] = pair.split(':');
  const text = english.find(([n, k]) => n === ns && k === `${key}_other`)?.[2] ?? '';
  const places = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string);
  return Object.fromEntries([...places, 'count'].map((place) => [place, count]));
}

describe('plural forms', () => {
  it('no English count text outside a plural pair says "1 stones", "1 votes"', () => {
    const unpaired = english.filter(
      ([ns, key, text]) =>
        !PICKED_BY_THE_BOARD.has(`${ns}:${key}`) &&
        !/_(one|other)$/.test(key) &&
        /\{\{count\}\} (\w+ )?[a-z]+s\b/.test(text),
    );
    expect(unpaired.map(([ns, key]) => `${ns}:${key}`)).toEqual([]);
  });

  it('English says one and many', () => {
    const t = createI18n('en').t;
    expect(t('play:time.byoyomi', { seconds: 30, count: 1 })).toBe('30 seconds, 1 period');
    expect(t('play:time.byoyomi', { seconds: 30, count: 3 })).toBe('30 seconds, 3 periods');
    expect(t('classroom:vote.open', { no: 2, count: 1 })).toBe('Vote 2 is open: 1 vote so far.');
    expect(t('overlays:toolbar.callRefereeHint', { count: 1 })).toBe(
      'Call a referee to this game: 1 call left.',
    );
    expect(t('review:research.tried', { count: 1 })).toBe('1 move tried');
    expect(t('review:research.tried', { count: 0 })).toBe('0 moves tried');
  });

  it.each(LANGUAGES)('%s resolves every plural text for one and for many', (lang) => {
    const t = createI18n(lang).t as unknown as (key: string, values: Record<string, unknown>) => string;
    for (const pair of pairs)
      for (const count of [1, 2, 5]) {
        const text = t(pair, filled(pair, count));
        expect(text, `${lang} ${pair} ${count}`).not.toBe(pair.split(':')[1]);
        // A text for one may say "the", "a": only many must show their number.
        if (count > 1) expect(text, `${lang} ${pair} ${count}`).toContain(String(count));
        expect(text, `${lang} ${pair} ${count}`).not.toMatch(/\{\{count\}\}/);
      }
  });
});
