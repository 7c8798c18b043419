import { fromDisplay } from '../rotation.ts';
import type { Theme } from '../theme.ts';
import { boardRect, type Layout } from './canvas-layout.ts';
import { type GridStroke, gridGeometry } from './grid.ts';

const COLUMN_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** The label of a display line: letters for board columns, numbers from the bottom for rows. */
export function lineLabel(l: Layout, displayIndex: number, axis: 'x' | 'y'): string {
  const v = fromDisplay(
    axis === 'x' ? { x: displayIndex, y: 0 } : { x: 0, y: displayIndex },
    l.size,
    l.rotation,
  );
  const boardAxisIsX = (axis === 'x') === (l.rotation === 0 || l.rotation === 180);
  return boardAxisIsX ? COLUMN_LETTERS[v.x] : String(l.size - v.y);
}

/** Background, lines, star points and coordinates: everything that changes only with the geometry. */
export function drawBoard(
  ctx: CanvasRenderingContext2D,
  l: Layout,
  theme: Theme,
  image: CanvasImageSource | null,
) {
  ctx.clearRect(0, 0, l.width, l.height);
  const r = boardRect(l);
  if (image) ctx.drawImage(image, r.x, r.y, r.w, r.h);
  else {
    ctx.fillStyle = theme.boardColor;
    ctx.fillRect(r.x, r.y, r.w, r.h);
  }
  const g = gridGeometry(l);
  ctx.strokeStyle = theme.lineColor;
  ctx.lineCap = 'butt';
  ctx.lineJoin = 'miter';
  ctx.lineWidth = g.lineWidth;
  ctx.beginPath();
  for (const stroke of g.lines) tracePath(ctx, stroke);
  ctx.stroke();
  ctx.lineWidth = g.frameWidth;
  ctx.beginPath();
  for (const stroke of g.frame) tracePath(ctx, stroke);
  ctx.stroke();
  ctx.fillStyle = theme.lineColor;
  for (const s of g.stars) {
    ctx.beginPath();
    ctx.arc(s.x, s.y, g.starRadius, 0, Math.PI * 2);
    ctx.fill();
  }
  if (l.showCoor) drawCoordinates(ctx, l, theme);
}

function tracePath(ctx: CanvasRenderingContext2D, stroke: GridStroke): void {
  const [first, ...rest] = stroke.points;
  ctx.moveTo(first.x, first.y);
  for (const p of rest) ctx.lineTo(p.x, p.y);
  if (stroke.closed) ctx.closePath();
}

function drawCoordinates(ctx: CanvasRenderingContext2D, l: Layout, theme: Theme): void {
  const d = l.display;
  const away = Math.round(l.cell * 0.85);
  const bottom = l.originY + (d.y2 - d.y1) * l.cell;
  const right = l.originX + (d.x2 - d.x1) * l.cell;
  ctx.fillStyle = theme.coordColor;
  ctx.font = `${Math.round(l.cell * 0.4)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let u = d.x1; u <= d.x2; u++) {
    const x = l.originX + (u - d.x1) * l.cell;
    const text = lineLabel(l, u, 'x');
    ctx.fillText(text, x, l.originY - away);
    ctx.fillText(text, x, bottom + away);
  }
  for (let v = d.y1; v <= d.y2; v++) {
    const y = l.originY + (v - d.y1) * l.cell;
    const text = lineLabel(l, v, 'y');
    ctx.fillText(text, l.originX - away, y);
    ctx.fillText(text, right + away, y);
  }
}
