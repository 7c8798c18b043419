import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EnginePool } from '../engines/pool.ts';
import { openStore } from '../storage/open-store.ts';
import type { Store } from '../storage/store.ts';
import { dyingEngineCommand, GNUGO_COMMAND } from '../testing/test-gnugo.ts';
import { corpusOpening, eventually, finishedPlay, testUser } from '../testing/test-plays.ts';
import { isBoardPoint } from '../testing/test-points.ts';
import type { AnalysisConfig } from './analysis-config.ts';
import { AnalysisRunner, ORPHAN_AFTER_MS } from './runner.ts';

const CONFIG: AnalysisConfig = {
  level: 0,
  parallel: 2,
  chunkMoves: 5,
  maxAttempts: 3,
  askMoves: 4,
  pollMs: 200,
};

describe('the analysis runner with GNU Go on a SQLite file', () => {
  let dir: string;
  const open: { store?: Store; pool?: EnginePool; runner?: AnalysisRunner }[] = [];
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tengen-jobs-'));
  });
  afterEach(async () => {
    for (const o of open.splice(0)) {
      await o.runner?.stop();
      await o.pool?.close();
      await o.store?.close();
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  let files = 0;
  let nodes = 0;
  const newFile = () => join(dir, `jobs-${++files}.sqlite`);

  async function start(
    file: string,
    command: readonly string[] = GNUGO_COMMAND,
    config = CONFIG,
    now: () => number = Date.now,
  ) {
    const store = await openStore({ kind: 'sqlite', file });
    const pool = new EnginePool({
      command,
      size: 2,
      maxQueued: 16,
      commandTimeoutMs: 30_000,
      defaultLevel: 0,
    });
    const runner = new AnalysisRunner({
      store,
      pool,
      config,
      node: `runner-${++nodes}`,
      now,
      onError: (e) => console.error(e),
    });
    open.push({ store, pool, runner });
    return { store, pool, runner };
  }

  let players = 0;
  async function queue(store: Store, moves: readonly string[]) {
    const black = await testUser(store, `black${++players}`);
    const white = await testUser(store, `white${players}`);
    const play = await finishedPlay(store, black, white, moves);
    const started = await store.analysis.startAnalysis({
      userId: black,
      playId: play.id,
      totalMoves: moves.length,
      level: 0,
      at: Date.now(),
      dayStart: 0,
      membership: 0,
      freePerDay: 1,
      price: 10,
    });
    if (!started.ok) throw new Error(started.error);
    return started.value.job;
  }

  it('analyses every move of a short game and marks the job done', async () => {
    const { store, runner } = await start(newFile());
    const moves = corpusOpening(16);
    const job = await queue(store, moves);
    await runner.start();
    const done = await eventually(async () => {
      const j = await store.analysis.jobById(job.id);
      return j?.status === 'done' ? j : null;
    });
    expect(done).toMatchObject({ progress: 16, attempts: 1, error: '' });
    const steps = await store.analysis.stepsOf(job.id);
    expect(steps.map((s) => s.step)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    for (const s of steps) {
      expect(isBoardPoint(s.mpt, 19)).toBe(true);
      expect(Math.abs(s.lead)).toBeLessThan(361);
      if (s.mpt === moves[s.step - 1]) expect(s.mlead).toBe(s.lead);
    }
    expect(runner.secondsPerMove).toBeGreaterThan(0);
  });

  it('a runner stopped midway leaves the job queued with its progress; a new one on the same file finishes it', async () => {
    const file = newFile();
    const first = await start(file, GNUGO_COMMAND, { ...CONFIG, parallel: 1, chunkMoves: 4 });
    const job = await queue(first.store, corpusOpening(40));
    await first.runner.start();
    await eventually(async () => ((await first.store.analysis.jobById(job.id))?.progress ?? 0) >= 6 || null);
    await first.runner.stop();
    const stopped = await first.store.analysis.jobById(job.id);
    expect(stopped?.status).toBe('queued');
    expect(stopped?.progress).toBeGreaterThanOrEqual(6);
    expect(stopped?.progress).toBeLessThan(40);
    const before = await first.store.analysis.stepTimes(job.id);
    await first.pool.close();
    await first.store.close();
    open.splice(0);

    const second = await start(file);
    await second.runner.start();
    const done = await eventually(async () => {
      const j = await second.store.analysis.jobById(job.id);
      return j?.status === 'done' ? j : null;
    });
    expect(done).toMatchObject({ progress: 40, attempts: 2 });
    const after = await second.store.analysis.stepTimes(job.id);
    expect(after.size).toBe(40);
    // The moves analysed before the stop were kept, not analysed again.
    for (const [step, at] of before) expect(after.get(step)).toBe(at);
  });

  it('a job left running by a crashed server is put back at start and finished', async () => {
    const file = newFile();
    const { store } = await start(file);
    const job = await queue(store, corpusOpening(6));
    // As if a runner had it when its server died: that process never beats again.
    await store.analysis.claimNextJob(Date.now(), 'crashed');
    const { runner } = await start(file);
    expect(await runner.start()).toBe(1);
    const done = await eventually(async () => {
      const j = await store.analysis.jobById(job.id);
      return j?.status === 'done' ? j : null;
    });
    expect(done.progress).toBe(6);
  });

  it('takes back the job of a process that stopped beating at a later poll, never the job of one that beats', async () => {
    let skew = 0;
    const clock = () => Date.now() + skew;
    const { store, runner } = await start(newFile(), GNUGO_COMMAND, CONFIG, clock);
    const lost = await queue(store, corpusOpening(6));
    const alive = await queue(store, corpusOpening(6));
    await store.beatNode('lost', clock());
    await store.beatNode('alive', clock());
    await store.analysis.claimNextJob(clock(), 'lost');
    await store.analysis.claimNextJob(clock(), 'alive');
    let beat = Promise.resolve();
    let ticking: ReturnType<typeof setInterval> | undefined;
    try {
      expect(await runner.start()).toBe(0); // both processes beat just now
      await new Promise((resolve) => setTimeout(resolve, 3 * CONFIG.pollMs));
      expect(await store.analysis.jobById(lost.id)).toMatchObject({ status: 'running', attempts: 1 });
      // Time runs fast now, a second every tick: 'alive' beats at each, 'lost' never again.
      ticking = setInterval(() => {
        skew += 1000;
        beat = store.beatNode('alive', clock());
      }, 50);
      const done = await eventually(async () => {
        const j = await store.analysis.jobById(lost.id);
        return j?.status === 'done' ? j : null;
      });
      expect(done).toMatchObject({ progress: 6, attempts: 2 });
      expect(skew).toBeGreaterThanOrEqual(ORPHAN_AFTER_MS);
      await new Promise((resolve) => setTimeout(resolve, 3 * CONFIG.pollMs));
      expect(await store.analysis.jobById(alive.id)).toMatchObject({
        status: 'running',
        attempts: 1,
        progress: 0,
      });
    } finally {
      clearInterval(ticking);
      await beat;
    }
  });

  it('an engine that keeps dying fails the job after its attempts, with the error recorded, and the runner goes on', async () => {
    const { store, runner } = await start(newFile(), dyingEngineCommand(8), { ...CONFIG, maxAttempts: 2 });
    const job = await queue(store, corpusOpening(10));
    await runner.start();
    const failed = await eventually(async () => {
      const j = await store.analysis.jobById(job.id);
      return j?.status === 'failed' ? j : null;
    });
    expect(failed.attempts).toBe(2);
    expect(failed.error).toMatch(/DIED/);
    const next = await queue(store, corpusOpening(4));
    const alsoFailed = await eventually(async () => {
      const j = await store.analysis.jobById(next.id);
      return j?.status === 'failed' ? j : null;
    });
    expect(alsoFailed.error).toMatch(/DIED/);
  });

  it('an engine that dies now and then costs retries, not moves: the job completes', async () => {
    const { store, runner } = await start(newFile(), dyingEngineCommand(60), { ...CONFIG, maxAttempts: 20 });
    const job = await queue(store, corpusOpening(20));
    await runner.start();
    const done = await eventually(async () => {
      const j = await store.analysis.jobById(job.id);
      return j?.status === 'done' ? j : null;
    });
    expect(done.progress).toBe(20);
    expect(done.attempts).toBeGreaterThan(1);
  });
});
