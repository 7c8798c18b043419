/**
 * The count at the end, measured on the played-out games of judgement-games.ts (record + two
 * passes), every candidate in the same run, one engine at a time, each count timed:
 * - Tengen's count (the room's path: `finalMarksForCount` at level 3 with its time limits, open
 *   borders sealed, the engine's dame nobody's), the same count without the engine's dame (the
 *   count before 2026-11-27's change) and that one unsealed;
 * - candidates for the dead stones, counted the same way: `final_status_list dead` at levels 5
 *   and 10, and from an engine started with `--chinese-rules`; @sabaki/deadstones (Monte Carlo);
 * - GNU Go's own `final_score` under Chinese rules and under the records' Japanese rules.
 * Agreement with the record: exact and within one point over the games with a margin, the
 * winner over all played-out games. A second yardstick needs no record: the same position
 * played out by GNU Go (`--chinese-rules`, level 5, both sides, every dame and every point a
 * side must then fill, until two passes) and counted on the filled board, where area counting
 * leaves nothing to judge but the dead stones; within one point of it (who takes an odd last
 * dame) is agreement. The records are territory counts (RU[Japanese]); the room
 * counts area, where each side's stones count too: `…AsArea` compares with the record plus the
 * stones black played less those white played (what the same game gives by area when no point
 * had to be filled).
 */
import {
  areaScore,
  BLACK,
  countScore,
  gtpToMove,
  type Position,
  type Stone,
  vertexToSgf,
} from '@tengen/core';
import { readScoreEstimate } from '../../packages/server/src/analysis/score-estimate.ts';
import {
  CountUnavailableError,
  finalMarksForCount,
} from '../../packages/server/src/engines/count-final-marks.ts';
import { type FinalMarks, finalDeadStones } from '../../packages/server/src/engines/dead-stones.ts';
import { replay } from '../../packages/server/src/engines/judge.ts';
import { finalScore, stonesAt } from '../../packages/server/src/engines/judge-score.ts';
import { EnginePool } from '../../packages/server/src/engines/pool.ts';
import { type BenchGame, benchGames } from './judgement-games.ts';
import { monteCarloDead } from './monte-carlo.ts';

export const COUNT_CANDIDATES = [
  "Tengen (level 3, sealed, GNU Go's dame nobody's)",
  "without GNU Go's dame (sealed)",
  "without GNU Go's dame, unsealed",
  'dead stones at level 5, sealed',
  'dead stones at level 10, sealed',
  'dead stones from --chinese-rules, sealed',
  'deadstones (Monte Carlo) dead stones, sealed',
  'GNU Go final_score (Chinese)',
  'GNU Go final_score (Japanese)',
] as const;
type Candidate = (typeof COUNT_CANDIDATES)[number];
type Lead = { lead: number | null; ms: number };

export interface CountStats {
  readonly games: number;
  readonly margins: number;
  readonly exact: number;
  readonly withinOne: number;
  readonly exactAsArea: number;
  readonly withinOneAsArea: number;
  readonly winner: number;
  /** Exact and within one point of the board played out to the end (all played-out games). */
  readonly exactPlayedOut: number;
  readonly withinOnePlayedOut: number;
  readonly refused: number;
  readonly meanSeconds: number;
  readonly maxSeconds: number;
}

const COUNTING = { size: 19, handicap: 0, komiShift: 0 };
const leadOf = (score: { winner: string; margin: number }) =>
  ((score.winner === 'white' ? -1 : 1) * score.margin * 2) / 100;

function sealedLead(pos: Position, dead: readonly string[], dame: readonly string[] = []): number {
  const counted = finalScore(pos, stonesAt(pos, dead), COUNTING, dame);
  if (!counted.ok) throw new Error(counted.error);
  return leadOf(counted.value.score);
}

/** Stones black played less those white played (passes left out), alternating from black. */
function stoneParity(game: BenchGame): number {
  return game.moves.reduce((d, m, i) => (m === 'tt' || m === '' ? d : d + (i % 2 === 0 ? 1 : -1)), 0);
}

