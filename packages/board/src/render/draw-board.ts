import { fromDisplay } from '../rotation.ts';
import type { Theme } from '../theme.ts';
import { boardRect, type Layout, pointCenter } from './layout.ts';

const COLUMN_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** Star points, drawn only on 19 and 13 boards (seed 001). */
export function starPoints(size: number): { x: number; y: number }[] {
  const lines = size === 19 ? [3, 9, 15] : size === 13 ? [3, 6, 9] : [];
  return lines.flatMap((x) => lines.map((y) => ({ x, y })));
}

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

export function lineWidth(l: Layout): number {
  return Math.max(1, Math.round(l.cell / 28));
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
  const d = l.display;
  const last = l.size - 1;
  const lw = lineWidth(l);
  const offset = lw % 2 === 1 ? 0.5 : 0;
  const top = d.y1 === 0 ? l.originY : r.y;
  const bottom = d.y2 === last ? l.originY + (d.y2 - d.y1) * l.cell : r.y + r.h;
  const left = d.x1 === 0 ? l.originX : r.x;
  const right = d.x2 === last ? l.originX + (d.x2 - d.x1) * l.cell : r.x + r.w;
  ctx.strokeStyle = theme.lineColor;
  ctx.beginPath();
  for (let u = d.x1; u <= d.x2; u++) {
    const x = l.originX + (u - d.x1) * l.cell + offset;
    ctx.lineWidth = u === 0 || u === last ? lw * 2 : lw;
    ctx.moveTo(x, top);
    ctx.lineTo(x, bottom);
  }
  for (let v = d.y1; v <= d.y2; v++) {
    const y = l.originY + (v - d.y1) * l.cell + offset;
    ctx.moveTo(left, y);
    ctx.lineTo(right, y);
  }
  ctx.lineWidth = lw;
  ctx.stroke();
  ctx.lineWidth = lw * 2;
  ctx.strokeRect(
    d.x1 === 0 ? l.originX + offset : -10,
    d.y1 === 0 ? l.originY + offset : -10,
    d.x2 === last ? right - l.originX : l.width + 20,
    d.y2 === last ? bottom - l.originY : l.height + 20,
  );
  ctx.fillStyle = theme.lineColor;
  const starRadius = Math.max(1.5, l.cell * 0.09);
  for (const s of starPoints(l.size)) {
    const c = pointCenter(l, s);
    if (c.x < r.x || c.y < r.y || c.x > r.x + r.w || c.y > r.y + r.h) continue;
    ctx.beginPath();
    ctx.arc(c.x + offset, c.y + offset, starRadius, 0, Math.PI * 2);
    ctx.fill();
  }
  if (l.showCoor) drawCoordinates(ctx, l, theme);
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
