/**
 * Dead stones and dame marked by the engine when a game is counted. The room's step function
 * stays pure: before a command that ends the game by counting reaches it, the host asks the
 * engine and adds the dead stones and dame to the command, which is stored with them, so a replay after a restart
 * counts exactly the same. The engine works outside the room's queue (room-host.ts): moves,
 * passes and chat are answered meanwhile. The count never guesses: if the engine cannot mark the
 * dead stones (busy, broken, too slow twice: engines/count-final-marks.ts), the command is
 * refused with the reason, the game goes on, and the players may pass or ask to count again.
 */

import { CountUnavailableError, finalMarksForCount } from '../engines/count-final-marks.ts';
import type { Engines } from '../engines/engines.ts';
import type { JudgeRequest } from '../engines/judge.ts';
import type { Refusal, RoomCommand } from './room/commands.ts';
import { passProposesCount } from './room/count-proposal.ts';
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
    return ends && passProposesCount(state) && command.dead === undefined ? [...state.moves, 'tt'] : null;
  }
  if (command.type === 'countAnswer') {
    const asked = state.counting?.stage === 'asked' && state.counting.by !== command.by && command.by !== 0;
    return asked && command.agree && command.dead === undefined ? state.moves : null;
  }
  return null;
}

/** What the players are told when the engine cannot mark the dead stones. */
export function countRefusal(error: unknown): Refusal {
  const why =
    error instanceof CountUnavailableError
      ? `the engine could not mark the dead stones in time (${error.message.replace(/^the engine /, '')})`
      : `the engine could not mark the dead stones (${error instanceof Error ? error.message : String(error)})`;
  return {
    code: 'UNAVAILABLE',
    message: `${why}; nothing was counted and the game goes on: pass or ask to count again`,
  };
}

/** The room host's `prepare`: adds the engine's dead stones and dame to a command that ends the game by counting. */
export function withEngineCountMarks(engines: Engines, warn: (message: string) => void) {
  return (state: RoomState, command: RoomCommand): RoomCommand | Promise<RoomCommand | Refusal> => {
    const moves = countedAfter(state, command);
    if (moves === null) return command;
    const { config } = state;
    return finalMarksForCount(engines.pool, judgeRequestOf(config, moves), {
      owner: `play:${config.playId}`,
      lane: 'live',
      level: engines.config.judgeLevel,
      finalTimeoutMs: engines.config.finalTimeoutMs,
    }).then(
      ({ dead, dame }) => ({ ...command, dead, dame }),
      (error: unknown) => {
        const refusal = countRefusal(error);
        warn(`play ${config.playId}: count refused: ${refusal.message}`);
        return refusal;
      },
    );
  };
}
