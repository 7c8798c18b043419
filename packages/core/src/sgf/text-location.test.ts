import { describe, expect, it } from 'vitest';
import { LocationFinder, locationAt } from './text-location.ts';

describe('locationAt', () => {
  const rows: [name: string, text: string, offset: number, line: number, column: number][] = [
    ['start', 'abc', 0, 1, 1],
    ['same line', 'abc', 2, 1, 3],
    ['after \\n', 'ab\ncd', 4, 2, 2],
    ['\\r\\n is one break', 'ab\r\ncd', 5, 2, 2],
    ['lone \\r', 'ab\rcd', 3, 2, 1],
    ['past the end', 'ab', 10, 1, 3],
  ];
  it.each(rows)('%s', (_, text, offset, line, column) => {
    expect(locationAt(text, offset)).toEqual({ line, column });
  });
});

describe('LocationFinder', () => {
  it('answers offsets in any order, across a \\r\\n split between two calls', () => {
    const text = 'a\r\nb\nc\rd';
    const finder = new LocationFinder(text);
    const offsets = [0, 2, 3, 5, 7, 1, 8, 4];
    expect(offsets.map((o) => finder.at(o))).toEqual(offsets.map((o) => locationAt(text, o)));
    expect(finder.at(8)).toEqual({ line: 4, column: 2 });
  });
});
