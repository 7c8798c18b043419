import { describe, expect, it } from 'vitest';
import { expandPointList } from './points.ts';

describe('expandPointList', () => {
  const rows: [name: string, values: string[], points: string[]][] = [
    ['plain points', ['aa', 'bb'], ['aa', 'bb']],
    ['rectangle, row by row', ['aa:cb'], ['aa', 'ba', 'ca', 'ab', 'bb', 'cb']],
    ['corners in any order', ['cb:aa'], ['aa', 'ba', 'ca', 'ab', 'bb', 'cb']],
    ['one-point rectangle', ['dd:dd'], ['dd']],
    ['a line', ['ab:ad'], ['ab', 'ac', 'ad']],
    ['repeats dropped, first kept', ['bb', 'aa:bb', 'aa'], ['bb', 'aa', 'ba', 'ab']],
    ['upper-case letters for big boards', ['zA:Az'], ['zz', 'Az', 'zA', 'AA']],
    ['not a rectangle: kept as is', ['a:bcd', 'a1:bb', ''], ['a:bcd', 'a1:bb', '']],
    ['empty list', [], []],
  ];
  it.each(rows)('%s', (_, values, points) => {
    expect(expandPointList(values)).toEqual(points);
  });
});
