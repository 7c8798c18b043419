/**
 * Machine-against-machine games for calibrating the machine opponent's strength: two GNU Go
 * processes, each at its own level, play a game as the machine player does (`genmove`; from
 * move size²/2 on it resigns when `estimate_score` has it behind by more than size²/8 points),
 * and a game that ends with two passes is counted as the room counts it (judge.ts at the
 * room's level 3: dead stones, area, komi). Each game sets its own random seed, so games differ.
 *
 *   npx tsx packages/server/src/engines/calibration-match.ts --size 9 --black 1 --white 10 \
 *     --games 4 [--handicap 2] [--swap] [--seed 1]
 *
 * `--swap` alternates the colours between games (even games); the result is printed per game
 * and summed up per level.
 */
import { parseArgs } from 'node:util';
import { BLACK, fixedHandicap, type Stone, vertexToSgf, WHITE } from '@tengen/core';
import { mayResign } from '@tengen/protocol';
import { RESIGN } from '../play/machine/machine-player.ts';
import { GtpClient } from './gtp-client.ts';
import { gtpColor, readGenmove, setUpPosition } from './gtp-position.ts';
import { enginePositionOf, type JudgeRequest, judge } from './judge.ts';
import { EnginePool } from './pool.ts';

const GNUGO = process.env.TENGEN_TEST_GNUGO ?? '/usr/games/gnugo';
const COUNT_LEVEL = 3;

export interface MatchGame {
  readonly size: number;
  readonly blackLevel: number;
  readonly whiteLevel: number;
  readonly handicap: number;
  readonly seed: number;
}

export interface MatchResult extends MatchGame {
  readonly winner: Stone;
  readonly by: 'resign' | 'count';
  /** The counted margin in points (0 after a resignation). */
  readonly points: number;
  readonly moves: number;
  /** The moves, SGF points (`tt` a pass), after the handicap stones. */
  readonly record: readonly string[];
  readonly seconds: number;
}

/** Plays one game to its end. `pool` counts the finished game. */
export async function playMatchGame(game: MatchGame, pool: EnginePool): Promise<MatchResult> {
  const { size, handicap } = game;
  const stones = handicap >= 2 ? (fixedHandicap(size, handicap) ?? []) : [];
  const request = (moves: string[]): JudgeRequest => ({
    size,
    setup: { black: stones.map(vertexToSgf), white: [] },
    firstColor: stones.length > 0 ? WHITE : BLACK,
    moves,
    rangzi: handicap,
    daotiemu: 0,
  });
  const engines = {
    [BLACK]: new GtpClient({
      command: [GNUGO, '--mode', 'gtp', '--level', String(game.blackLevel)],
      timeoutMs: 120_000,
    }),
    [WHITE]: new GtpClient({
      command: [GNUGO, '--mode', 'gtp', '--level', String(game.whiteLevel)],
      timeoutMs: 120_000,
    }),
  } as const;
  const t0 = performance.now();
  const moves: string[] = [];
  try {
    for (const engine of Object.values(engines)) {
      const known = (await engine.send('list_commands')).split('\n');
      const sender = {
        send: (command: string) => engine.send(command),
        knows: async (c: string) => known.includes(c),
      };
      await setUpPosition(sender, enginePositionOf(request([])));
      await engine.send(`set_random_seed ${game.seed}`);
    }
    let color: Stone = request([]).firstColor;
    for (;;) {
      const other: Stone = color === BLACK ? WHITE : BLACK;
      const mover = engines[color];
      const done = (winner: Stone, by: 'resign' | 'count', points: number): MatchResult => ({
        ...game,
        winner,
        by,
        points,
        moves: moves.length,
        record: [...moves],
        seconds: (performance.now() - t0) / 1000,
      });
      if (moves.length >= size * size * RESIGN.fromMoveShare && mayResign(moves.length)) {
        if ((await behindBy(mover, color)) > size * size * RESIGN.behindShare)
          return done(other, 'resign', 0);
      }
      const text = await mover.send(`genmove ${gtpColor(color)}`);
      const answer = readGenmove(text, size);
      if (answer === 'resign') return done(other, 'resign', 0);
      const point = answer === null ? 'tt' : vertexToSgf(answer);
      moves.push(point);
      await engines[other].send(`play ${gtpColor(color)} ${text}`);
      if (moves.length >= 2 && moves.at(-1) === 'tt' && moves.at(-2) === 'tt') {
        const judged = await judge(pool, request(moves), {
          owner: 'calibration',
          lane: 'background',
          level: COUNT_LEVEL,
          finalTimeoutMs: 30_000,
        });
        if (!judged.ok) throw new Error(judged.error);
        const { winner, margin } = judged.value.score;
        return done(winner === 'black' ? BLACK : WHITE, 'count', (margin * 2) / 100);
      }
      if (moves.length > 3 * size * size) throw new Error('the game did not end');
      color = other;
    }
  } finally {
    await Promise.all(Object.values(engines).map((e) => e.close()));
  }
}

/** Points the side `color` is behind by GNU Go's estimate (komi included). */
async function behindBy(engine: GtpClient, color: Stone): Promise<number> {
  const m = /^([BW])\+([\d.]+)/.exec(await engine.send('estimate_score'));
  if (!m) return 0;
  const leader = m[1] === 'B' ? BLACK : WHITE;
  return leader === color ? -Number(m[2]) : Number(m[2]);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '9' },
      black: { type: 'string', default: '1' },
      white: { type: 'string', default: '10' },
      games: { type: 'string', default: '4' },
      handicap: { type: 'string', default: '0' },
      seed: { type: 'string', default: '1' },
      swap: { type: 'boolean', default: false },
    },
  });
  const pool = new EnginePool({
    command: [GNUGO, '--mode', 'gtp'],
    size: 1,
    maxQueued: 4,
    commandTimeoutMs: 120_000,
    defaultLevel: COUNT_LEVEL,
  });
  const [a, b] = [Number(values.black), Number(values.white)];
  const wins = new Map<number, number>([
    [a, 0],
    [b, 0],
  ]);
  try {
    for (let i = 0; i < Number(values.games); i++) {
      const swapped = values.swap && i % 2 === 1;
      const game: MatchGame = {
        size: Number(values.size),
        blackLevel: swapped ? b : a,
        whiteLevel: swapped ? a : b,
        handicap: Number(values.handicap),
        seed: Number(values.seed) + i,
      };
      const r = await playMatchGame(game, pool);
      const winnerLevel = r.winner === BLACK ? r.blackLevel : r.whiteLevel;
      wins.set(winnerLevel, (wins.get(winnerLevel) ?? 0) + 1);
      const margin = r.by === 'resign' ? 'R' : String(r.points);
      console.log(
        `${r.size}×${r.size} H${r.handicap} seed ${r.seed}: B level ${r.blackLevel} – W level ${r.whiteLevel}: ` +
          `${r.winner === BLACK ? 'B' : 'W'}+${margin}, ${r.moves} moves, ${r.seconds.toFixed(1)} s`,
      );
    }
  } finally {
    await pool.close();
  }
  console.log(`wins: ${[...wins].map(([level, n]) => `level ${level} ${n}`).join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
