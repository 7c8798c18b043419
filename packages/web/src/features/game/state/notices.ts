/**
 * Notices: things the page tells the viewer once (a refusal, a result, an error), as data; the
 * overlay adapter (overlays/overlay-adapter.ts) turns each into its numbered window. What lasts
 * while the state has it is not a notice: requests waiting for the viewer's answer
 * (`takeBack`, `counting`, `earlyStart`) and the viewer's own requests waiting for the
 * opponent's ("request sent", the agreed count, the early start asked) are *standing* windows,
 * open while the state has them and closed the moment it no longer does.
 */
import type { Stone } from '@tengen/core';
import type { CountingBlockCode, CountRefusal, MessageKey, SocketErrorCode } from '@tengen/protocol';
import type { GameOutcome, RefusedMove } from './game-state.ts';

export type NoticeData =
  /** A text of the seed's catalogue (`MESSAGES`), `{{num}}` and the like from `values`. */
  | {
      readonly kind: 'message';
      readonly message: MessageKey;
      readonly values?: Readonly<Record<string, string | number>>;
    }
  | { readonly kind: 'result'; readonly finish: GameOutcome }
  | { readonly kind: 'countingRefused'; readonly reason: CountRefusal }
  | { readonly kind: 'countingResultRefused' }
  | { readonly kind: 'takeBackRefused' }
  /** A game of the viewer's started from another of their windows; this one stays on its game. */
  | { readonly kind: 'gameStartedElsewhere'; readonly playid: number; readonly opponent: string }
  | { readonly kind: 'countingBlocked'; readonly code: CountingBlockCode; readonly minMoves: number }
  | { readonly kind: 'earlyStartRefused'; readonly color: Stone }
  | { readonly kind: 'refereeCalled'; readonly color: Stone; readonly remaining: number }
  /** The server refused something this page sent (moves excepted: see refuseMove). */
  | { readonly kind: 'refused'; readonly code: SocketErrorCode; readonly replyTo: string | null };

export type GameNotice = NoticeData & { readonly id: number };

export function addNotice<S extends { notices: readonly GameNotice[]; nextNoticeId: number }>(
  state: S,
  notice: NoticeData,
): S {
  const id = state.nextNoticeId;
  return { ...state, notices: [...state.notices, { ...notice, id }], nextNoticeId: id + 1 };
}

/**
 * A move of the viewer that did not go. It is not a notice window: the reason shows beside the
 * board for a few seconds (status/board-notice.tsx), the way a ko or a suicide is told on a
 * board, and the move on its way (if the server refused it) is dropped.
 */
export function refuseMove<S extends { refusedMove: RefusedMove | null; nextNoticeId: number }>(
  state: S,
  code: SocketErrorCode,
): S {
  const id = state.nextNoticeId;
  return { ...state, refusedMove: { code, id }, nextNoticeId: id + 1 };
}
