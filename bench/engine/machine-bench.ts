/**
 * The machine opponent's move time at each of its strengths (the levels of MACHINE_USERS): a
 * live-lane pool job as the machine player runs it — the whole position set up, then `genmove`
 * — on middle-game positions of corpus games.
 */
import { BLACK, WHITE } from '@tengen/core';
import { gtpColor } from '../../packages/server/src/engines/gtp-position.ts';
import { EnginePool } from '../../packages/server/src/engines/pool.ts';
import { MACHINE_USERS } from '../../packages/server/src/play/machine/machine-users.ts';
import { readCorpusGame } from './corpus-games.ts';

export interface MachineMoveTimes {
  readonly level: number;
  readonly username: string;
  readonly positions: number;
  readonly meanSeconds: number;
  readonly maxSeconds: number;
}

export async function benchMachineMoves(
  files: readonly string[],
  atMoves: readonly number[],
): Promise<MachineMoveTimes[]> {
  const pool = new EnginePool({
    command: ['/usr/games/gnugo', '--mode', 'gtp'],
    size: 1,
    maxQueued: 4,
    commandTimeoutMs: 120_000,
    defaultLevel: 0,
  });
  const out: MachineMoveTimes[] = [];
  try {
    for (const machine of MACHINE_USERS) {
      const times: number[] = [];
      for (const file of files) {
        const game = readCorpusGame(file);
        for (const at of atMoves) {
          const moves = game.moves.slice(0, at);
          const t0 = performance.now();
          await pool.run({
            owner: 'bench',
            lane: 'live',
            level: machine.level,
            position: {
              size: 19,
              komi: game.komi,
              setup: { black: [], white: [] },
              firstColor: BLACK,
              moves,
            },
            work: (engine) => engine.send(`genmove ${gtpColor(moves.length % 2 === 0 ? BLACK : WHITE)}`),
          });
          times.push((performance.now() - t0) / 1000);
        }
      }
      out.push({
        level: machine.level,
        username: machine.username,
        positions: times.length,
        meanSeconds: times.reduce((a, b) => a + b, 0) / times.length,
        maxSeconds: Math.max(...times),
      });
    }
  } finally {
    await pool.close();
  }
  return out;
}
