import { BLACK, type Mark, type Sign, type Stone } from '@tengen/core';
import { DEFAULT_COLORS } from '../state.ts';
import type { Theme } from '../theme.ts';
import { STONE_RADIUS, type StoneSprites } from './draw-stones.ts';
import type { Overlay } from './visuals.ts';

const TAU = Math.PI * 2;

function contrast(sign: Sign): string {
  return sign === BLACK ? '#ffffff' : '#111111';
}

function text(
  ctx: CanvasRenderingContext2D,
  s: string,
  x: number,
  y: number,
  px: number,
  color: string,
): void {
  ctx.font = `bold ${Math.round(px)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = color;
  ctx.fillText(s, x, y + px * 0.06);
}

function disc(ctx: CanvasRenderingContext2D, x: number, y: number, r: number, fill: string): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
  ctx.fillStyle = fill;
  ctx.fill();
}

function shape(ctx: CanvasRenderingContext2D, kind: string, x: number, y: number, r: number): void {
  ctx.beginPath();
  if (kind === 'circle') ctx.arc(x, y, r * 0.8, 0, TAU);
  else if (kind === 'square') ctx.rect(x - r * 0.7, y - r * 0.7, r * 1.4, r * 1.4);
  else if (kind === 'cross') {
    ctx.moveTo(x - r * 0.7, y - r * 0.7);
    ctx.lineTo(x + r * 0.7, y + r * 0.7);
    ctx.moveTo(x + r * 0.7, y - r * 0.7);
    ctx.lineTo(x - r * 0.7, y + r * 0.7);
  } else {
    ctx.moveTo(x, y - r);
    ctx.lineTo(x + r * 0.87, y + r * 0.5);
    ctx.lineTo(x - r * 0.87, y + r * 0.5);
    ctx.closePath();
  }
  ctx.stroke();
}

function label(
  ctx: CanvasRenderingContext2D,
  mark: Mark,
  x: number,
  y: number,
  cell: number,
  sign: Sign,
  theme: Theme,
) {
  const s = mark.kind === 'number' ? String(mark.value) : mark.kind === 'label' ? mark.text : '';
  // Text on an empty point hides the lines behind it.
  if (sign === 0) disc(ctx, x, y, cell * 0.36, theme.boardColor);
  text(ctx, s, x, y, cell * (s.length > 2 ? 0.32 : 0.5), sign === 0 ? theme.lineColor : contrast(sign));
}

/** Draws a point's overlays, in the order they were listed, centred at (x, y). */
export function drawOverlays(
  ctx: CanvasRenderingContext2D,
  list: readonly Overlay[],
  x: number,
  y: number,
  cell: number,
  sign: Sign,
  theme: Theme,
  sprites: StoneSprites,
): void {
  const r = cell * 0.3;
  ctx.lineWidth = Math.max(1.5, cell * 0.07);
  for (const o of list) {
    switch (o.t) {
      case 'mark':
        ctx.strokeStyle = sign === 0 ? theme.lineColor : contrast(sign);
        if (o.mark.kind === 'number' || o.mark.kind === 'label') label(ctx, o.mark, x, y, cell, sign, theme);
        else shape(ctx, o.mark.kind, x, y, r);
        break;
      case 'sign':
        ctx.strokeStyle = DEFAULT_COLORS.answer.red;
        shape(ctx, 'triangle', x, y, r * 1.1);
        break;
      case 'last':
        disc(ctx, x, y, cell * 0.13, '#e0402a');
        break;
      case 'moveNumber':
        text(
          ctx,
          String(o.n),
          x,
          y,
          cell * (o.n > 99 ? 0.36 : 0.46),
          sign === BLACK ? DEFAULT_COLORS.number : '#111',
        );
        break;
      case 'answer':
        if (sign === 0) disc(ctx, x, y, cell * 0.22, DEFAULT_COLORS.answer[o.color] || 'transparent');
        else {
          ctx.strokeStyle = DEFAULT_COLORS.answer[o.color] || 'transparent';
          ctx.beginPath();
          ctx.arc(x, y, cell * 0.4, 0, TAU);
          ctx.stroke();
        }
        break;
      case 'territory': {
        const h = cell * 0.16;
        ctx.fillStyle = o.color === BLACK ? 'rgba(0,0,0,0.8)' : 'rgba(255,255,255,0.9)';
        ctx.fillRect(x - h, y - h, 2 * h, 2 * h);
        // An edge of the other colour keeps a square readable on light and dark boards alike.
        ctx.strokeStyle = o.color === BLACK ? 'rgba(255,255,255,0.5)' : 'rgba(0,0,0,0.75)';
        ctx.lineWidth = Math.max(1, cell * 0.025);
        ctx.strokeRect(x - h, y - h, 2 * h, 2 * h);
        ctx.lineWidth = Math.max(1.5, cell * 0.07);
        break;
      }
      case 'winrate':
        disc(ctx, x, y, cell * 0.42, 'rgba(255,255,255,0.85)');
        text(ctx, o.text, x, y, cell * 0.3, '#1a4d8f');
        break;
      case 'voteCount': {
        // Beside a letter or a symbol (the choice it counts stays readable), in the point's corner.
        const marked = list.some((other) => other.t === 'mark');
        const bx = marked ? x + cell * 0.28 : x;
        const by = marked ? y - cell * 0.28 : y;
        const br = marked ? cell * 0.21 : cell * 0.34;
        disc(ctx, bx, by, br, DEFAULT_COLORS.teacherVote);
        text(ctx, String(o.n), bx, by, br * 1.18, '#fff');
        break;
      }
      case 'voted':
        ctx.strokeStyle = o.by === 'stu' ? DEFAULT_COLORS.studentVote : DEFAULT_COLORS.teacherVote;
        ctx.lineWidth = Math.max(2, cell * 0.1);
        ctx.beginPath();
        ctx.arc(x, y, cell * STONE_RADIUS * 0.9, 0, TAU);
        ctx.stroke();
        ctx.lineWidth = Math.max(1.5, cell * 0.07);
        break;
      case 'multi':
        ctx.strokeStyle = DEFAULT_COLORS.answer.green;
        ctx.lineWidth = Math.max(2, cell * 0.1);
        ctx.strokeRect(x - cell * 0.38, y - cell * 0.38, cell * 0.76, cell * 0.76);
        ctx.lineWidth = Math.max(1.5, cell * 0.07);
        break;
      case 'ghost':
        ghostStone(ctx, sprites, o.color, o.kind, x, y, cell, theme);
        break;
      case 'keyCursor':
        keyCursor(ctx, x, y, cell);
        break;
    }
  }
}

function ghostStone(
  ctx: CanvasRenderingContext2D,
  sprites: StoneSprites,
  color: Stone,
  kind: 'ghost' | 'candidate' | 'cursor',
  x: number,
  y: number,
  cell: number,
  theme: Theme,
): void {
  const sprite = sprites.get(color, cell, theme.stones, kind === 'candidate' ? 0.75 : 0.45);
  ctx.drawImage(sprite, x - Math.floor(cell / 2), y - Math.floor(cell / 2));
  if (kind === 'candidate') {
    ctx.strokeStyle = DEFAULT_COLORS.studentVote;
    ctx.beginPath();
    ctx.arc(x, y, cell * 0.2, 0, TAU);
    ctx.stroke();
  }
}

/** The keyboard's cursor: a square around the point, dark outside and light inside, seen on any wood or stone. */
function keyCursor(ctx: CanvasRenderingContext2D, x: number, y: number, cell: number): void {
  const w = Math.max(2, Math.round(cell * 0.08));
  const h = Math.floor(cell / 2) - w;
  ctx.lineWidth = w;
  ctx.strokeStyle = '#0b3d91';
  ctx.strokeRect(x - h, y - h, 2 * h, 2 * h);
  ctx.lineWidth = Math.max(1, Math.round(w / 2));
  ctx.strokeStyle = '#ffffff';
  ctx.strokeRect(x - h + w, y - h + w, 2 * (h - w), 2 * (h - w));
  ctx.lineWidth = Math.max(1.5, cell * 0.07);
}
