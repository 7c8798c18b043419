import { describe, expect, it } from 'vitest';
import {
  choicesAt,
  confirmRefusal,
  lettered,
  lettersText,
  outcomeAt,
  stepsWithChoices,
  type TagResult,
  toggleTag,
} from './choice-tags.ts';

const tagsOf = (r: TagResult) => (r.ok ? r.tags : r.refusal);

describe('tagging points A to E', () => {
  it('tags in the order tapped, and a tapped tag comes off with the later letters closing up', () => {
    let tags: readonly string[] = [];
    for (const p of ['cc', 'dd', 'ee']) {
      const r = toggleTag(tags, p, false);
      if (!r.ok) throw new Error(r.refusal);
      tags = r.tags;
    }
    expect(lettered(tags)).toEqual([
      { point: 'cc', letter: 'A' },
      { point: 'dd', letter: 'B' },
      { point: 'ee', letter: 'C' },
    ]);
    const untagged = toggleTag(tags, 'cc', false);
    expect(tagsOf(untagged)).toEqual(['dd', 'ee']);
    if (untagged.ok) expect(lettered(untagged.tags).map((t) => t.letter)).toEqual(['A', 'B']);
  });

  it('refuses a sixth point and leaves the five as they were', () => {
    const five = ['aa', 'bb', 'cc', 'dd', 'ee'];
    expect(toggleTag(five, 'ff', false)).toEqual({ ok: false, refusal: 'atMostFive' });
    // Untagging still works at five.
    expect(tagsOf(toggleTag(five, 'bb', false))).toEqual(['aa', 'cc', 'dd', 'ee']);
  });

  it('reads as "A C7 · B E5" (the panel\u2019s saved line, the phone bar, the review)', () => {
    expect(lettersText(['cc', 'ee', 'gg'], 9, 'pass')).toBe('A C7 · B E5 · C G3');
    expect(lettersText([], 9, 'pass')).toBe('');
  });

  it('refuses a point with a stone on it', () => {
    expect(toggleTag(['aa'], 'bb', true)).toEqual({ ok: false, refusal: 'occupied' });
  });

  it('refuses to confirm under two, not at two or five', () => {
    expect(confirmRefusal([])).toBe('atLeastTwo');
    expect(confirmRefusal(['aa'])).toBe('atLeastTwo');
    expect(confirmRefusal(['aa', 'bb'])).toBeNull();
    expect(confirmRefusal(['aa', 'bb', 'cc', 'dd', 'ee'])).toBeNull();
  });
});

describe('the choices after the game', () => {
  const options = [
    { step: 5, options: ['cc', 'dd'] },
    { step: 2, options: ['ee', 'ff', 'gg'] },
    { step: 5, options: ['gg', 'hh'] },
  ];
  const moves = ['aa', 'ff', 'bb', 'ab', 'cd'];

  it('lists each step once, in move order, the last set saved for a step winning', () => {
    expect(stepsWithChoices(options)).toEqual([
      { step: 2, options: ['ee', 'ff', 'gg'] },
      { step: 5, options: ['gg', 'hh'] },
    ]);
    expect(choicesAt(options, 5)?.options).toEqual(['gg', 'hh']);
    expect(choicesAt(options, 3)).toBeNull();
  });

  it('says which letter was played, that another move was, or that the move never came', () => {
    expect(outcomeAt({ step: 2, options: ['ee', 'ff', 'gg'] }, moves)).toEqual({
      kind: 'chosen',
      letter: 'B',
    });
    expect(outcomeAt({ step: 5, options: ['gg', 'hh'] }, moves)).toEqual({ kind: 'other', move: 'cd' });
    expect(outcomeAt({ step: 6, options: ['gg', 'hh'] }, moves)).toEqual({ kind: 'unplayed' });
  });
});
