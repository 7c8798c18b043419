/**
 * From the game's state to the numbered overlay windows (seed 000 section 2), as pure functions:
 * - a notice (something said once) becomes an overlay request;
 * - a standing request becomes an overlay that lasts while the state does: one waiting for the
 *   viewer's answer (19, 21, 28, 54), the viewer's own waiting for the opponent's (10 "request
 *   sent", 13a, 53), and the link's state (35, 36).
 * The callbacks are the controller's actions, given in by the page.
 */
import type { Stone } from '@tengen/core';
import { type CountRefusal, OVERLAYS } from '@tengen/protocol';
import type { GameOutcome, GameState } from '../state/game-state.ts';
import type { GameNotice } from '../state/notices.ts';
import { answersCounting, answersTakeBack, earlyStartToAnswer } from '../state/rules.ts';
import type { OverlayRequest } from './overlay-request.ts';
import { resultMessage } from './result-message.ts';

export interface OverlayActions {
  readonly answerTakeBack: (accept: boolean) => void;
  readonly answerCounting: (accept: boolean, reason?: CountRefusal) => void;
  readonly answerCountResult: (accept: boolean) => void;
  readonly answerStartNow: (accept: boolean) => void;
  readonly reconnect: () => void;
  /** Leaves for the competition page (after "logged in elsewhere"). */
  readonly leave: () => void;
}

/**
 * The end of the game, in one window: the viewer's message (8, 9, or 10 for a draw), or after a
 * count the count window (13b accepted, 14 after both passes) with that message in it.
 */
export function finishRequests(finish: GameOutcome, seat: 0 | Stone): OverlayRequest[] {
  const message = resultMessage(
    finish.winner,
    finish.wintype,
    finish.winnumber,
    seat === 0 ? 'spectator' : seat,
  );
  if (finish.count) {
    const overlay = finish.cause === 'autofinish' ? OVERLAYS.countingResultC : OVERLAYS.countingResultB;
    return [{ overlay, count: finish.count, message }];
  }
  return [
    message.overlay === OVERLAYS.infoMessage
      ? { overlay: OVERLAYS.infoMessage, result: message, slot: 'result' }
      : { overlay: message.overlay, message },
  ];
}

export function noticeRequests(notice: GameNotice, seat: 0 | Stone): OverlayRequest[] {
  switch (notice.kind) {
    case 'message':
      return [
        {
          overlay: OVERLAYS.infoMessage,
          message: notice.message,
          values: typeof notice.values?.num === 'number' ? { num: notice.values.num } : undefined,
        },
      ];
    case 'result':
      return finishRequests(notice.finish, seat);
    case 'countingRefused':
      return [{ overlay: OVERLAYS.countingRefused, reason: notice.reason }];
    case 'countingResultRefused':
      return [{ overlay: OVERLAYS.countingResultRefused }];
    case 'takeBackRefused':
      return [{ overlay: OVERLAYS.takeBackRefused }];
    case 'gameStartedElsewhere':
      return [
        {
          overlay: OVERLAYS.infoMessage,
          gameElsewhere: { playid: notice.playid, opponent: notice.opponent },
        },
      ];
    case 'countingBlocked':
      return [{ overlay: OVERLAYS.countingBlocked, code: notice.code, minMoves: notice.minMoves }];
    case 'earlyStartRefused':
      return [{ overlay: OVERLAYS.infoMessage, note: 'earlyStartRefused' }];
    case 'refereeCalled':
      return [{ overlay: OVERLAYS.infoMessage, message: 'refereeCalled' }];
    case 'refused':
      return [{ overlay: OVERLAYS.infoMessage, refusal: notice.code }];
  }
}

/** A standing overlay and what it shows: a new `key` means new data to show. */
export interface StandingOverlay {
  readonly key: string;
  readonly request: OverlayRequest;
}

/** The slot of the viewer's own request waiting for the opponent (10 "request sent"). */
export const REQUEST_SENT_SLOT = 'requestSent';

