import { describe, expect, it } from 'vitest';
import { fullRegion } from '../region.ts';
import type { Rotation } from '../types.ts';
import { computeLayout } from './canvas-layout.ts';
import { lineLabel } from './draw-board.ts';
import { gridGeometry, starPoints } from './grid.ts';

const layout = (rotation: Rotation) =>
  computeLayout({
    cssWidth: 400,
    cssHeight: 400,
    dpr: 1,
    size: 19,
    region: fullRegion(19),
    rotation,
    showCoor: true,
  });

describe('board drawing data', () => {
  it('has five star points on 9 when asked for: the 3-3 points and the centre', () => {
    expect(starPoints(9, true)).toEqual([
      { x: 2, y: 2 },
      { x: 2, y: 6 },
      { x: 6, y: 2 },
      { x: 6, y: 6 },
      { x: 4, y: 4 },
    ]);
    expect(starPoints(19, true)).toEqual(starPoints(19));
    const nine = (starPointsOn9?: boolean) =>
      gridGeometry(
        computeLayout({
          cssWidth: 200,
          cssHeight: 200,
          dpr: 1,
          size: 9,
          region: fullRegion(9),
          rotation: 0,
          showCoor: false,
          starPointsOn9,
        }),
      ).stars.length;
    expect([nine(), nine(false), nine(true)]).toEqual([0, 0, 5]);
  });

  it('has star points on 19 and 13 only', () => {
    expect(starPoints(19)).toHaveLength(9);
    expect(starPoints(13)).toHaveLength(9);
    expect(starPoints(9)).toHaveLength(0);
  });

  it.each([
    [0, ['A', 'T'], ['19', '1']],
    [90, ['1', '19'], ['A', 'T']],
    [180, ['T', 'A'], ['1', '19']],
    [270, ['19', '1'], ['T', 'A']],
  ] as const)('labels stay with their lines at rotation %i', (rot, columns, rows) => {
    const l = layout(rot);
    expect([lineLabel(l, 0, 'x'), lineLabel(l, 18, 'x')]).toEqual(columns);
    expect([lineLabel(l, 0, 'y'), lineLabel(l, 18, 'y')]).toEqual(rows);
  });
});
