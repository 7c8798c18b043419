import { parseSgf, type SgfNode } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { bookSgf, cutAfterMove } from './book-sgf.ts';

const RECORD = '(;GM[1]SZ[9]PB[ann]PW[ben]RE[B+R];B[ee];W[cc](;B[gg];W[cg]TB[aa]TW[ii])(;B[dd]))';

function root(text = RECORD): SgfNode {
  const parsed = parseSgf(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value.roots[0];
}

function mainLine(node: SgfNode): string[] {
  const moves: string[] = [];
  for (let n: SgfNode | undefined = node; n; n = n.children[0]) {
    const point = n.props.B?.[0] ?? n.props.W?.[0];
    if (point !== undefined) moves.push(point);
  }
  return moves;
}

describe('cutAfterMove', () => {
  it('keeps the main line up to the move and drops the variations after it', () => {
    const tree = root();
    const last = cutAfterMove(tree, 2);
    expect(last.props.W).toEqual(['cc']);
    expect(last.children).toEqual([]);
    expect(mainLine(tree)).toEqual(['ee', 'cc']);
  });

  it('drops the territory marks of the last node kept; move 0 is the start', () => {
    const whole = root();
    expect(cutAfterMove(whole, 4).props.TB).toBeUndefined();
    const start = root();
    expect(cutAfterMove(start, 0)).toBe(start);
    expect(start.children).toEqual([]);
  });
});

describe('bookSgf', () => {
  const entry = { chapter: 'Fights', sgf: RECORD, blackName: 'ann', whiteName: 'ben' };

  it('writes a collection: a position cut with its comment, a record whole', () => {
    const positions = bookSgf({ name: 'Book', booktype: 4 }, [
      { ...entry, step: 1 },
      { ...entry, step: 3 },
    ]);
    expect(positions.games).toBe(2);
    const parsed = parseSgf(positions.sgf);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const [first, second] = parsed.value.roots;
    expect(mainLine(first)).toEqual(['ee']);
    expect(first.children[0].props.C).toEqual(['Move 1']);
    expect(first.props.GN).toEqual(['Book / Fights: ann – ben, move 1']);
    expect(mainLine(second)).toEqual(['ee', 'cc', 'gg']);

    const records = bookSgf({ name: 'Games', booktype: 1 }, [{ ...entry, step: 0 }]);
    const whole = parseSgf(records.sgf);
    if (!whole.ok) throw new Error(whole.error.message);
    expect(mainLine(whole.value.roots[0])).toEqual(['ee', 'cc', 'gg', 'cg']);
    expect(whole.value.roots[0].children[0].children[0].children.length).toBe(2);
  });

  it('leaves out a record that cannot be read, and an empty book is an empty file', () => {
    expect(bookSgf({ name: 'B', booktype: 1 }, [{ ...entry, sgf: 'not sgf', step: 0 }])).toEqual({
      sgf: '',
      games: 0,
    });
  });
});
