import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AppendResult,
  EventBatcher,
  type EventWriter,
  MAX_BATCH,
  type PendingEvent,
} from './event-batcher.ts';

/** A writer that records its batches and commits when the test says so. */
function recordingWriter(options: { duplicate?: (e: PendingEvent) => boolean; fail?: boolean } = {}) {
  const batches: number[][] = [];
  const stored: string[] = [];
  const commits: (() => void)[] = [];
  const key = (e: PendingEvent) => `${e.playId}:${e.seq}`;
  const writer: EventWriter = {
    async writeBatch(events) {
      batches.push(events.map((e) => e.seq));
      await new Promise<void>((resolve) => commits.push(resolve));
      if (options.fail) throw new Error('disk full');
      if (events.some((e) => options.duplicate?.(e))) throw Object.assign(new Error('dup'), { code: 'DUP' });
      for (const e of events) stored.push(key(e));
    },
    async writeOne(e): Promise<AppendResult> {
      if (options.duplicate?.(e)) return { ok: false, error: 'DUPLICATE_SEQ' };
      stored.push(key(e));
      return { ok: true, value: undefined };
    },
    isRowRefusal: (error) => (error as { code?: string }).code === 'DUP',
  };
  /** Commits every batch begun so far, and lets the batcher go on. */
  const commit = async () => {
    for (const c of commits.splice(0)) c();
    await turns();
  };
  return { writer, batches, stored, commit };
}

/** A few turns of the event loop: enough for the batcher to start its next batch. */
async function turns(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe('EventBatcher: group commit of the rooms’ appends', () => {
  it('appends from many rooms in one turn share one batch; each resolves only once it is committed', async () => {
    const w = recordingWriter();
    const batcher = new EventBatcher(w.writer);
    let resolved = 0;
    const appends = [1, 2, 3].map((room) =>
      batcher.append(room, 1, { type: 'move' }, 5).then((r) => {
        resolved++;
        return r;
      }),
    );
    await turns();
    expect(w.batches).toEqual([[1, 1, 1]]);
    expect(resolved).toBe(0);
    await w.commit();
    expect(await Promise.all(appends)).toEqual([1, 2, 3].map(() => ({ ok: true, value: undefined })));
    expect(w.stored).toEqual(['1:1', '2:1', '3:1']);
  });

  it('what arrives while a batch commits goes out as the next batch', async () => {
    const w = recordingWriter();
    const batcher = new EventBatcher(w.writer);
    const first = batcher.append(1, 1, {}, 1);
    await turns();
    const later = [batcher.append(1, 2, {}, 2), batcher.append(2, 1, {}, 2)];
    await turns();
    expect(w.batches).toEqual([[1]]);
    await w.commit();
    await first;
    expect(w.batches).toEqual([[1], [2, 1]]);
    await w.commit();
    await Promise.all(later);
    expect(w.stored).toEqual(['1:1', '1:2', '2:1']);
  });

  it('a batch is at most MAX_BATCH rows; the rest follows at once', async () => {
    const w = recordingWriter();
    const batcher = new EventBatcher(w.writer);
    const all = Array.from({ length: MAX_BATCH + 5 }, (_, i) => batcher.append(i, 1, {}, 1));
    await turns();
    await w.commit();
    await w.commit();
    await Promise.all(all);
    expect(w.batches.map((b) => b.length)).toEqual([MAX_BATCH, 5]);
  });

  it('a duplicate seq fails only its own append; the others of the batch are stored', async () => {
    const w = recordingWriter({ duplicate: (e) => e.playId === 2 });
    const batcher = new EventBatcher(w.writer);
    const results = [1, 2, 3].map((room) => batcher.append(room, 1, {}, 1));
    await turns();
    await w.commit();
    expect(await Promise.all(results)).toEqual([
      { ok: true, value: undefined },
      { ok: false, error: 'DUPLICATE_SEQ' },
      { ok: true, value: undefined },
    ]);
    expect(w.stored).toEqual(['1:1', '3:1']);
  });

  it('any other failure rejects every append of the batch', async () => {
    const w = recordingWriter({ fail: true });
    const batcher = new EventBatcher(w.writer);
    const results = [1, 2].map((room) => expect(batcher.append(room, 1, {}, 1)).rejects.toThrow('disk full'));
    await turns();
    await w.commit();
    await Promise.all(results);
    expect(w.stored).toEqual([]);
  });

  it('drain waits for everything appended so far', async () => {
    const w = recordingWriter();
    const batcher = new EventBatcher(w.writer);
    void batcher.append(1, 1, {}, 1);
    void batcher.append(1, 2, {}, 1);
    let drained = false;
    const drain = batcher.drain().then(() => {
      drained = true;
    });
    await turns();
    expect(drained).toBe(false);
    while (!drained) await w.commit();
    await drain;
    expect(w.stored).toEqual(['1:1', '1:2']);
  });

  it('times each committed batch once, whatever its rows; a failed batch is not timed', async () => {
    const seconds: number[] = [];
    const w = recordingWriter();
    const batcher = new EventBatcher(w.writer, 0, (s) => seconds.push(s));
    const appends = [1, 2, 3].map((room) => batcher.append(room, 1, {}, 1));
    await turns();
    await w.commit();
    await Promise.all(appends);
    expect(seconds).toHaveLength(1);
    expect(seconds[0]).toBeGreaterThan(0);

    const failing = recordingWriter({ fail: true });
    const refused = new EventBatcher(failing.writer, 0, (s) => seconds.push(s));
    const result = expect(refused.append(1, 1, {}, 1)).rejects.toThrow('disk full');
    await turns();
    await failing.commit();
    await result;
    expect(seconds).toHaveLength(1);
  });

  describe('with a gap between commits', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('the first append of an idle log is written at once; what follows within the gap waits and shares one commit', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
      const w = recordingWriter();
      const batcher = new EventBatcher(w.writer, 1_000);
      const first = batcher.append(1, 1, {}, 1);
      await turns();
      expect(w.batches).toEqual([[1]]);
      await w.commit();
      await first;
      const waiting = [batcher.append(2, 1, {}, 2)];
      await turns();
      vi.advanceTimersByTime(400);
      waiting.push(batcher.append(3, 1, {}, 3));
      await turns();
      expect(w.batches).toEqual([[1]]);
      vi.advanceTimersByTime(599);
      await turns();
      expect(w.batches).toEqual([[1]]);
      vi.advanceTimersByTime(1);
      await turns();
      expect(w.batches).toEqual([[1], [1, 1]]);
      await w.commit();
      await Promise.all(waiting);
      expect(w.stored).toEqual(['1:1', '2:1', '3:1']);

      vi.advanceTimersByTime(5_000);
      const idle = batcher.append(4, 1, {}, 4);
      await turns();
      expect(w.batches).toHaveLength(3);
      await w.commit();
      await idle;
    });

    it('drain writes what waits for the gap at once', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
      const w = recordingWriter();
      const batcher = new EventBatcher(w.writer, 60_000);
      void batcher.append(1, 1, {}, 1);
      await turns();
      await w.commit();
      const last = batcher.append(2, 1, {}, 2);
      await turns();
      expect(w.batches).toEqual([[1]]);
      const drain = batcher.drain();
      await turns();
      expect(w.batches).toEqual([[1], [1]]);
      await w.commit();
      await drain;
      expect(await last).toEqual({ ok: true, value: undefined });
    });
  });
});
