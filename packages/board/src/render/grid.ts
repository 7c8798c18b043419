import { inRegion } from '../region.ts';
import { type Layout, pointCenter } from './canvas-layout.ts';

/** Star points, drawn only on 19 and 13 boards (seed 001). */
/** The star points of a board: 19 and 13 have nine; 9 has five (the 3-3 points and the centre) when asked for. */
export function starPoints(size: number, onNine = false): { x: number; y: number }[] {
  if (size === 9 && onNine) return [...[2, 6].flatMap((x) => [2, 6].map((y) => ({ x, y }))), { x: 4, y: 4 }];
  const lines = size === 19 ? [3, 9, 15] : size === 13 ? [3, 6, 9] : [];
  return lines.flatMap((x) => lines.map((y) => ({ x, y })));
}

export function lineWidth(l: Layout): number {
  return Math.max(1, Math.round(l.cell / 28));
}

interface Pixel {
  x: number;
  y: number;
}

/** A stroked polyline, device pixels. */
export interface GridStroke {
  points: Pixel[];
  closed: boolean;
}

export interface Grid {
  /** Thin lines, one per line of the window, each across the whole window. */
  lines: GridStroke[];
  lineWidth: number;
  /** The board's edge where the window meets it, twice as thick; none on a side the window cuts. */
  frame: GridStroke[];
  frameWidth: number;
  stars: Pixel[];
  starRadius: number;
}

/**
 * The lines, frame and star points of the visible window. Everything stays inside the window's
 * outer lines: a side the window cuts is an ordinary thin line, and lines do not run on into the
 * margin, where the coordinates are.
 */
export function gridGeometry(l: Layout): Grid {
  const d = l.display;
  const last = l.size - 1;
  const lw = lineWidth(l);
  const offset = lw % 2 === 1 ? 0.5 : 0;
  const xAt = (u: number) => l.originX + (u - d.x1) * l.cell + offset;
  const yAt = (v: number) => l.originY + (v - d.y1) * l.cell + offset;
  const [left, right, top, bottom] = [xAt(d.x1), xAt(d.x2), yAt(d.y1), yAt(d.y2)];
  // Half a line past the outer lines, so the ends cover the crossing line and no pixel is missed.
  const over = lw / 2;
  const lines: GridStroke[] = [];
  for (let u = d.x1; u <= d.x2; u++)
    lines.push({
      points: [
        { x: xAt(u), y: top - over },
        { x: xAt(u), y: bottom + over },
      ],
      closed: false,
    });
  for (let v = d.y1; v <= d.y2; v++)
    lines.push({
      points: [
        { x: left - over, y: yAt(v) },
        { x: right + over, y: yAt(v) },
      ],
      closed: false,
    });
  // Clockwise from the top-left corner: top, right, bottom, left; side i runs corner i to i + 1.
  const corners = [
    { x: left, y: top },
    { x: right, y: top },
    { x: right, y: bottom },
    { x: left, y: bottom },
  ];
  const edge = [d.y1 === 0, d.x2 === last, d.y2 === last, d.x1 === 0];
  return {
    lines,
    lineWidth: lw,
    frame: frameStrokes(corners, edge),
    frameWidth: lw * 2,
    stars: starPoints(l.size, l.starPointsOn9)
      .filter((s) => inRegion(s, l.region))
      .map((s) => {
        const c = pointCenter(l, s);
        return { x: c.x + offset, y: c.y + offset };
      }),
    starRadius: Math.max(1.5, l.cell * 0.09),
  };
}

/** The edge sides joined into as few strokes as possible, so their corners are mitred, not notched. */
function frameStrokes(corners: Pixel[], edge: boolean[]): GridStroke[] {
  if (edge.every(Boolean)) return [{ points: corners, closed: true }];
  const cut = edge.indexOf(false);
  const strokes: GridStroke[] = [];
  let run: Pixel[] | null = null;
  for (let k = 1; k <= 4; k++) {
    const side = (cut + k) % 4;
    if (!edge[side]) {
      run = null;
      continue;
    }
    if (!run) {
      run = [corners[side]];
      strokes.push({ points: run, closed: false });
    }
    run.push(corners[(side + 1) % 4]);
  }
  return strokes;
}
