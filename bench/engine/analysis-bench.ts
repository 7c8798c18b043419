/**
 * The time to analyse a 250-move corpus game with the server's runner (SQLite in a temp folder,
 * a pool of `processes` GNU Go engines at the analysis level), beside the sum of the GNU Go
 * command times the analysis needed, measured in the same run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnalysisConfig } from '../../packages/server/src/analysis/analysis-config.ts';
import { AnalysisRunner } from '../../packages/server/src/analysis/runner.ts';
import { EnginePool } from '../../packages/server/src/engines/pool.ts';
import { openStore } from '../../packages/server/src/storage/open-store.ts';
import { finishedPlay, testUser } from '../../packages/server/src/testing/test-plays.ts';
import { readCorpusGame } from './corpus-games.ts';
import { gtpTotals, resetGtpTotals } from './gtp-timing.ts';

export interface AnalysisBenchResult {
  readonly file: string;
  readonly moves: number;
  readonly processes: number;
  readonly level: number;
  readonly wallSeconds: number;
  /** Sum of every GTP round trip, all engines. */
  readonly engineSeconds: number;
  readonly commands: number;
  /** Wall time over engine time spread on the engines: 1.0 means no orchestration cost. */
  readonly overhead: number;
  readonly secondsPerMove: number;
  readonly byCommand: Record<string, { count: number; seconds: number }>;
}

export async function benchAnalysis(
  file: string,
  moves: number,
  processes: number,
  level: number,
): Promise<AnalysisBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), 'tengen-bench-engine-'));
  const store = await openStore({ kind: 'sqlite', file: join(dir, 'bench.sqlite') });
  const pool = new EnginePool({
    command: ['/usr/games/gnugo', '--mode', 'gtp'],
    size: processes,
    maxQueued: 64,
    commandTimeoutMs: 60_000,
    defaultLevel: level,
  });
  const config: AnalysisConfig = {
    level,
    parallel: processes,
    chunkMoves: 20,
    maxAttempts: 1,
    askMoves: 6,
    pollMs: 1000,
  };
  const runner = new AnalysisRunner({
    store,
    node: 'bench',
    pool,
    config,
    now: Date.now,
    onError: (e) => console.error(e),
  });
  try {
    const record = readCorpusGame(file).moves.slice(0, moves);
    const black = await testUser(store, 'bench_black');
    const white = await testUser(store, 'bench_white');
    const play = await finishedPlay(store, black, white, record);
    const started = await store.analysis.startAnalysis({
      userId: black,
      playId: play.id,
      totalMoves: record.length,
      level,
      at: Date.now(),
      dayStart: 0,
      membership: 0,
      freePerDay: 1,
      price: 10,
    });
    if (!started.ok) throw new Error(started.error);
    resetGtpTotals();
    const t0 = performance.now();
    await runner.start();
    for (;;) {
      const job = await store.analysis.jobById(started.value.job.id);
      if (job?.status === 'done') break;
      if (job?.status === 'failed') throw new Error(`the analysis failed: ${job.error}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const wallSeconds = (performance.now() - t0) / 1000;
    const engineSeconds = gtpTotals.ms / 1000;
    const byCommand = Object.fromEntries(
      [...gtpTotals.byCommand].map(([name, v]) => [
        name,
        { count: v.count, seconds: Number((v.ms / 1000).toFixed(2)) },
      ]),
    );
    return {
      file,
      moves: record.length,
      processes,
      level,
      wallSeconds,
      engineSeconds,
      commands: gtpTotals.commands,
      overhead: wallSeconds / (engineSeconds / processes),
      secondsPerMove: engineSeconds / record.length,
      byCommand,
    };
  } finally {
    await runner.stop();
    await pool.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