/**
 * GNU Go plays both sides from the record's end until two passes: the moves, SGF points; null
 * when that takes over 300 moves (an unfinished game fought out: no yardstick).
 */
async function playOut(
  engine: { send(command: string): Promise<string> },
  toMove: Stone,
): Promise<string[] | null> {
  const played: string[] = [];
  let color = toMove === BLACK ? 'black' : 'white';
  while (played.length < 2 || played.at(-1) !== 'tt' || played.at(-2) !== 'tt') {
    if (played.length >= 300) return null;
    const answer = (await engine.send(`genmove ${color}`)).trim();
    const move = gtpToMove(answer, 19);
    played.push(move.ok && move.value !== null ? vertexToSgf(move.value) : 'tt'); // pass or resign
    color = color === 'black' ? 'white' : 'black';
  }
  return played;
}

async function timed(f: () => Promise<number | null>): Promise<Lead> {
  const t0 = performance.now();
  const lead = await f();
  return { lead, ms: performance.now() - t0 };
}

export async function benchCounts(level: number, finalTimeoutMs: number, log = console.log) {
  const games = benchGames().filter((g) => g.playedOut);
  const options = (flags: string[]) => ({
    command: ['/usr/games/gnugo', '--mode', 'gtp', ...flags],
    size: 1,
    maxQueued: 100,
    commandTimeoutMs: 600_000,
    defaultLevel: level,
  });
  const pool = new EnginePool(options([]));
  const chinese = new EnginePool(options(['--chinese-rules']));
  // GNU Go keeps a position's final status across clear_board: asked again on the same process,
  // even at another level, it answers at once from that (what the dame and final_score rows
  // cost after the dead stones). Each level gets its own process, so its reading is its own.
  const atLevel5 = new EnginePool(options([]));
  const atLevel10 = new EnginePool(options([]));
  const playingOut = new EnginePool(options(['--chinese-rules']));
  const rows: {
    file: string;
    record: number;
    parity: number;
    playedOut: number | null;
    leads: Record<Candidate, Lead>;
  }[] = [];
  let retried = 0;
  try {
    for (const game of games) {
      const moves = [...game.moves, 'tt', 'tt'];
      const request = {
        size: 19,
        setup: { black: [], white: [] },
        firstColor: BLACK as Stone,
        moves,
        rangzi: 0,
        daotiemu: 0,
      };
      const replayed = replay(request);
      if (!replayed.ok) throw new Error(`${game.file}: ${replayed.error}`);
      const pos = replayed.value;
      const position = { size: 19, komi: game.komi, setup: request.setup, firstColor: BLACK as Stone, moves };
      const job = { owner: 'bench', lane: 'live' as const, position };
      const ask = (on: EnginePool, lvl: number, command: string) =>
        on.run({ ...job, level: lvl, work: (e) => e.send(command) });
      const deadAt = (on: EnginePool, lvl: number) => async () =>
        sealedLead(pos, await on.run({ ...job, level: lvl, work: (e) => finalDeadStones(e, 19) }));
      const gnugoScore = (on: EnginePool) => async () => {
        const text = await ask(on, level, 'final_score');
        const lead = readScoreEstimate(text);
        if (lead === null) throw new Error(`${game.file}: final_score answered ${text}`);
        return lead;
      };
      let marks: FinalMarks | null = null;
      const tengen = await timed(async () => {
        try {
          marks = await finalMarksForCount(pool, request, {
            owner: 'bench',
            lane: 'live',
            level,
            finalTimeoutMs,
          });
          return sealedLead(pos, marks.dead, marks.dame);
        } catch (error) {
          if (!(error instanceof CountUnavailableError)) throw error;
          return null;
        }
      });
      if (tengen.ms > finalTimeoutMs) retried++;
      const dead = (marks as FinalMarks | null)?.dead ?? null;
      const withoutDame = (): Lead =>
        dead === null ? { lead: null, ms: tengen.ms } : { lead: sealedLead(pos, dead), ms: tengen.ms };
      const unsealed = (): Lead => {
        if (dead === null) return { lead: null, ms: tengen.ms };
        const plain = areaScore(pos, stonesAt(pos, dead));
        if (!plain.ok) throw new Error(plain.error);
        return { lead: leadOf(countScore(plain.value, COUNTING)), ms: tengen.ms };
      };
      const leads: Record<Candidate, Lead> = {
        "Tengen (level 3, sealed, GNU Go's dame nobody's)": tengen,
        "without GNU Go's dame (sealed)": withoutDame(),
        "without GNU Go's dame, unsealed": unsealed(),
        'dead stones at level 5, sealed': await timed(deadAt(atLevel5, 5)),
        'dead stones at level 10, sealed': await timed(deadAt(atLevel10, 10)),
        'dead stones from --chinese-rules, sealed': await timed(deadAt(chinese, level)),
        'deadstones (Monte Carlo) dead stones, sealed': await timed(async () =>
          sealedLead(pos, await monteCarloDead(pos)),
        ),
        'GNU Go final_score (Chinese)': await timed(gnugoScore(chinese)),
        'GNU Go final_score (Japanese)': await timed(gnugoScore(pool)),
      };
      log(
        `${game.file}: record ${game.result} ${COUNT_CANDIDATES.map((c) => `${c} ${leads[c].lead}`).join(', ')}`,
      );
      const filled = await playingOut.run({
        ...job,
        position: { ...position, moves: game.moves },
        level: 5,
        work: async (e) => {
          const more = await playOut(e, game.moves.length % 2 === 0 ? BLACK : (2 as Stone));
          return more && { more, dead: await finalDeadStones(e, 19) };
        },
      });
      let playedOut: number | null = null;
      if (filled) {
        const end = replay({ ...request, moves: [...game.moves, ...filled.more] });
        if (!end.ok) throw new Error(`${game.file}: the play-out: ${end.error}`);
        playedOut = sealedLead(end.value, filled.dead);
      }
      log(`${game.file}: played out (${filled?.more.length ?? 'over 300'} moves): ${playedOut}`);
      rows.push({ file: game.file, record: game.result, parity: stoneParity(game), playedOut, leads });
    }
  } finally {
    await Promise.all([pool, chinese, atLevel5, atLevel10, playingOut].map((p) => p.close()));
  }
  const sign = (x: number) => (x > 0 ? 1 : x < 0 ? -1 : 0);
  const stats = (c: Candidate): CountStats => {
    const counted = rows.filter((r) => r.leads[c].lead !== null);
    const margins = counted.filter((r) => Number.isFinite(r.record));
    const off = (r: (typeof rows)[number], area: boolean) =>
      Math.abs((r.leads[c].lead as number) - r.record - (area ? r.parity : 0));
    const seconds = rows.map((r) => r.leads[c].ms / 1000);
    return {
      games: rows.length,
      margins: rows.filter((r) => Number.isFinite(r.record)).length,
      exact: margins.filter((r) => off(r, false) === 0).length,
      withinOne: margins.filter((r) => off(r, false) <= 1).length,
      exactAsArea: margins.filter((r) => off(r, true) === 0).length,
      withinOneAsArea: margins.filter((r) => off(r, true) <= 1).length,
      winner: counted.filter((r) => sign(r.leads[c].lead as number) === sign(r.record)).length,
      exactPlayedOut: counted.filter((r) => r.playedOut !== null && r.leads[c].lead === r.playedOut).length,
      withinOnePlayedOut: counted.filter(
        (r) => r.playedOut !== null && Math.abs((r.leads[c].lead as number) - r.playedOut) <= 1,
      ).length,
      refused: rows.length - counted.length,
      meanSeconds: seconds.reduce((s, x) => s + x, 0) / seconds.length,
      maxSeconds: Math.max(...seconds),
    };
  };
  return {
    stats: Object.fromEntries(COUNT_CANDIDATES.map((c) => [c, stats(c)])) as Record<Candidate, CountStats>,
    retried,
    rows,
  };
}
