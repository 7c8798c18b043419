import { BLACK, type Stone } from '@tengen/core';
import type { StoneLook } from '../theme.ts';

/** Stone radius and shadow offset in cells: together under half a cell, so a stone stays in its cell. */
export const STONE_RADIUS = 0.46;
const SHADOW_OFFSET = 0.035;

export interface StoneImages {
  black: CanvasImageSource | null;
  white: CanvasImageSource | null;
}

/** Draws one stone centred at (cx, cy). */
export function paintStone(
  ctx: CanvasRenderingContext2D,
  cx: number,
  cy: number,
  cell: number,
  color: Stone,
  look: StoneLook,
  images: StoneImages,
): void {
  const r = cell * STONE_RADIUS;
  const image = color === BLACK ? images.black : images.white;
  if (look !== 'flat') {
    const s = cell * SHADOW_OFFSET;
    ctx.fillStyle = 'rgba(0,0,0,0.28)';
    ctx.beginPath();
    ctx.arc(cx + s, cy + s, r, 0, Math.PI * 2);
    ctx.fill();
  }
  if (look === 'image' && image) {
    ctx.drawImage(image, cx - r, cy - r, 2 * r, 2 * r);
    return;
  }
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  if (look === 'flat') {
    ctx.fillStyle = color === BLACK ? '#111' : '#f4f4f4';
    ctx.fill();
    ctx.lineWidth = Math.max(1, cell / 30);
    ctx.strokeStyle = '#111';
    ctx.stroke();
    return;
  }
  const g = ctx.createRadialGradient(cx - r * 0.35, cy - r * 0.35, r * 0.1, cx, cy, r);
  if (color === BLACK) {
    g.addColorStop(0, '#5a5a5a');
    g.addColorStop(1, '#0b0b0b');
  } else {
    g.addColorStop(0, '#ffffff');
    g.addColorStop(1, '#c9c9c2');
  }
  ctx.fillStyle = g;
  ctx.fill();
}

/**
 * Stones pre-drawn once per cell size, colour and look: a full redraw is then one drawImage per
 * stone, which is what keeps 361 stones under a few milliseconds.
 */
export class StoneSprites {
  private readonly cache = new Map<string, HTMLCanvasElement>();

  constructor(private readonly images: StoneImages) {}

  clear(): void {
    this.cache.clear();
  }

  get(color: Stone, cell: number, look: StoneLook, alpha = 1): HTMLCanvasElement {
    const key = `${color}:${cell}:${look}:${alpha}:${look === 'image' ? Number(!!this.images.black) : 0}`;
    let sprite = this.cache.get(key);
    if (!sprite) {
      sprite = document.createElement('canvas');
      sprite.width = cell;
      sprite.height = cell;
      const ctx = sprite.getContext('2d')!;
      ctx.globalAlpha = alpha;
      const c = Math.floor(cell / 2);
      paintStone(ctx, c, c, cell, color, look, this.images);
      this.cache.set(key, sprite);
    }
    return sprite;
  }
}