/**
 * The viewer's own request while it waits for the opponent: "request sent" (10) for a take-back
 * or a counting request, the agreed count (13a) while the opponent decides on it, the early start
 * asked (53). Each closes the moment the state no longer has the request: agreed, refused,
 * lapsed (a move, the 10 s of an early start) or the game over, so the answer shows at once.
 */
function ownRequests(state: GameState): StandingOverlay[] {
  const seat = state.viewer?.seat ?? 0;
  if (seat === 0 || state.finish !== null) return [];
  const out: StandingOverlay[] = [];
  if (state.takeBack?.color === seat) {
    out.push({
      key: `sent:takeBack:${state.moves.length}`,
      request: { overlay: OVERLAYS.infoMessage, message: 'requestSent', slot: REQUEST_SENT_SLOT },
    });
  }
  const counting = state.counting;
  if (counting?.color === seat && counting.state === 'asked') {
    out.push({
      key: `sent:counting:${state.countingRequests}`,
      request: { overlay: OVERLAYS.infoMessage, message: 'requestSent', slot: REQUEST_SENT_SLOT },
    });
  }
  if (counting?.color === seat && counting.state === 'result') {
    const { count } = counting;
    out.push({
      key: `13a:${state.countingRequests}:${count.bscore}:${count.wscore}`,
      request: { overlay: OVERLAYS.countingResultA, count },
    });
  }
  if (state.earlyStart?.color === seat) {
    out.push({ key: `53:${state.earlyStart.endsAt}`, request: { overlay: OVERLAYS.earlyStartSent } });
  }
  return out;
}

/** The overlays the state asks for now, for the viewer to answer or to see while it lasts. */
export function standingOverlays(state: GameState, now: number, actions: OverlayActions): StandingOverlay[] {
  const out: StandingOverlay[] = ownRequests(state);
  if (state.connection === 'lost') {
    out.push({
      key: '35',
      request: { overlay: OVERLAYS.networkDisconnected, onReconnect: actions.reconnect },
    });
  }
  if (state.connection === 'replaced') {
    out.push({ key: '36', request: { overlay: OVERLAYS.loggedInElsewhere, onLeave: actions.leave } });
  }
  if (answersTakeBack(state) && state.takeBack) {
    out.push({
      key: `28:${state.takeBack.color}:${state.takeBack.depth}:${state.moves.length}`,
      request: {
        overlay: OVERLAYS.takeBackReceived,
        depth: state.takeBack.depth,
        onAccept: () => actions.answerTakeBack(true),
        onRefuse: () => actions.answerTakeBack(false),
      },
    });
  }
  const counting = answersCounting(state);
  if (counting === 'request') {
    out.push({
      key: `19:${state.countingRequests}`,
      request: {
        overlay: OVERLAYS.countingRequestReceived,
        onAccept: () => actions.answerCounting(true),
        onRefuse: (reason) => actions.answerCounting(false, reason),
      },
    });
  }
  if (counting === 'result' && state.counting?.state === 'result') {
    const count = state.counting.count;
    out.push({
      key: `21:${state.countingRequests}:${count.bscore}:${count.wscore}`,
      request: {
        overlay: OVERLAYS.countingResultToAccept,
        count,
        onAccept: () => actions.answerCountResult(true),
        onReject: () => actions.answerCountResult(false),
      },
    });
  }
  const seconds = earlyStartToAnswer(state, now);
  if (seconds !== null && state.earlyStart) {
    out.push({
      key: `54:${state.earlyStart.endsAt}`,
      request: {
        overlay: OVERLAYS.earlyStartReceived,
        seconds,
        onAccept: () => actions.answerStartNow(true),
        onRefuse: () => actions.answerStartNow(false),
      },
    });
  }
  return out;
}

/** What the standing overlays are, as one string that changes only when one comes, goes or changes. */
export function standingKey(state: GameState, now: number): string {
  const none = () => {};
  const actions: OverlayActions = {
    answerTakeBack: none,
    answerCounting: none,
    answerCountResult: none,
    answerStartNow: none,
    reconnect: none,
    leave: none,
  };
  return standingOverlays(state, now, actions)
    .map((o) => o.key)
    .join('|');
}
