import { describe, expect, it } from 'vitest';
import { fullRegion } from '../region.ts';
import type { Rotation } from '../types.ts';
import {
  boardToPixel,
  cellRect,
  computeLayout,
  inCorner,
  pixelToBoard,
  pointAt,
  pointCenter,
} from './canvas-layout.ts';

const layout = (rotation: Rotation = 0, extra = {}) =>
  computeLayout({
    cssWidth: 380,
    cssHeight: 380,
    dpr: 2,
    size: 19,
    region: fullRegion(19),
    rotation,
    showCoor: false,
    ...extra,
  });

describe('layout', () => {
  it('uses whole-pixel cells centred in the canvas, sharp at any pixel ratio', () => {
    const l = layout();
    expect(l.width).toBe(760);
    expect(l.cell).toBe(40);
    expect(l.originX).toBe(20);
    expect(cellRect(l, { x: 0, y: 0 })).toEqual({ x: 0, y: 0, w: 40, h: 40 });
  });

  it.each([0, 90, 180, 270] as const)('a click maps back to its point at rotation %i', (rot) => {
    const l = layout(rot);
    for (const v of [
      { x: 0, y: 0 },
      { x: 3, y: 15 },
      { x: 18, y: 4 },
    ]) {
      const c = pointCenter(l, v);
      expect(pointAt(l, c.x + 7, c.y - 9)).toEqual(v);
      const b = pixelToBoard(l, c.x, c.y);
      expect(b).toEqual(v);
      expect(boardToPixel(l, v.x, v.y)).toEqual(c);
    }
  });

  it('a window fills the canvas; points outside it are not clickable', () => {
    const l = layout(0, { region: { x1: 0, x2: 6, y1: 0, y2: 6 } });
    expect(l.cell).toBe(108);
    expect(pointAt(l, l.width - 10, l.height - 10)).toEqual({ x: 6, y: 6 });
    expect(pointAt(l, l.width - 1, l.height - 1)).toBeNull();
    const rotated = layout(90, { region: { x1: 0, x2: 6, y1: 0, y2: 6 } });
    expect(pointAt(rotated, 60, 60)).toEqual({ x: 0, y: 6 });
  });

  it('corners are the canvas corners outside the lines', () => {
    const l = layout(0, { showCoor: true });
    expect(inCorner(l, 2, 2)).toBe(true);
    expect(inCorner(l, l.width - 2, l.height - 2)).toBe(true);
    expect(inCorner(l, l.width / 2, 2)).toBe(false);
    expect(inCorner(l, l.originX, l.originY)).toBe(false);
  });
});
