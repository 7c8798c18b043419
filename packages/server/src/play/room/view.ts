import type { ServerMessage, ServerMessageOf } from '@tengen/protocol';
import { awayTips } from './away.ts';
import { proposalView } from './count-proposal.ts';
import { secondsToLapse } from './request-pause.ts';
import { type RoomState, toMove } from './room-state.ts';
import { clockFieldsOf } from './timing.ts';

/** The whole live state for a (re)connecting client: the answer to `getinitdata`. */
export function initData(state: RoomState, now: number): ServerMessageOf<'initdata'> {
  const c = state.counting;
  return {
    cmd: 'initdata',
    pos: state.moves,
    chats: state.chat.entries,
    scorelist: state.scoreList,
    status: state.status === 'finished' ? 1 : 0,
    restore: state.takeBack ? { color: state.takeBack.by, depth: state.takeBack.depth } : null,
    calcscore: !c
      ? null
      : c.stage === 'asked'
        ? { state: 'asked', color: c.by }
        : { state: 'result', color: c.by, count: c.count },
    proposal: proposalView(state, now),
    nextcolor: toMove(state),
    stepcount: state.moves.length,
    unstart: state.status === 'waiting' ? Math.max(0, Math.ceil((state.startAt - now) / 1000)) : 0,
    result: state.finish?.winner ?? 0,
    wintype: state.finish?.wintype ?? 0,
    winnumber: state.finish?.winnumber ?? 0,
    count: state.finish?.count ?? null,
    paused: secondsToLapse(state, now),
    black_chat: state.chat.blackEnabled,
    white_chat: state.chat.whiteEnabled,
    guestenable: state.chat.guestEnable,
    ...clockFieldsOf(state, now),
  };
}

/** What a socket asking for `getinitdata` is sent: the game, then who of the players is away. */
export function initMessages(state: RoomState, now: number): ServerMessage[] {
  return [initData(state, now), ...awayTips(state, now)];
}
