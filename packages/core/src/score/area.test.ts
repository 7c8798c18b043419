import { describe, expect, it } from 'vitest';
import type { Vertex } from '../types.ts';
import { type AreaError, areaScore, expandDeadChains } from './area.ts';
import { drawOwnership, markedStones, parseAsciiBoard } from './test-boards.ts';

interface Row {
  name: string;
  /** `x` / `o` are black / white stones listed as dead. */
  rows: string[];
  black: [stones: number, territory: number];
  white: [stones: number, territory: number];
  neutral: number;
  ownership: string[];
}

const table: Row[] = [
  {
    name: 'empty board: nobody owns anything',
    rows: ['.....', '.....', '.....', '.....', '.....'],
    black: [0, 0],
    white: [0, 0],
    neutral: 25,
    ownership: ['.....', '.....', '.....', '.....', '.....'],
  },
  {
    name: 'simple territory on both sides of a border',
    rows: ['..XO.', '..XO.', '..XO.', '..XO.', '..XO.'],
    black: [5, 10],
    white: [5, 5],
    neutral: 0,
    ownership: ['XXXOO', 'XXXOO', 'XXXOO', 'XXXOO', 'XXXOO'],
  },
  {
    name: 'dame: a column touching both colours counts for nobody',
    rows: ['.X.O.', '.X.O.', '.X.O.', '.X.O.', '.X.O.'],
    black: [5, 5],
    white: [5, 5],
    neutral: 5,
    ownership: ['XX.OO', 'XX.OO', 'XX.OO', 'XX.OO', 'XX.OO'],
  },
  {
    name: 'seki: the two shared liberties are neutral, both inner groups stay alive',
    rows: ['.XO.XO.', '.XO.XO.', '.XXXOO.', '...XO..', '...XO..', '...XO..', '...XO..'],
    black: [11, 15],
    white: [10, 11],
    neutral: 2,
    ownership: ['XXO.XOO', 'XXO.XOO', 'XXXXOOO', 'XXXXOOO', 'XXXXOOO', 'XXXXOOO', 'XXXXOOO'],
  },
  {
    name: 'a dead white stone is removed and counted as black territory',
    rows: ['.oXO.', '..XO.', '..XO.', '..XO.', '..XO.'],
    black: [5, 10],
    white: [5, 5],
    neutral: 0,
    ownership: ['XXXOO', 'XXXOO', 'XXXOO', 'XXXOO', 'XXXOO'],
  },
  {
    name: 'dead stones of both colours',
    rows: ['.oXO.', '..XOx', '..XO.', '..XO.', '..XO.'],
    black: [5, 10],
    white: [5, 5],
    neutral: 0,
    ownership: ['XXXOO', 'XXXOO', 'XXXOO', 'XXXOO', 'XXXOO'],
  },
  {
    name: 'a dead stone left unmarked makes its region neutral',
    rows: ['.OXO.', '..XO.', '..XO.', '..XO.', '..XO.'],
    black: [5, 0],
    white: [6, 5],
    neutral: 9,
    ownership: ['.OXOO', '..XOO', '..XOO', '..XOO', '..XOO'],
  },
  {
    name: 'only the listed stone of a chain is removed',
    rows: ['oO.XO', '...XO', '...XO', '...XO', '...XO'],
    black: [5, 0],
    white: [6, 0],
    neutral: 14,
    ownership: ['.O.XO', '...XO', '...XO', '...XO', '...XO'],
  },
];

