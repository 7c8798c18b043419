/**
 * The count after two passes (docs/game-page.md, "The count after two passes"): the engine's
 * dead stones and the territory they leave are a proposal, not the result. Both clocks stand
 * still while both players look at it; both accept it (the game ends by points), or either
 * refuses it and play goes on with the side whose turn it is after the passes. Silence accepts
 * when `config.proposalMs` runs out. The open proposal is state, rebuilt by replaying the stored
 * commands, so it survives a restart; its time left moves with the outage (`resume`).
 */
import { opponent, type Stone } from '@tengen/core';
import type { CountResult, ServerMessageOf } from '@tengen/protocol';
import { accept, type Outbound, refuse, type StepResult } from './commands.ts';
import { countPosition } from './count.ts';
import { finishFields, finishGame } from './play.ts';
import { pauseClocks, pauseMessage, resumeClocks, secondsToLapse } from './request-pause.ts';
import { perColor, type RoomState, type Seat, toMove, withColor } from './room-state.ts';
import { clockFieldsOf } from './timing.ts';

/** Whether a pass now is the second of two in a row since the last refused proposal. */
export function passProposesCount(state: RoomState): boolean {
  const n = state.moves.length;
  return n >= 1 && state.moves[n - 1] === 'tt' && n - 1 >= state.playedOnAt;
}

/** The proposal as the room is told of it, or null when none is open. */
export function proposalView(state: RoomState, now: number): ServerMessageOf<'initdata'>['proposal'] {
  const p = state.proposal;
  if (!p) return null;
  return {
    count: p.count,
    lapse: secondsToLapse(state, now) ?? 0,
    black: p.accepted[1],
    white: p.accepted[2],
  };
}

function proposalMessage(state: RoomState, now: number): Outbound {
  const view = proposalView(state, now);
  if (!view) throw new Error('no count proposal is open');
  return { to: 'room', message: { cmd: 'count_proposal', ...view } };
}

/** After the second pass (the mover already charged): the count waits for the players, clocks stopped. */
export function proposeCount(
  state: RoomState,
  count: CountResult,
  dame: readonly string[],
  now: number,
): { state: RoomState; out: Outbound[] } {
  const next = pauseClocks(
    { ...state, proposal: { count, dame, accepted: perColor(false, false) } },
    now,
    state.config.proposalMs,
  );
  return { state: next, out: [proposalMessage(next, now), pauseMessage(next, now)] };
}

/** The proposal accepted (by both, or by silence): the game ends with the count the players saw. */
export function acceptProposal(state: RoomState, now: number): { state: RoomState; out: Outbound[] } {
  const p = state.proposal;
  if (!p) throw new Error('no count proposal is open');
  const { count, finish } = countPosition(state, p.count.dead, p.dame);
  return {
    state: finishGame(state, finish, now),
    out: [{ to: 'room', message: { cmd: 'autofinish', count, ...finishFields(finish) } }],
  };
}

/** A player accepts the proposal or refuses it (`count_proposal_yes` / `count_proposal_no`). */
export function answerProposal(state: RoomState, by: Seat, agree: boolean, now: number): StepResult {
  if (by === 0) return refuse('NOT_ALLOWED', 'only the players may answer the count');
  if (state.status === 'finished') return refuse('GAME_FINISHED', 'the game is over');
  const p = state.proposal;
  if (!p) return refuse('NO_PENDING_REQUEST', 'there is no count proposal to answer');
  const color = by as Stone;
  if (agree) {
    if (p.accepted[color]) return accept(state);
    const accepted = withColor(p.accepted, color, true);
    const next: RoomState = { ...state, proposal: { ...p, accepted } };
    if (accepted[opponent(color)]) {
      const ended = acceptProposal(next, now);
      return accept(ended.state, ended.out);
    }
    return accept(next, [proposalMessage(next, now)]);
  }
  const resumed = resumeClocks({ ...state, proposal: null, playedOnAt: state.moves.length }, now);
  return accept(resumed, [
    {
      to: 'room',
      message: {
        cmd: 'count_proposal_refused',
        color,
        nextcolor: toMove(resumed),
        ...clockFieldsOf(resumed, now),
      },
    },
    pauseMessage(resumed, now),
  ]);
}
