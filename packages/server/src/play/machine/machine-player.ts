/**
 * A machine opponent in one game room. It plays through the room like a person (same clocks,
 * same rules, its moves reach everyone as `pos`), asking the engine pool in the live lane:
 * - its turn: `genmove` at its level; a pass when the engine passes;
 * - late in the game and far behind (RESIGN), it resigns instead;
 * - a take-back request: accepted;
 * - a counting request: accepted when the engine would pass for both sides (the game is
 *   settled), else refused with "the game is not over"; the counted result: accepted.
 * It reacts to every accepted change of the room (and to the room being loaded after a
 * restart), so after recovery it moves again if it is its turn.
 */
import { type Stone, vertexToSgf } from '@tengen/core';
import { COUNT_REFUSAL, mayResign } from '@tengen/protocol';
import type { Engines } from '../../engines/engines.ts';
import { gtpColor, readGenmove } from '../../engines/gtp-position.ts';
import { enginePositionOf } from '../../engines/judge.ts';
import { EngineBusyError, type EngineSession } from '../../engines/pool.ts';
import { judgeRequestOf } from '../engine-count.ts';
import type { RoomCommand } from '../room/commands.ts';
import { type RoomState, toMove } from '../room/room-state.ts';
import type { RoomHost } from '../room-host.ts';

/**
 * When the machine resigns: from move size²/2 on (181 on 19×19, 85 on 13×13, 41 on 9×9), when
 * GNU Go's `estimate_score` has it behind by more than size²/8 points (45, 21, 10), komi included.
 */
export const RESIGN = { fromMoveShare: 1 / 2, behindShare: 1 / 8 } as const;
/** After an engine failure the machine tries again after this long. */
const RETRY_MS = 3000;

type Decision = RoomCommand | null;

export class MachinePlayer {
  private working = false;
  private again = false;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly host: RoomHost,
    readonly seat: Stone,
    readonly level: number,
    private readonly engines: Engines,
    private readonly warn: (message: string) => void,
  ) {}

  /** Whether it is the machine's turn to move now. */
  get toMove(): boolean {
    const s = this.host.current;
    return s.status === 'playing' && toMove(s) === this.seat;
  }

  stop(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
  }

  /** The room changed (or was loaded, or a player sent machine_go): act if something is the machine's to do. */
  changed(): void {
    if (this.stopped) return;
    if (this.working) {
      this.again = true;
      return;
    }
    const state = this.host.current;
    const work = this.nextWork(state);
    if (!work) return;
    this.working = true;
    work()
      .then((command) => (command ? this.host.submit(command) : null))
      .catch((error: unknown) => {
        if (error instanceof EngineBusyError && error.reason === 'CLOSED') return;
        this.warn(`play ${state.config.playId}: machine ${this.level}: ${(error as Error).message}`);
        this.retry = setTimeout(() => this.changed(), RETRY_MS);
      })
      .finally(() => {
        this.working = false;
        if (this.again) {
          this.again = false;
          this.changed();
        }
      });
  }

  private nextWork(s: RoomState): (() => Promise<Decision>) | null {
    const by = this.seat;
    // The machine is always there: it shows up at once, so it never forfeits by absence.
    if (!s.present[by] && s.status !== 'finished') return async () => ({ type: 'join', by });
    if (s.status !== 'playing') return null;
    if (s.takeBack && s.takeBack.by !== by) {
      return async () => ({ type: 'takeBackAnswer', by, agree: true });
    }
    if (s.counting?.stage === 'asked' && s.counting.by !== by) return () => this.answerCount(s);
    if (s.counting?.stage === 'result' && s.counting.by !== by) {
      return async () => ({ type: 'countResultAnswer', by, agree: true });
    }
    // The machine accepts the count proposed after two passes: its engine made the marks.
    if (s.proposal && !s.proposal.accepted[by]) {
      return async () => ({ type: 'countProposalAnswer', by, agree: true });
    }
    if (toMove(s) === by && !s.takeBack && !s.counting && !s.proposal) return () => this.move(s);
    return null;
  }

  private run<T>(s: RoomState, work: (engine: EngineSession) => Promise<T>): Promise<T> {
    return this.engines.pool.run({
      owner: `play:${s.config.playId}`,
      lane: 'live',
      level: this.level,
      position: enginePositionOf(judgeRequestOf(s.config, s.moves)),
      work,
    });
  }

  private async move(s: RoomState): Promise<Decision> {
    const { size } = s.config;
    const by = this.seat;
    const step = s.moves.length + 1;
    const late = s.moves.length >= size * size * RESIGN.fromMoveShare;
    const answer = await this.run(s, async (engine) => {
      if (late && mayResign(s.moves.length) && (await behindBy(engine)) > size * size * RESIGN.behindShare) {
        return 'resign' as const;
      }
      return readGenmove(await engine.send(`genmove ${gtpColor(by)}`), size);
    });
    if (answer === 'resign')
      return mayResign(s.moves.length) ? { type: 'resign', by } : { type: 'pass', by, step };
    if (answer === null) return { type: 'pass', by, step };
    return { type: 'move', by, point: vertexToSgf(answer), step };
  }

  private async answerCount(s: RoomState): Promise<Decision> {
    const by = this.seat;
    const settled = await this.run(s, async (engine) => {
      const command = (await engine.knows('reg_genmove')) ? 'reg_genmove' : 'genmove';
      for (const color of ['black', 'white']) {
        if ((await engine.send(`${command} ${color}`)).toLowerCase() !== 'pass') return false;
        if (command === 'genmove') break; // genmove plays the move: ask for one side only
      }
      return true;
    });
    return settled
      ? { type: 'countAnswer', by, agree: true, reason: COUNT_REFUSAL.none }
      : { type: 'countAnswer', by, agree: false, reason: COUNT_REFUSAL.notOver };
  }
}

/** How many points the side to move is behind by GNU Go's estimate (komi included); 0 without one. */
async function behindBy(engine: EngineSession): Promise<number> {
  if (!(await engine.knows('estimate_score'))) return 0;
  const m = /^([BW])\+([\d.]+)/.exec(await engine.send('estimate_score'));
  if (!m) return 0;
  const leader = m[1] === 'B' ? 1 : 2;
  return leader === engine.toMove ? -Number(m[2]) : Number(m[2]);
}
