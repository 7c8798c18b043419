/**
 * Group commit for the rooms' write-ahead log. Every room appends its accepted commands one
 * at a time, and each append must be durable before its broadcast; with one commit per append,
 * a busy server spends its time in fsync (SQLite blocks the event loop for each commit).
 * The batcher collects the appends of ALL rooms that arrive in the same turn of the event loop
 * (or while the previous batch is being committed) and writes them with one multi-row INSERT:
 * one transaction, one fsync. Each caller's promise resolves only after the statement holding
 * its row has committed, so "stored before broadcast" and "kill -9 loses nothing acknowledged"
 * hold exactly as with one commit per append.
 *
 * Under load each commit also waits until COMMIT_GAP_MS after the previous one began: one commit
 * per turn of the loop meant an fsync for nearly every move, and SQLite took a large share of the
 * server's CPU (docs/performance.md, live play, has the figures). A move that finds the log idle
 * for that long is written at once.
 *
 * A batch that fails on a row's own fault (a duplicate `seq`, or a fence that is no longer the
 * play's) is retried row by row, so only that row is refused; any other failure rejects every
 * append of the batch (nothing of it is stored).
 */
import type { Result } from '@tengen/core';

export interface PendingEvent {
  readonly playId: number;
  readonly seq: number;
  readonly event: unknown;
  readonly at: number;
  /** The owner's fence (migrations/005-game-owners.ts); null writes without the check. */
  readonly fence: number | null;
}

/**
 * DUPLICATE_SEQ: the play already has an event with this `seq`. STALE_OWNER: another process
 * has taken the game since this fence was claimed.
 */
export type AppendError = 'DUPLICATE_SEQ' | 'STALE_OWNER';
export type AppendResult = Result<void, AppendError>;

export interface EventWriter {
  /** Writes every event in one transaction; throws if any fails (then none is stored). */
  writeBatch(events: readonly PendingEvent[]): Promise<void>;
  /** Writes one event in its own transaction (the fallback after a failed batch). */
  writeOne(event: PendingEvent): Promise<AppendResult>;
  /** Whether a batch's error is one row's fault (a duplicate seq, a stale fence). */
  isRowRefusal(error: unknown): boolean;
}

/** The least time between the starts of two commits of the log. */
export const COMMIT_GAP_MS = 4;

/** Rows per INSERT: well under SQLite's bound-parameter limit (6 per row). */
export const MAX_BATCH = 500;

interface Waiter extends PendingEvent {
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

export class EventBatcher {
  private queue: Waiter[] = [];
  private scheduled = false;
  private writing: Promise<void> | null = null;
  private lastStart = Number.NEGATIVE_INFINITY;

  /**
   * gapMs: the least time between the starts of two batches (0: each turn of the loop).
   * onCommit: told how long each batch took to commit, in seconds (one value per batch).
   */
  constructor(
    private readonly writer: EventWriter,
    private readonly gapMs = 0,
    private readonly onCommit?: (seconds: number) => void,
  ) {}

  append(
    playId: number,
    seq: number,
    event: unknown,
    at: number,
    fence: number | null = null,
  ): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ playId, seq, event, at, fence, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once every append made so far has been written (or has failed). */
  async drain(): Promise<void> {
    while (this.writing || this.queue.length > 0) {
      if (this.writing) await this.writing;
      else await this.flush();
    }
  }

  /**
   * A flush at the end of this turn of the event loop, or once gapMs have passed since the last
   * one began; none while one is due or a batch is being written.
   */
  private schedule(): void {
    if (this.scheduled || this.writing) return;
    this.scheduled = true;
    const go = () => {
      this.scheduled = false;
      if (!this.writing) void this.flush();
    };
    const wait = this.lastStart + this.gapMs - performance.now();
    if (wait > 0) setTimeout(go, wait);
    else setImmediate(go);
  }

  private flush(): Promise<void> {
    const batch = this.queue.splice(0, MAX_BATCH);
    if (batch.length === 0) return Promise.resolve();
    this.lastStart = performance.now();
    const writing = this.write(batch).finally(() => {
      this.writing = null;
      // What arrived during the commit goes out as the next batch.
      if (this.queue.length > 0) this.schedule();
    });
    this.writing = writing;
    return writing;
  }

  private async write(batch: Waiter[]): Promise<void> {
    const started = performance.now();
    try {
      await this.writer.writeBatch(batch);
    } catch (error) {
      if (this.writer.isRowRefusal(error)) return this.writeEach(batch);
      for (const w of batch) w.reject(error);
      return;
    }
    this.onCommit?.((performance.now() - started) / 1000);
    for (const w of batch) w.resolve({ ok: true, value: undefined });
  }

  private async writeEach(batch: Waiter[]): Promise<void> {
    for (const w of batch) {
      try {
        w.resolve(await this.writer.writeOne(w));
      } catch (error) {
        w.reject(error);
      }
    }
  }
}
