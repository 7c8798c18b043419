import type { BoardState, PenBatch, PenPoint, PenStroke } from './state.ts';

export const PEN_BATCH_MS = 60;
/** A new point is kept only this far (squared CSS pixels) from the last kept one. */
export const PEN_MIN_DISTANCE_SQUARED = 20;

/** Four decimals, truncated: enough for any screen, and the same text on every client. */
export function truncate4(n: number): number {
  return Math.trunc(n * 10000) / 10000;
}

/**
 * A position in fractional board coordinates (0 is the first line) normalised to the full,
 * unrotated board, so a stroke lands on the same points on any size, window or rotation.
 */
export function normalizePen(board: { x: number; y: number }, size: number, c: string): PenPoint {
  return { x: truncate4((board.x + 0.5) / size), y: truncate4((board.y + 0.5) / size), c };
}

export function denormalizePen(p: PenPoint, size: number): { x: number; y: number } {
  return { x: p.x * size - 0.5, y: p.y * size - 0.5 };
}

/** Records one local stroke and hands it to the host in batches every 60 ms. */
export class PenRecorder {
  private pending: PenPoint[] = [];
  private last: { x: number; y: number } | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private stroke: PenStroke | null = null;
  private nextId = 1;

  constructor(
    private readonly state: BoardState,
    private readonly onBatch: (batch: PenBatch) => void,
  ) {}

  get drawing(): PenStroke | null {
    return this.stroke;
  }

  /** Starts a stroke at pixel position `px` (for the distance rule) and board point `point`. */
  begin(px: { x: number; y: number }, point: PenPoint): void {
    const mode = this.state.pen.mode;
    if (mode === 'disabled') return;
    this.end();
    this.stroke = { id: `local:${this.nextId}`, mode, points: [point] };
    this.state.pen.strokes.push(this.stroke);
    this.last = px;
    this.pending = [point];
    if (mode === 'draw') this.timer = setInterval(() => this.flush(false), PEN_BATCH_MS);
  }

  /** Adds a point; answers whether it was kept. A shape keeps only its start and its end. */
  move(px: { x: number; y: number }, point: PenPoint): boolean {
    const stroke = this.stroke;
    if (!stroke || !this.last) return false;
    if (stroke.mode === 'shape') {
      stroke.points[1] = point;
      return true;
    }
    const dx = px.x - this.last.x;
    const dy = px.y - this.last.y;
    if (dx * dx + dy * dy <= PEN_MIN_DISTANCE_SQUARED) return false;
    this.last = px;
    stroke.points.push(point);
    this.pending.push(point);
    return true;
  }

  end(): void {
    const stroke = this.stroke;
    if (!stroke) return;
    if (stroke.mode === 'shape') this.pending = [...stroke.points];
    this.flush(true);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stroke = null;
    this.last = null;
  }

  private flush(end: boolean): void {
    const stroke = this.stroke;
    if (!stroke || (this.pending.length === 0 && !end)) return;
    const id = Number(stroke.id.slice('local:'.length));
    this.onBatch({ stroke: id, mode: stroke.mode, points: this.pending, end });
    this.pending = [];
  }
}

/** Adds another client's batch to the strokes shown (`from` keeps their stroke ids apart). */
export function addRemoteBatch(state: BoardState, batch: PenBatch, from = 'remote'): PenStroke {
  const id = `${from}:${batch.stroke}`;
  let stroke = state.pen.strokes.find((s) => s.id === id);
  if (!stroke) {
    stroke = { id, mode: batch.mode, points: [] };
    state.pen.strokes.push(stroke);
  }
  if (batch.mode === 'shape') stroke.points.splice(0, stroke.points.length, ...batch.points);
  else stroke.points.push(...batch.points);
  return stroke;
}
