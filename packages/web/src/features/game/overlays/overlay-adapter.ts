/**
 * From the game's state to the numbered overlay windows (seed 000 section 2), as pure functions:
 * - a notice (something said once) becomes one or more overlay requests, shown in turn;
 * - a standing request (one waiting for the viewer's answer, or the link's state) becomes an
 *   overlay that lasts while the state does: 19, 21, 28, 54, 35, 36.
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

/** The end of the game: the viewer's message (8, 9, or 10 for a draw), then the count when there was one. */
export function finishRequests(finish: GameOutcome, seat: 0 | Stone): OverlayRequest[] {
  const message = resultMessage(
    finish.winner,
    finish.wintype,
    finish.winnumber,
    seat === 0 ? 'spectator' : seat,
  );
  const out: OverlayRequest[] = [
    message.overlay === OVERLAYS.infoMessage
      ? { overlay: OVERLAYS.infoMessage, result: message }
      : { overlay: message.overlay, message },
  ];
  if (finish.count && finish.cause === 'autofinish')
    out.push({ overlay: OVERLAYS.countingResultC, count: finish.count });
  else if (finish.count) out.push({ overlay: OVERLAYS.countingResultB, count: finish.count });
  return out;
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
    case 'countingBlocked':
      return [{ overlay: OVERLAYS.countingBlocked, code: notice.code, minMoves: notice.minMoves }];
    case 'countingResult':
      return [{ overlay: OVERLAYS.countingResultA, count: notice.count }];
    case 'earlyStartSent':
      return [{ overlay: OVERLAYS.earlyStartSent }];
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

/** The overlays the state asks for now, for the viewer to answer or to see while it lasts. */
export function standingOverlays(state: GameState, now: number, actions: OverlayActions): StandingOverlay[] {
  const out: StandingOverlay[] = [];
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
