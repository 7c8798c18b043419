/**
 * Game analysis jobs over real `tengen serve` processes on one PostgreSQL and one Redis, with
 * GNU Go: each job is claimed by one process, and a job whose process is killed goes back to
 * the queue and is finished by another from the moves already stored (analysis/runner.ts).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../storage/store.ts';
import type { Play } from '../storage/types.ts';
import { callRouteAt } from '../testing/test-analysis-site.ts';
import { type ChildServer, QUIET_POINTS } from '../testing/test-child-server.ts';
import { TestCluster } from '../testing/test-cluster.ts';
import type { LiveUser } from '../testing/test-live.ts';
import { eventually, finishedPlay } from '../testing/test-plays.ts';
import { scrape } from '../testing/test-scrape.ts';

let site: TestCluster;
let store: Store;
/** The test's own reading of the rows, for what the store does not answer (`claimed_by`). */
let db: pg.Client;
let alice: LiveUser;
let bob: LiveUser;

beforeAll(async () => {
  site = await TestCluster.start();
  store = site.store;
  db = new pg.Client({ connectionString: site.databaseUrl });
  await db.connect();
  [alice, bob] = await site.register('alice', 'bob');
  // beyond the one free analysis a day: 10 beans each
  for (const user of [alice, bob]) {
    await store.changeBeans({ userId: user.id, delta: 200, reason: 'admin', at: Date.now() });
  }
}, 60_000);

afterAll(async () => {
  await db?.end();
  await site?.stop();
});

interface JobRow {
  readonly id: number;
  readonly status: string;
  readonly attempts: number;
  readonly progress: number;
  readonly claimed_by: string | null;
}

