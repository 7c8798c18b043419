import type { Vertex } from '@tengen/core';
import type { Region, Rotation } from './types.ts';

/**
 * Rotation happens in the renderer only: the board keeps its coordinates and every drawing and
 * every click goes through these maps. "Display" coordinates are the rotated grid, clockwise.
 */
export function toDisplay(v: Vertex, size: number, rotation: Rotation): Vertex {
  const n = size - 1;
  switch (rotation) {
    case 90:
      return { x: n - v.y, y: v.x };
    case 180:
      return { x: n - v.x, y: n - v.y };
    case 270:
      return { x: v.y, y: n - v.x };
    default:
      return v;
  }
}

export function fromDisplay(d: Vertex, size: number, rotation: Rotation): Vertex {
  const inverse = ((360 - rotation) % 360) as Rotation;
  return toDisplay(d, size, inverse);
}

/** The region as it appears on the rotated display. */
export function regionToDisplay(r: Region, size: number, rotation: Rotation): Region {
  const a = toDisplay({ x: r.x1, y: r.y1 }, size, rotation);
  const b = toDisplay({ x: r.x2, y: r.y2 }, size, rotation);
  return { x1: Math.min(a.x, b.x), x2: Math.max(a.x, b.x), y1: Math.min(a.y, b.y), y2: Math.max(a.y, b.y) };
}

export function normalizeRotation(value: unknown): Rotation {
  const n = (((Math.round(Number(value) / 90) * 90) % 360) + 360) % 360;
  return (Number.isFinite(n) ? n : 0) as Rotation;
}
