import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestUsers, testDatabases } from '../testing/test-databases.ts';
import type { AnalysisJob } from './analysis-types.ts';
import { openStore, type StoreLocation } from './open-store.ts';
import type { Store } from './store.ts';

/** Runs one statement on the database outside the store (a row as an older version left it). */
async function execute(location: StoreLocation, statement: string): Promise<void> {
  if (location.kind === 'sqlite') {
    const database = new SqliteDatabase(location.file);
    try {
      database.exec(statement);
    } finally {
      database.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: location.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.each(testDatabases())('analysis job claims across processes on $name', (engine) => {
  const open: Store[] = [];
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  afterEach(async () => {
    for (const store of open.splice(0)) await store.close();
  });

  async function openOn(location: StoreLocation): Promise<Store> {
    const store = await openStore(location);
    open.push(store);
    return store;
  }

  /** A database with `count` queued jobs, oldest first. */
  async function queued(count: number) {
    const location = await engine.newLocation();
    const store = await openOn(location);
    const [user, other] = await createTestUsers(store, ['analyst', 'opponent']);
    const jobs: number[] = [];
    for (let i = 0; i < count; i++) {
      const play = await store.createPlay({ blackId: user, whiteId: other, startsAt: 1, createdAt: 1 });
      const started = await store.analysis.startAnalysis({
        userId: user,
        playId: play.id,
        totalMoves: 20,
        level: 0,
        at: 10,
        dayStart: 0,
        membership: 0,
        freePerDay: count,
        price: 10,
      });
      if (!started.ok) throw new Error(started.error);
      jobs.push(started.value.job.id);
    }
    return { location, store, jobs };
  }

  const statusOf = async (store: Store, id: number) => (await store.analysis.jobById(id))?.status;

  it('the job of a process that beats stays with it, up to a beat exactly at the cutoff', async () => {
    const { store, jobs } = await queued(1);
    await store.beatNode('a', 1000);
    expect(await store.analysis.claimNextJob(1000, 'a')).toMatchObject({ id: jobs[0], status: 'running' });
    await store.beatNode('a', 9000);
    expect(await store.analysis.requeueOrphans(12_000, 2000)).toBe(0);
    expect(await store.analysis.requeueOrphans(19_000, 9000)).toBe(0);
    expect(await statusOf(store, jobs[0])).toBe('running');
    expect(await store.analysis.claimNextJob(19_000, 'b')).toBeNull();
  });

  it('the job of a process whose last beat is older than the cutoff goes back, with its progress, and another process takes it', async () => {
    const { store, jobs } = await queued(2);
    await store.beatNode('a', 1000);
    await store.beatNode('b', 1000);
    await store.analysis.claimNextJob(1000, 'a');
    await store.analysis.claimNextJob(1000, 'b');
    await store.analysis.saveStep(jobs[0], { step: 1, lead: 2.5, mpt: 'pd', mlead: 3 }, 1100);
    await store.beatNode('b', 11_500); // 'a' stopped at 1000

    expect(await store.analysis.requeueOrphans(12_000, 2000)).toBe(1);
    expect(await store.analysis.jobById(jobs[0])).toMatchObject({
      status: 'queued',
      attempts: 1,
      progress: 1,
      updatedAt: 12_000,
    });
    expect(await statusOf(store, jobs[1])).toBe('running');

    expect(await store.analysis.claimNextJob(12_100, 'b')).toMatchObject({
      id: jobs[0],
      status: 'running',
      attempts: 2,
      progress: 1,
    });
    // Now 'b''s: it stays while 'b' beats, whatever 'a' does.
    await store.beatNode('b', 20_000);
    expect(await store.analysis.requeueOrphans(21_000, 11_000)).toBe(0);
    expect(await statusOf(store, jobs[0])).toBe('running');
  });

  it('a job claimed by a process that never beat, or by nobody (running before claims were recorded), goes back', async () => {
    const { location, store, jobs } = await queued(3);
    await store.beatNode('b', 5000);
    await store.analysis.claimNextJob(1000, 'ghost'); // no server_nodes row
    await store.analysis.claimNextJob(1000, 'b');
    await execute(
      location,
      `update analysis_jobs set status = 'running', claimed_by = null where id = ${jobs[2]}`,
    );

    expect(await store.analysis.requeueOrphans(6000, 4000)).toBe(2);
    expect(await Promise.all(jobs.map((id) => statusOf(store, id)))).toEqual(['queued', 'running', 'queued']);
    expect(await store.analysis.claimNextJob(6100, 'c')).toMatchObject({ id: jobs[0], attempts: 2 });
    expect(await store.analysis.claimNextJob(6100, 'c')).toMatchObject({ id: jobs[2], attempts: 1 });
    expect(await store.analysis.claimNextJob(6100, 'c')).toBeNull();
  });

  it('two processes claiming at once take each job exactly once, and put none of each other’s back', async () => {
    const { location, store, jobs } = await queued(20);
    // PostgreSQL: two stores, as two processes, each with its own pool of connections.
    // SQLite serves one process; its claims queue up on the one connection.
    const stores = engine.name === 'postgres' ? [store, await openOn(location)] : [store, store];
    const nodes = ['a', 'b'];
    const start = Date.now();
    for (const [i, node] of nodes.entries()) await stores[i].beatNode(node, start);
    // Open each pool's connections first, so the claims below overlap from the first one.
    await Promise.all(stores.flatMap((s) => [1, 2, 3, 4].map(() => s.analysis.jobById(jobs[0]))));

    const claimed: { node: string; job: AnalysisJob }[] = [];
    /** How many claims had come back when each claimer found nothing. */
    const emptyAfter: number[] = [];
    let requeued = 0;
    const worker = async (i: number) => {
      // A claimer can take every job at most, then finds none (bounded should jobs come back).
      for (let round = 0; round <= jobs.length; round++) {
        const at = Date.now();
        requeued += await stores[i].analysis.requeueOrphans(at, at - 10_000);
        const job = await stores[i].analysis.claimNextJob(at, nodes[i]);
        if (job === null) {
          emptyAfter.push(claimed.length);
          return;
        }
        claimed.push({ node: nodes[i], job });
      }
    };
    // Four claimers in each process.
    const claimers = [0, 0, 0, 0, 1, 1, 1, 1];
    await Promise.all(claimers.map(worker));

    expect(requeued).toBe(0);
    expect(claimed.map((c) => c.job.id).sort((x, y) => x - y)).toEqual(jobs);
    expect(claimed.every((c) => c.job.attempts === 1 && c.job.status === 'running')).toBe(true);
    const unfinished = await store.analysis.unfinishedJobs();
    expect(unfinished.map((j) => [j.id, j.status, j.attempts])).toEqual(jobs.map((id) => [id, 'running', 1]));
    // A claimer finds nothing only when every job left is held by one of the other claimers.
    for (const n of emptyAfter) expect(n).toBeGreaterThanOrEqual(jobs.length - (claimers.length - 1));

    // Each job is recorded as its claimer's: when 'a' stops beating, exactly its jobs go back.
    await stores[1].beatNode('b', start + 20_000);
    const ofA = claimed.filter((c) => c.node === 'a').map((c) => c.job.id);
    expect(await stores[1].analysis.requeueOrphans(start + 21_000, start + 11_000)).toBe(ofA.length);
    const queuedNow = (await store.analysis.unfinishedJobs()).filter((j) => j.status === 'queued');
    expect(queuedNow.map((j) => j.id)).toEqual(ofA.sort((x, y) => x - y));
  });
});
