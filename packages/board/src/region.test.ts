import { describe, expect, it } from 'vitest';
import { boundingRegion, clampRegion, fullRegion, puzzleWindow, stepInRegion } from './region.ts';
import { fromDisplay, normalizeRotation, regionToDisplay, toDisplay } from './rotation.ts';

describe('regions', () => {
  it.each([
    ['a corner problem', { x1: 0, x2: 4, y1: 0, y2: 2 }, { x1: 0, x2: 5, y1: 0, y2: 5 }],
    ['a side problem', { x1: 6, x2: 10, y1: 0, y2: 2 }, { x1: 5, x2: 11, y1: 0, y2: 6 }],
    ['the whole board', { x1: 0, x2: 18, y1: 0, y2: 18 }, { x1: 0, x2: 18, y1: 0, y2: 18 }],
    ['a bottom-right corner', { x1: 15, x2: 18, y1: 17, y2: 18 }, { x1: 14, x2: 18, y1: 14, y2: 18 }],
  ])('pads and squares %s', (_, window, shown) => {
    expect(puzzleWindow(window, 19)).toEqual(shown);
  });

  it('clamps, orders, and replaces a malformed region with the full board', () => {
    expect(clampRegion({ x1: 20, x2: -3, y1: 2, y2: 1 }, 19)).toEqual({ x1: 0, x2: 18, y1: 1, y2: 2 });
    expect(clampRegion({ x1: 1 }, 9)).toEqual(fullRegion(9));
  });

  it('bounds points', () => {
    expect(
      boundingRegion(
        [
          { x: 3, y: 1 },
          { x: 1, y: 4 },
        ],
        19,
      ),
    ).toEqual({ x1: 1, x2: 3, y1: 1, y2: 4 });
    expect(boundingRegion([], 9)).toEqual(fullRegion(9));
  });

  it('steps inside a region and fails at its edge', () => {
    const r = { x1: 0, x2: 5, y1: 0, y2: 5 };
    expect(stepInRegion({ x: 2, y: 2 }, 'right', r)).toEqual({ x: 3, y: 2 });
    expect(stepInRegion({ x: 2, y: 0 }, 'up', r)).toBeNull();
    expect(stepInRegion({ x: 5, y: 0 }, 'right', r)).toBeNull();
  });
});

describe('rotation', () => {
  it.each([0, 90, 180, 270] as const)('maps there and back at %i degrees', (rot) => {
    for (let x = 0; x < 5; x++)
      for (let y = 0; y < 5; y++) expect(fromDisplay(toDisplay({ x, y }, 5, rot), 5, rot)).toEqual({ x, y });
  });

  it('turns clockwise: the top-left corner goes to the top right at 90', () => {
    expect(toDisplay({ x: 0, y: 0 }, 19, 90)).toEqual({ x: 18, y: 0 });
    expect(toDisplay({ x: 0, y: 0 }, 19, 180)).toEqual({ x: 18, y: 18 });
    expect(toDisplay({ x: 0, y: 0 }, 19, 270)).toEqual({ x: 0, y: 18 });
  });

  it('rotates a window', () => {
    expect(regionToDisplay({ x1: 0, x2: 5, y1: 0, y2: 3 }, 19, 90)).toEqual({ x1: 15, x2: 18, y1: 0, y2: 5 });
  });

  it('normalises angles', () => {
    expect([0, 90, -90, 450, 'x'].map(normalizeRotation)).toEqual([0, 90, 270, 90, 0]);
  });
});