async function jobRowOf(playId: number): Promise<JobRow> {
  const { rows } = await db.query<JobRow>(
    'SELECT id, status, attempts, progress, claimed_by FROM analysis_jobs WHERE play_id = $1',
    [playId],
  );
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** Every stored per-move row of the job, by step (a step twice shows twice). */
async function stepRowsOf(jobId: number): Promise<number[]> {
  const { rows } = await db.query<{ step: number }>(
    'SELECT step FROM analysis_steps WHERE job_id = $1 ORDER BY step',
    [jobId],
  );
  return rows.map((r) => r.step);
}

/** One move per engine job, so a process's background engine jobs count the moves it analysed. */
const ONE_MOVE_JOBS = { TENGEN_ANALYSIS_CHUNK: '1' };
const startProcesses = () =>
  Promise.all([site.startProcess(ONE_MOVE_JOBS), site.startProcess(ONE_MOVE_JOBS)]);

/** The moves `server` analysed (`tengen_engine_job_seconds`, background lane, one move each). */
async function movesAnalysedBy(server: ChildServer): Promise<number> {
  return (await scrape(server.url)).value('tengen_engine_job_seconds_count', { lane: 'background' }) ?? 0;
}

const steps = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

const finishedGame = (moves: number): Promise<Play> =>
  finishedPlay(store, alice.id, bob.id, QUIET_POINTS.slice(0, moves), { boardSize: 9 });

async function askAnalysis(server: ChildServer, user: LiveUser, playId: number): Promise<void> {
  const asked = await callRouteAt(server.url, 'startAnalysis', {
    form: { playid: playId },
    token: user.token,
  });
  expect(asked).toMatchObject({ status: 200, body: { result: 0 } });
}

/** `getplayparsedata` through `server` once the analysis is done (status 2): its rates' steps. */
async function analysedSteps(server: ChildServer, user: LiveUser, playId: number): Promise<number[]> {
  const done = await eventually(async () => {
    const r = await callRouteAt(server.url, 'getAnalysis', { params: { playid: playId }, token: user.token });
    expect(r.status).toBe(200);
    return r.body.status === 2 ? r.body : null;
  });
  return (done.rates as { step: number }[]).map((r) => r.step);
}

describe('analysis jobs on two processes (GNU Go at level 0, one engine each, one move per engine job)', () => {
  it('six games asked for at once through both: each job is claimed once, by one process, and each move stored once', async () => {
    const [a, b] = await startProcesses();
    try {
      const startedAt = Date.now();
      const games: Play[] = [];
      for (let i = 0; i < 6; i++) games.push(await finishedGame(10 + i));
      // alice asks for the even games through a, bob for the odd ones through b, all at once
      await Promise.all(
        games.map((game, i) => (i % 2 === 0 ? askAnalysis(a, alice, game.id) : askAnalysis(b, bob, game.id))),
      );

      const claimers = new Set<string | null>();
      const claimedMoves = new Map([
        [a.node, 0],
        [b.node, 0],
      ]);
      for (const [i, game] of games.entries()) {
        // read through the process the analysis was not asked through
        const moves = game.finalMoves.length;
        expect(await analysedSteps(i % 2 === 0 ? b : a, bob, game.id)).toEqual(steps(moves));
        const job = await jobRowOf(game.id);
        expect(job).toMatchObject({ status: 'done', attempts: 1, progress: moves });
        expect([a.node, b.node]).toContain(job.claimed_by);
        claimers.add(job.claimed_by);
        claimedMoves.set(job.claimed_by as string, (claimedMoves.get(job.claimed_by as string) ?? 0) + moves);
        expect(await stepRowsOf(job.id)).toEqual(steps(moves));
      }
      // each runner is woken by the analyses asked through its own process, and runs one job at a time
      expect(claimers).toEqual(new Set([a.node, b.node]));
      // and each process analysed the moves of its own jobs, none of the other's
      expect([await movesAnalysedBy(a), await movesAnalysedBy(b)]).toEqual([
        claimedMoves.get(a.node),
        claimedMoves.get(b.node),
      ]);
      expect(a.errors + b.errors).not.toMatch(/analysis failed/);
      console.log(
        `analysis on two processes: moves analysed ${[...claimedMoves.values()].join(' + ')} in ${Date.now() - startedAt} ms`,
      );
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 180_000);

  it('the process running a job is killed midway: the other takes it back and analyses only the moves left', async () => {
    const [a, b] = await startProcesses();
    try {
      const game = await finishedGame(16);
      const total = game.finalMoves.length;
      await askAnalysis(a, alice, game.id);
      let job = await eventually(async () => {
        const row = await jobRowOf(game.id);
        return row.claimed_by !== null && row.progress >= 3 ? row : null;
      });
      const [running, survivor] = job.claimed_by === a.node ? [a, b] : [b, a];
      expect(job.claimed_by).toBe(running.node);
      const killedAt = Date.now();
      await running.kill();

      job = await jobRowOf(game.id);
      expect(job).toMatchObject({ status: 'running', attempts: 1, claimed_by: running.node });
      expect(job.progress).toBeLessThan(total);
      const before = await store.analysis.stepTimes(job.id);
      expect(before.size).toBeGreaterThanOrEqual(3);

      // the survivor puts the job back once the killed process has missed its heartbeats
      expect(await analysedSteps(survivor, alice, game.id)).toEqual(steps(total));
      expect(await jobRowOf(game.id)).toMatchObject({
        status: 'done',
        attempts: 2,
        progress: total,
        claimed_by: survivor.node,
      });
      expect(await stepRowsOf(job.id)).toEqual(steps(total));
      const after = await store.analysis.stepTimes(job.id);
      for (const [step, at] of before) expect(after.get(step)).toBe(at);
      // the moves stored before the kill (a write in flight included) were not analysed again
      const storedBeforeKill = [...after.values()].filter((at) => at <= killedAt).length;
      expect(storedBeforeKill).toBeGreaterThanOrEqual(before.size);
      expect(await movesAnalysedBy(survivor)).toBe(total - storedBeforeKill);
      console.log(
        `analysis kill: ${storedBeforeKill}/${total} moves stored before the kill, the rest by the other process; done ${Date.now() - killedAt} ms after the kill`,
      );
      expect(survivor.errors).not.toMatch(/analysis failed/);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 180_000);
});
