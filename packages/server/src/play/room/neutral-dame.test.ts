import { areaScore, type Position } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { withNeutralDame } from './neutral-dame.ts';
import { sealOpenBorders } from './seal-borders.ts';

/** Rows of `X` black, `O` white, `.` empty. */
function position(rows: readonly string[]): Position {
  const signs = rows.flatMap((row) => [...row].map((c) => (c === 'X' ? 1 : c === 'O' ? 2 : 0)));
  return { size: rows.length, signs };
}

// White's E9 pokes into black's side: F9 is a dame only black can fill, and then white must
// fill D9 (engine-count.test.ts plays this position with GNU Go, which calls both dame).
const pos = position([
  '....O.X..',
  '...OXX...',
  '...OX....',
  '...OX....',
  '...OX....',
  '...OX....',
  '...OX....',
  '...OX....',
  '...OX....',
]);

function counted(dame: readonly string[]) {
  const area = areaScore(pos, []);
  if (!area.ok) throw new Error(area.error);
  return withNeutralDame(pos, sealOpenBorders(pos, area.value), dame);
}

describe("the engine's dame left to nobody", () => {
  it('takes the point white would have to fill out of white territory', () => {
    const before = counted([]);
    expect(before.white).toEqual({ stones: 9, territory: 28, area: 37 });
    expect(before.ownership[3]).toBe(-1); // D9
    const after = counted(['da', 'fa']);
    expect(after.white).toEqual({ stones: 9, territory: 27, area: 36 });
    expect(after.black).toEqual(before.black);
    expect(after.neutral).toBe(before.neutral + 1);
    expect(after.ownership[3]).toBe(0);
    expect(after.ownership[5]).toBe(0); // F9 was nobody's already
  });

  it('ignores points holding a stone, off the board or unreadable, and leaves the count as it was', () => {
    const before = counted([]);
    expect(counted(['ea', 'ga', 'zz', 'tt', ''])).toEqual(before);
    expect(counted(['da', 'da']).white.area).toBe(36);
  });

  it('leaves a surrounded point its owner’s when no chain of the owner beside it is short of liberties', () => {
    // black's E8 and F8 have liberties enough: the engine's reading of I9 and H8 changes nothing
    expect(counted(['ia', 'hb'])).toEqual(counted([]));
    // one black stone on an empty board, passed twice: every point black's, whatever the engine reads
    const lone = position([
      '.........',
      '.........',
      '.........',
      '.........',
      '....X....',
      '.........',
      '.........',
      '.........',
      '.........',
    ]);
    const area = areaScore(lone, []);
    if (!area.ok) throw new Error(area.error);
    const all = [...'abcdefghi'].flatMap((x) => [...'abcdefghi'].map((y) => `${x}${y}`));
    expect(withNeutralDame(lone, area.value, all)).toEqual(area.value);
  });
});
