import { denormalizePen } from '../pen.ts';
import type { PenPoint, PenStroke } from '../state.ts';
import { boardToPixel, type Layout } from './canvas-layout.ts';

function toPixel(l: Layout, p: PenPoint): { x: number; y: number } {
  const b = denormalizePen(p, l.size);
  return boardToPixel(l, b.x, b.y);
}

function prepare(ctx: CanvasRenderingContext2D, l: Layout, color: string, width: number): void {
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = width * l.dpr;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
}

/** One segment of a stroke being drawn: the per-frame cost of the pen. */
export function drawPenSegment(
  ctx: CanvasRenderingContext2D,
  l: Layout,
  a: PenPoint,
  b: PenPoint,
  width: number,
) {
  prepare(ctx, l, b.c, width);
  const p = toPixel(l, a);
  const q = toPixel(l, b);
  ctx.beginPath();
  ctx.moveTo(p.x, p.y);
  ctx.lineTo(q.x, q.y);
  ctx.stroke();
}

/** A whole stroke: a free line, or a shape (an arrow from its start to its end). */
export function drawPenStroke(ctx: CanvasRenderingContext2D, l: Layout, stroke: PenStroke, width: number) {
  const pts = stroke.points.map((p) => toPixel(l, p));
  if (pts.length === 0) return;
  prepare(ctx, l, stroke.points[0].c, width);
  ctx.beginPath();
  ctx.moveTo(pts[0].x, pts[0].y);
  if (pts.length === 1) ctx.lineTo(pts[0].x + 0.01, pts[0].y);
  for (const p of pts.slice(1)) ctx.lineTo(p.x, p.y);
  ctx.stroke();
  if (stroke.mode === 'shape' && pts.length === 2) {
    const [a, b] = pts;
    const angle = Math.atan2(b.y - a.y, b.x - a.x);
    const head = width * l.dpr * 3;
    ctx.beginPath();
    ctx.moveTo(b.x, b.y);
    ctx.lineTo(b.x - head * Math.cos(angle - 0.5), b.y - head * Math.sin(angle - 0.5));
    ctx.lineTo(b.x - head * Math.cos(angle + 0.5), b.y - head * Math.sin(angle + 0.5));
    ctx.closePath();
    ctx.fill();
  }
}
