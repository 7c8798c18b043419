import { describe, expect, it } from 'vitest';
import { type ListPlacement, placeList, type Rect } from './list-placement.ts';

const viewport = { width: 400, height: 800 };
const button = (top: number, left = 20, width = 120): Rect => ({ top, bottom: top + 44, left, width });

describe('placeList', () => {
  const rows: [name: string, rect: Rect, expected: ListPlacement][] = [
    [
      'room below: opens down, full height',
      button(100),
      { left: 20, minWidth: 120, top: 148, maxHeight: 256 },
    ],
    [
      'some room below (200 px): still down, shorter',
      button(544),
      { left: 20, minWidth: 120, top: 592, maxHeight: 200 },
    ],
    [
      'little room below, more above: opens up',
      button(700),
      { left: 20, minWidth: 120, bottom: 104, maxHeight: 256 },
    ],
    [
      'little room either way: the larger side',
      button(60, 20),
      { left: 20, minWidth: 120, top: 108, maxHeight: 256 },
    ],
    [
      'pushed in from the right edge',
      button(100, 350),
      { left: 272, minWidth: 120, top: 148, maxHeight: 256 },
    ],
    ['never left of the margin', button(100, -30), { left: 8, minWidth: 120, top: 148, maxHeight: 256 }],
  ];
  it.each(rows)('%s', (_name, rect, expected) => {
    expect(placeList(rect, viewport)).toEqual(expected);
  });

  it('a short viewport with the button in the middle picks the larger side', () => {
    expect(placeList({ top: 150, bottom: 194, left: 0, width: 100 }, { width: 400, height: 320 })).toEqual({
      left: 8,
      minWidth: 100,
      bottom: 174,
      maxHeight: 138,
    });
  });
});
