import { describe, expect, it } from 'vitest';
import { fullRegion, inRegion } from '../region.ts';
import { themeFor } from '../theme.ts';
import type { Region, Rotation } from '../types.ts';
import { computeLayout, type Layout, pointCenter } from './canvas-layout.ts';
import { drawBoard } from './draw-board.ts';
import { lineWidth, starPoints } from './grid.ts';
import { type DrawnSegment, recordingContext } from './test-recording-context.ts';

const SIZE = 19;
const LAST = SIZE - 1;

function drawn(region: Region, rotation: Rotation = 0, dpr = 1) {
  const l = computeLayout({
    cssWidth: 400,
    cssHeight: 400,
    dpr,
    size: SIZE,
    region,
    rotation,
    showCoor: true,
  });
  const rec = recordingContext();
  drawBoard(rec.ctx, l, themeFor('default'), null);
  return { l, ...rec };
}

/** Where display line `i` is drawn along an axis, device pixels. */
function linePosition(l: Layout, i: number, axis: 'x' | 'y'): number {
  const lw = lineWidth(l);
  const offset = lw % 2 === 1 ? 0.5 : 0;
  return axis === 'x'
    ? l.originX + (i - l.display.x1) * l.cell + offset
    : l.originY + (i - l.display.y1) * l.cell + offset;
}

/** The segments lying on one line (vertical: x constant; horizontal: y constant). */
function onLine(segments: DrawnSegment[], axis: 'x' | 'y', at: number): DrawnSegment[] {
  return segments.filter((s) => (axis === 'x' ? s.x1 === at && s.x2 === at : s.y1 === at && s.y2 === at));
}

/**
 * Whether the segments on a line together cover [from, to] along it, give or take half a pixel
 * (where the crossing line's own width covers the end).
 */
function covers(segments: DrawnSegment[], axis: 'x' | 'y', from: number, to: number): boolean {
  const spans = segments
    .map((s) =>
      axis === 'x'
        ? [Math.min(s.y1, s.y2), Math.max(s.y1, s.y2)]
        : [Math.min(s.x1, s.x2), Math.max(s.x1, s.x2)],
    )
    .sort((a, b) => a[0] - b[0]);
  let reached = from - 0.5;
  for (const [a, b] of spans) if (a <= reached + 0.5) reached = Math.max(reached, b);
  return reached >= to - 0.5;
}

const WINDOWS: [string, Region, Rotation][] = [
  ['a top-left window', { x1: 0, x2: 8, y1: 0, y2: 8 }, 0],
  ['a bottom-right window', { x1: 10, x2: 18, y1: 10, y2: 18 }, 0],
  ['a window touching only the right edge', { x1: 10, x2: 18, y1: 4, y2: 12 }, 0],
  ['the full board', fullRegion(SIZE), 0],
  [
    'a bottom-right window turned 90 degrees (bottom-left on the screen)',
    { x1: 10, x2: 18, y1: 10, y2: 18 },
    90,
  ],
];

describe('the board frame and lines of a window', () => {
  it.each(WINDOWS)(
    '%s: a thick frame only on the true edges, nothing outside the window',
    (_, region, rotation) => {
      for (const dpr of [1, 2]) {
        const { l, segments, dots } = drawn(region, rotation, dpr);
        const d = l.display;
        const lw = lineWidth(l);
        const left = linePosition(l, d.x1, 'x');
        const right = linePosition(l, d.x2, 'x');
        const top = linePosition(l, d.y1, 'y');
        const bottom = linePosition(l, d.y2, 'y');

        // Nothing reaches past the window's outer lines by more than a line's width.
        for (const s of segments) {
          expect(Math.min(s.x1, s.x2)).toBeGreaterThanOrEqual(left - lw);
          expect(Math.max(s.x1, s.x2)).toBeLessThanOrEqual(right + lw);
          expect(Math.min(s.y1, s.y2)).toBeGreaterThanOrEqual(top - lw);
          expect(Math.max(s.y1, s.y2)).toBeLessThanOrEqual(bottom + lw);
        }

        // Every line of the window is drawn thin across the whole window, the cut sides too.
        const thin = segments.filter((s) => s.width === lw);
        for (let u = d.x1; u <= d.x2; u++)
          expect(covers(onLine(thin, 'x', linePosition(l, u, 'x')), 'x', top, bottom)).toBe(true);
        for (let v = d.y1; v <= d.y2; v++)
          expect(covers(onLine(thin, 'y', linePosition(l, v, 'y')), 'y', left, right)).toBe(true);

        // The thick frame: on each side where the window meets the board's edge, exactly on that
        // edge's line and along all of it; on no other side and nowhere else.
        const thick = segments.filter((s) => s.width > lw);
        const sides = [
          { meets: d.x1 === 0, axis: 'x' as const, at: left, from: top, to: bottom },
          { meets: d.x2 === LAST, axis: 'x' as const, at: right, from: top, to: bottom },
          { meets: d.y1 === 0, axis: 'y' as const, at: top, from: left, to: right },
          { meets: d.y2 === LAST, axis: 'y' as const, at: bottom, from: left, to: right },
        ];
        let onSides = 0;
        for (const side of sides) {
          const here = onLine(thick, side.axis, side.at);
          onSides += here.length;
          if (side.meets) expect(covers(here, side.axis, side.from, side.to)).toBe(true);
          else expect(here).toEqual([]);
        }
        expect(onSides).toBe(thick.length);

        // Star points: exactly those inside the window.
        const stars = starPoints(SIZE)
          .filter((s) => inRegion(s, region))
          .map((s) => pointCenter(l, s));
        const offset = lw % 2 === 1 ? 0.5 : 0;
        expect(
          dots.map((p) => ({ x: p.x - offset, y: p.y - offset })).sort((a, b) => a.x - b.x || a.y - b.y),
        ).toEqual(stars.sort((a, b) => a.x - b.x || a.y - b.y));
      }
    },
  );

  it('the windows tested have star points just outside them', () => {
    for (const [, region] of WINDOWS.slice(0, 3))
      expect(
        starPoints(SIZE).some(
          (s) =>
            !inRegion(s, region) &&
            inRegion(s, { x1: region.x1 - 1, x2: region.x2 + 1, y1: region.y1 - 1, y2: region.y2 + 1 }),
        ),
      ).toBe(true);
  });
});
