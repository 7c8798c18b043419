/**
 * The situation judgement and the count at the end, measured on the real games of
 * judgement-games.ts beside GNU Go's own answers in the same run (the same pool, level and komi):
 * - at moves 100, 150 and 200: the winner named and the mean error (points, against the record's
 *   margin; games won by resignation count for the winner only) of Tengen's judgement
 *   (`judge`, POST /jwt/getmuscore/), of GNU Go's `estimate_score`, and of the old way (one
 *   colour's territory values, the side to move's); and how far each lead moves one move later
 *   (a quiet move should not swing it), and how often black leads with black to move and with
 *   white to move;
 * The count at the end of the played-out games is count-bench.ts.
 * The Monte Carlo candidate (monte-carlo.ts) also judges each position, alone and averaged with
 * Tengen's judgement.
 */
import { BLACK, type Stone, WHITE } from '@tengen/core';
import { readScoreEstimate } from '../../packages/server/src/analysis/score-estimate.ts';
import { type JudgeRequest, judge, replay } from '../../packages/server/src/engines/judge.ts';
import { ownershipScore } from '../../packages/server/src/engines/judge-score.ts';
import { EnginePool } from '../../packages/server/src/engines/pool.ts';
import { territoryValues } from '../../packages/server/src/engines/territory.ts';
import { type BenchGame, benchGames } from './judgement-games.ts';
import { monteCarloLead } from './monte-carlo.ts';

export const JUDGED_MOVES = [100, 150, 200] as const;
const ESTIMATORS = [
  'tengen',
  'estimate_score',
  'side to move',
  'deadstones (Monte Carlo)',
  'mean of tengen and Monte Carlo',
] as const;
type Estimator = (typeof ESTIMATORS)[number];

const requestOf = (moves: readonly string[]): JudgeRequest => ({
  size: 19,
  setup: { black: [], white: [] },
  firstColor: BLACK,
  moves,
  rangzi: 0,
  daotiemu: 0,
});
/** Black's lead in points from a count's numbers (margin in hundredths of a stone). */
const leadOf = (score: { winner: string; margin: number }) =>
  ((score.winner === 'white' ? -1 : 1) * score.margin * 2) / 100;

export interface EstimatorStats {
  readonly positions: number;
  readonly winnerNamed: number;
  /** Over positions of counted games. */
  readonly meanError: number;
  readonly errorPositions: number;
  /** Mean |lead(n + 1) − lead(n)|, points. */
  readonly meanSwing: number;
  readonly blackLeadsBlackToMove: number;
  readonly blackLeadsWhiteToMove: number;
  readonly seconds: number;
}

async function estimates(
  pool: EnginePool,
  moves: readonly string[],
  level: number,
): Promise<Record<Estimator, { lead: number; ms: number }>> {
  const request = requestOf(moves);
  const timed = async (f: () => Promise<number>) => {
    const t0 = performance.now();
    const lead = await f();
    return { lead, ms: performance.now() - t0 };
  };
  const position = { size: 19, komi: 7.5, setup: request.setup, firstColor: BLACK as Stone, moves };
  const job = { owner: 'bench', lane: 'background' as const, level, position };
  const [tengen, gnugo, oneSide] = await Promise.all([
    timed(async () => {
      const judged = await judge(pool, request, {
        owner: 'bench',
        lane: 'background',
        level,
        finalTimeoutMs: 60_000,
      });
      if (!judged.ok) throw new Error(judged.error);
      return leadOf(judged.value.score);
    }),
    timed(async () => {
      const text = await pool.run({ ...job, work: (engine) => engine.send('estimate_score') });
      const lead = readScoreEstimate(text);
      if (lead === null) throw new Error(`estimate_score answered ${text}`);
      return lead;
    }),
    timed(async () => {
      const pos = replay(request);
      if (!pos.ok) throw new Error(pos.error);
      const values = await pool.run({
        ...job,
        work: (engine) => territoryValues(engine, 19, moves.length % 2 === 0 ? BLACK : WHITE),
      });
      if (!values) throw new Error('no territory values');
      return leadOf(ownershipScore(pos.value, values, { size: 19, handicap: 0, komiShift: 0 }).score);
    }),
  ]);
  const pos = replay(request);
  if (!pos.ok) throw new Error(pos.error);
  const monteCarlo = await timed(() => monteCarloLead(pos.value, 7.5));
  return {
    tengen,
    estimate_score: gnugo,
    'side to move': oneSide,
    'deadstones (Monte Carlo)': monteCarlo,
    'mean of tengen and Monte Carlo': {
      lead: (tengen.lead + monteCarlo.lead) / 2,
      ms: Math.max(tengen.ms, monteCarlo.ms),
    },
  };
}

/** Runs `tasks` with at most `limit` at once, in order. */
async function limited<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]();
      }
    }),
  );
  return out;
}

export async function benchJudgement(level: number, processes: number, log = console.log) {
  const games = benchGames();
  const pool = new EnginePool({
    command: ['/usr/games/gnugo', '--mode', 'gtp'],
    size: processes,
    maxQueued: 1000,
    commandTimeoutMs: 300_000,
    defaultLevel: level,
  });
  type Row = {
    game: BenchGame;
    at: number;
    now: Record<Estimator, { lead: number; ms: number }>;
    next: Record<Estimator, { lead: number; ms: number }>;
  };
  try {
    const tasks = games.flatMap((game) =>
      JUDGED_MOVES.map((at) => async (): Promise<Row> => {
        const now = await estimates(pool, game.moves.slice(0, at), level);
        const next = await estimates(pool, game.moves.slice(0, at + 1), level);
        log(
          `${game.file} @${at}: record ${game.result} ${ESTIMATORS.map((e) => `${e} ${now[e].lead.toFixed(1)}/${next[e].lead.toFixed(1)}`).join(', ')}`,
        );
        return { game, at, now, next };
      }),
    );
    const rows = await limited(tasks, processes);
    const stats = (e: Estimator, at?: number): EstimatorStats => {
      const rs = rows.filter((r) => at === undefined || r.at === at);
      const counted = rs.filter((r) => Number.isFinite(r.game.result));
      const sign = (x: number) => (x > 0 ? 1 : x < 0 ? -1 : 0);
      return {
        positions: rs.length,
        winnerNamed: rs.filter((r) => sign(r.now[e].lead) === sign(r.game.result)).length,
        meanError: counted.reduce((s, r) => s + Math.abs(r.now[e].lead - r.game.result), 0) / counted.length,
        errorPositions: counted.length,
        meanSwing: rs.reduce((s, r) => s + Math.abs(r.next[e].lead - r.now[e].lead), 0) / rs.length,
        blackLeadsBlackToMove: rs.filter((r) => r.now[e].lead > 0).length,
        blackLeadsWhiteToMove: rs.filter((r) => r.next[e].lead > 0).length,
        seconds: rs.reduce((s, r) => s + r.now[e].ms + r.next[e].ms, 0) / (2 * rs.length) / 1000,
      };
    };
    const judgement = Object.fromEntries(
      ESTIMATORS.map((e) => [
        e,
        { all: stats(e), ...Object.fromEntries(JUDGED_MOVES.map((at) => [at, stats(e, at)])) },
      ]),
    );
    return {
      games: games.length,
      judgement,
      rows: rows.map((r) => ({
        file: r.game.file,
        at: r.at,
        record: r.game.result,
        now: r.now,
        next: r.next,
      })),
    };
  } finally {
    await pool.close();
  }
}
