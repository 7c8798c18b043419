import { describe, expect, it } from 'vitest';
import { formatProblemPicks, parseProblemPicks } from './homework.ts';

describe('problem picks', () => {
  it('reads numbers and ranges of several collections, each problem once', () => {
    expect(parseProblemPicks('cho-elementary:1-3,7, 2\ncho-advanced : 5; ')).toEqual({
      ok: true,
      picks: [
        { collection: 'cho-elementary', numbers: [1, 2, 3, 7] },
        { collection: 'cho-advanced', numbers: [5] },
      ],
    });
    expect(parseProblemPicks('  ')).toEqual({ ok: true, picks: [] });
  });

  it('names the entry it does not understand', () => {
    expect(parseProblemPicks('basics:1; basics 2')).toEqual({ ok: false, entry: 'basics 2' });
    expect(parseProblemPicks('basics:5-2')).toEqual({ ok: false, entry: 'basics:5-2' });
    expect(parseProblemPicks('basics:0')).toEqual({ ok: false, entry: 'basics:0' });
    expect(parseProblemPicks('basics:1-999')).toEqual({ ok: false, entry: 'basics:1-999' });
  });

  it('writes the picks back with runs as ranges', () => {
    const problems = [1, 2, 3, 7, 9, 10].map((number) => ({ collection: 'a', number }));
    expect(formatProblemPicks([...problems, { collection: 'b', number: 4 }])).toBe('a:1-3,7,9-10; b:4');
    const text = formatProblemPicks(problems);
    const parsed = parseProblemPicks(text);
    expect(parsed.ok && parsed.picks[0].numbers).toEqual([1, 2, 3, 7, 9, 10]);
  });
});
