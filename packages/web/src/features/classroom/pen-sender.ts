/**
 * The teacher's pen on the wire: the widget hands over a batch every 60 ms, more than the
 * socket's 10 messages a second allow, so batches of one stroke are merged and sent at most
 * every PEN_SEND_MS (docs/classroom.md).
 */
import type { PenBatch } from '@tengen/board';

export const PEN_SEND_MS = 150;
/** The most points one message carries (CLASS_LIMITS.batchPoints). */
const MAX_POINTS = 60;

export class PenSender {
  private pending: PenBatch | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly send: (batch: PenBatch) => void) {}

  add(batch: PenBatch): void {
    const held = this.pending;
    if (held && (held.stroke !== batch.stroke || held.points.length + batch.points.length > MAX_POINTS))
      this.flush();
    const merged = this.pending;
    this.pending = merged
      ? { ...batch, points: [...merged.points, ...batch.points] }
      : { ...batch, points: [...batch.points] };
    if (batch.end) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), PEN_SEND_MS);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = null;
    if (batch) this.send(batch);
  }
}
