/**
 * Dead stones marked by the engine when a game is counted. The room's step function stays pure:
 * before a command that ends the game by counting reaches it, the host asks the engine and
 * adds the dead stones to the command, which is stored with them, so a replay after a restart
 * counts exactly the same. If the engine fails, the count goes on without dead stones (every
 * stone on the board counts), with a warning in the log.
 */
import type { Engines } from '../engines/engines.ts';
import { deadStonesForCount, type JudgeRequest } from '../engines/judge.ts';
import type { RoomCommand } from './room/commands.ts';
import type { RoomConfig } from './room/room-config.ts';
import { type RoomState, toMove } from './room/room-state.ts';

/** The position of a game for the engine (judge.ts), after these moves. */
export function judgeRequestOf(config: RoomConfig, moves: readonly string[]): JudgeRequest {
  return {
    size: config.size,
    setup: config.prepos,
    firstColor: config.blackFirst ? 1 : 2,
    moves,
    rangzi: config.handicap,
    daotiemu: config.daotiemu,
  };
}

/**
 * The moves of the position to count if this command ends the game by counting: the second
 * pass in a row, or the answer that agrees to count. Null for every other command (the step
 * function still decides whether the command is allowed at all).
 */
export function countedAfter(state: RoomState, command: RoomCommand): readonly string[] | null {
  if (state.status !== 'playing') return null;
  if (command.type === 'pass') {
    const ends = command.by === toMove(state) && command.step === state.moves.length + 1;
    return ends && state.moves.at(-1) === 'tt' && command.dead === undefined ? [...state.moves, 'tt'] : null;
  }
  if (command.type === 'countAnswer') {
    const asked = state.counting?.stage === 'asked' && state.counting.by !== command.by && command.by !== 0;
    return asked && command.agree && command.dead === undefined ? state.moves : null;
  }
  return null;
}

/** The room host's `prepare`: adds the engine's dead stones to a command that ends the game by counting. */
export function withEngineDeadStones(engines: Engines, warn: (message: string) => void) {
  return (state: RoomState, command: RoomCommand): RoomCommand | Promise<RoomCommand> => {
    const moves = countedAfter(state, command);
    if (moves === null) return command;
    const { config } = state;
    return deadStonesForCount(engines.pool, judgeRequestOf(config, moves), {
      owner: `play:${config.playId}`,
      lane: 'live',
      level: engines.config.judgeLevel,
      finalTimeoutMs: engines.config.finalTimeoutMs,
    }).then(
      (dead) => ({ ...command, dead }),
      (error: unknown) => {
        warn(
          `play ${config.playId}: no dead stones from the engine (${(error as Error).message}); counting every stone`,
        );
        return { ...command, dead: [] };
      },
    );
  };
}