describe('areaScore', () => {
  it.each(table)('$name', (row) => {
    const pos = parseAsciiBoard(row.rows);
    const result = areaScore(pos, markedStones(row.rows));
    if (!result.ok) throw new Error(result.error);
    const score = result.value;
    expect([score.black.stones, score.black.territory]).toEqual(row.black);
    expect([score.white.stones, score.white.territory]).toEqual(row.white);
    expect(score.black.area).toBe(row.black[0] + row.black[1]);
    expect(score.white.area).toBe(row.white[0] + row.white[1]);
    expect(score.neutral).toBe(row.neutral);
    expect(score.black.area + score.white.area + score.neutral).toBe(pos.size * pos.size);
    expect(drawOwnership(score.ownership, pos.size)).toEqual(row.ownership);
  });

  const board = parseAsciiBoard(['.OXO.', '..XO.', '..XO.', '..XO.', '..XO.']);
  const errors: {
    name: string;
    size?: number;
    signs?: ArrayLike<number>;
    dead: Vertex[];
    error: AreaError;
  }[] = [
    { name: 'a dead vertex on an empty point', dead: [{ x: 0, y: 0 }], error: 'EMPTY_DEAD' },
    { name: 'a dead vertex right of the board', dead: [{ x: 5, y: 0 }], error: 'BAD_POINT' },
    { name: 'a dead vertex above the board', dead: [{ x: 1, y: -1 }], error: 'BAD_POINT' },
    { name: 'a fractional dead vertex', dead: [{ x: 1.5, y: 0 }], error: 'BAD_POINT' },
    { name: 'a null dead vertex', dead: [null as unknown as Vertex], error: 'BAD_POINT' },
    {
      name: 'the first bad vertex decides',
      dead: [
        { x: 1, y: 0 },
        { x: 0, y: 0 },
        { x: 9, y: 9 },
      ],
      error: 'EMPTY_DEAD',
    },
    { name: 'signs shorter than size²', signs: new Int8Array(24), dead: [], error: 'BAD_SIZE' },
    { name: 'a size of 1', size: 1, signs: [0], dead: [], error: 'BAD_SIZE' },
    { name: 'a size above 25', size: 26, signs: new Int8Array(26 * 26), dead: [], error: 'BAD_SIZE' },
    { name: 'a fractional size', size: 2.5, signs: [], dead: [], error: 'BAD_SIZE' },
    {
      name: 'a sign that is not 0, 1 or 2',
      signs: Array.from(board.signs, (s, i) => (i === 7 ? 3 : s)),
      dead: [],
      error: 'BAD_SIZE',
    },
  ];
  it.each(errors)('answers an error for $name', ({ size, signs, dead, error }) => {
    const result = areaScore({ size: size ?? board.size, signs: signs ?? board.signs }, dead);
    expect(result).toEqual({ ok: false, error });
  });
});

describe('expandDeadChains', () => {
  const rows = ['OO.XO', '.O.XO', '...XO', 'XX.XO', '...XO'];
  const pos = parseAsciiBoard(rows);

  it('extends each listed stone to its whole chain, once, in row-major order', () => {
    const result = expandDeadChains(pos, [
      { x: 1, y: 1 },
      { x: 0, y: 0 },
      { x: 1, y: 3 },
    ]);
    expect(result).toEqual({
      ok: true,
      value: [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 1, y: 1 },
        { x: 0, y: 3 },
        { x: 1, y: 3 },
      ],
    });
  });

  it('lets areaScore remove the whole chain', () => {
    const dead = expandDeadChains(pos, [{ x: 1, y: 1 }]);
    if (!dead.ok) throw new Error(dead.error);
    const score = areaScore(pos, dead.value);
    if (!score.ok) throw new Error(score.error);
    expect(score.value.white.stones).toBe(5);
    expect(drawOwnership(score.value.ownership, pos.size)).toEqual([
      'XXXXO',
      'XXXXO',
      'XXXXO',
      'XXXXO',
      'XXXXO',
    ]);
  });

  it('answers the same errors as areaScore', () => {
    expect(expandDeadChains(pos, [{ x: 2, y: 0 }])).toEqual({ ok: false, error: 'EMPTY_DEAD' });
    expect(expandDeadChains(pos, [{ x: 0, y: 5 }])).toEqual({ ok: false, error: 'BAD_POINT' });
    expect(expandDeadChains({ size: 5, signs: [] }, [])).toEqual({ ok: false, error: 'BAD_SIZE' });
  });
});
