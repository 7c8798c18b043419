/**
 * For tests: timers that fire only when the test says so, so timing rules (ping every 10 s, a
 * pong within 8 s, the fallback after 8 s, the backoff) are checked step by step, never by
 * waiting on a wall clock.
 */
import type { Timers } from './websocket-like.ts';

interface Pending {
  readonly id: number;
  readonly ms: number;
  readonly fn: () => void;
  readonly repeat: boolean;
}

export class ManualTimers implements Timers {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  setTimeout(fn: () => void, ms: number): unknown {
    return this.add(fn, ms, false);
  }

  setInterval(fn: () => void, ms: number): unknown {
    return this.add(fn, ms, true);
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  clearInterval(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  /** The delays of the timers now waiting, in the order they were set. */
  delays(): number[] {
    return [...this.pending.values()].map((p) => p.ms);
  }

  /** Fires every waiting timer set for `ms` (an interval stays set). Answers how many fired. */
  fire(ms: number): number {
    const due = [...this.pending.values()].filter((p) => p.ms === ms);
    for (const p of due) {
      if (!p.repeat) this.pending.delete(p.id);
      p.fn();
    }
    return due.length;
  }

  private add(fn: () => void, ms: number, repeat: boolean): number {
    const id = this.nextId++;
    this.pending.set(id, { id, ms, fn, repeat });
    return id;
  }
}
