import type { Vertex } from '@tengen/core';
import { inRegion } from '../region.ts';
import { fromDisplay, regionToDisplay, toDisplay } from '../rotation.ts';
import type { Region, Rotation } from '../types.ts';

/**
 * Where everything goes on the canvas, in device pixels. The cell is a whole number of pixels and
 * the first line sits on a whole pixel, so every point's cell has integer edges: repainting one
 * point clears exactly its own pixels and never a neighbour's.
 */
export interface Layout {
  readonly size: number;
  readonly rotation: Rotation;
  readonly region: Region;
  /** The visible window in display (rotated) coordinates. */
  readonly display: Region;
  readonly dpr: number;
  readonly cssWidth: number;
  readonly cssHeight: number;
  readonly width: number;
  readonly height: number;
  readonly cell: number;
  /** Device pixel of the first visible display line, x and y. */
  readonly originX: number;
  readonly originY: number;
  /** Margin around the outer lines, in cells. */
  readonly margin: number;
  readonly showCoor: boolean;
  readonly starPointsOn9: boolean;
}

export interface LayoutInput {
  cssWidth: number;
  cssHeight: number;
  dpr: number;
  size: number;
  region: Region;
  rotation: Rotation;
  showCoor: boolean;
  /** Star points on a 9×9 board (the seed draws none there); off when not given. */
  starPointsOn9?: boolean;
}

export const STONE_MARGIN = 0.5;
export const COORD_MARGIN = 1.25;

export function computeLayout(input: LayoutInput): Layout {
  const { cssWidth, cssHeight, dpr, size, region, rotation, showCoor } = input;
  const display = regionToDisplay(region, size, rotation);
  const cols = display.x2 - display.x1;
  const rows = display.y2 - display.y1;
  const margin = showCoor ? COORD_MARGIN : STONE_MARGIN;
  const width = Math.max(1, Math.round(cssWidth * dpr));
  const height = Math.max(1, Math.round(cssHeight * dpr));
  const cell = Math.max(2, Math.floor(Math.min(width / (cols + 2 * margin), height / (rows + 2 * margin))));
  const originX = Math.round((width - cell * cols) / 2);
  const originY = Math.round((height - cell * rows) / 2);
  return {
    size,
    rotation,
    region,
    display,
    dpr,
    cssWidth,
    cssHeight,
    width,
    height,
    cell,
    originX,
    originY,
    margin,
    showCoor,
    starPointsOn9: input.starPointsOn9 ?? false,
  };
}

/** Centre of a board point, device pixels. */
export function pointCenter(l: Layout, v: Vertex): { x: number; y: number } {
  const d = toDisplay(v, l.size, l.rotation);
  return { x: l.originX + (d.x - l.display.x1) * l.cell, y: l.originY + (d.y - l.display.y1) * l.cell };
}

/** A fractional board position (pen points) in device pixels, through the rotation. */
export function boardToPixel(l: Layout, bx: number, by: number): { x: number; y: number } {
  const n = l.size - 1;
  const [dx, dy] =
    l.rotation === 90
      ? [n - by, bx]
      : l.rotation === 180
        ? [n - bx, n - by]
        : l.rotation === 270
          ? [by, n - bx]
          : [bx, by];
  return { x: l.originX + (dx - l.display.x1) * l.cell, y: l.originY + (dy - l.display.y1) * l.cell };
}

/** The fractional board position under a device pixel, the inverse of boardToPixel. */
export function pixelToBoard(l: Layout, px: number, py: number): { x: number; y: number } {
  const n = l.size - 1;
  const dx = (px - l.originX) / l.cell + l.display.x1;
  const dy = (py - l.originY) / l.cell + l.display.y1;
  if (l.rotation === 90) return { x: dy, y: n - dx };
  if (l.rotation === 180) return { x: n - dx, y: n - dy };
  if (l.rotation === 270) return { x: n - dy, y: dx };
  return { x: dx, y: dy };
}

/** The point whose cell holds a device pixel, or null off the visible window. */
export function pointAt(l: Layout, px: number, py: number): Vertex | null {
  const dx = Math.round((px - l.originX) / l.cell) + l.display.x1;
  const dy = Math.round((py - l.originY) / l.cell) + l.display.y1;
  if (dx < 0 || dy < 0 || dx >= l.size || dy >= l.size) return null;
  const v = fromDisplay({ x: dx, y: dy }, l.size, l.rotation);
  return inRegion(v, l.region) ? v : null;
}

/** A point's cell: integer device pixels. */
export function cellRect(l: Layout, v: Vertex): { x: number; y: number; w: number; h: number } {
  const c = pointCenter(l, v);
  const half = Math.floor(l.cell / 2);
  return { x: c.x - half, y: c.y - half, w: l.cell, h: l.cell };
}

/** The board's drawn rectangle: the visible lines plus the margin. */
export function boardRect(l: Layout): { x: number; y: number; w: number; h: number } {
  const m = Math.round(l.margin * l.cell);
  const w = (l.display.x2 - l.display.x1) * l.cell;
  const h = (l.display.y2 - l.display.y1) * l.cell;
  return { x: l.originX - m, y: l.originY - m, w: w + 2 * m, h: h + 2 * m };
}

/** Which corner of the canvas a pixel is in, outside the board's lines (for the version taps). */
export function inCorner(l: Layout, px: number, py: number): boolean {
  const r = boardRect(l);
  const reach = l.cell * 0.35;
  const left = px < l.originX - reach;
  const right = px > r.x + r.w - Math.round(l.margin * l.cell) + reach;
  const top = py < l.originY - reach;
  const bottom = py > r.y + r.h - Math.round(l.margin * l.cell) + reach;
  return (left || right) && (top || bottom);
}
