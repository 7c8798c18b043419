/**
 * Notices: things the page tells the viewer once (a refusal, a result, an error), as data. Each
 * names the numbered overlay of seed 000 it shows in. Requests that wait for the viewer's answer
 * are not notices: they are state (`takeBack`, `counting`, `earlyStart`) and show while they last.
 */
import type { Stone } from '@tengen/core';
import {
  type CountingBlockCode,
  type CountRefusal,
  type CountResult,
  type MessageKey,
  OVERLAYS,
  type OverlayId,
  type SocketErrorCode,
} from '@tengen/protocol';
import type { GameOutcome } from './game-state.ts';

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
  | { readonly kind: 'countingBlocked'; readonly code: CountingBlockCode; readonly minMoves: number }
  /** The agreed count, shown to the asker while the opponent decides. */
  | { readonly kind: 'countingResult'; readonly count: CountResult }
  | { readonly kind: 'earlyStartSent' }
  | { readonly kind: 'earlyStartRefused'; readonly color: Stone }
  | { readonly kind: 'refereeCalled'; readonly color: Stone; readonly remaining: number }
  /** The server refused something this page sent. */
  | { readonly kind: 'refused'; readonly code: SocketErrorCode; readonly replyTo: string | null };

export type GameNotice = NoticeData & { readonly id: number };

/** The overlay window a notice shows in. A result's 8 or 9 depends on the viewer: see resultOverlay. */
export function noticeOverlay(notice: NoticeData): OverlayId {
  switch (notice.kind) {
    case 'countingRefused':
      return OVERLAYS.countingRefused;
    case 'countingResultRefused':
      return OVERLAYS.countingResultRefused;
    case 'takeBackRefused':
      return OVERLAYS.takeBackRefused;
    case 'countingBlocked':
      return OVERLAYS.countingBlocked;
    case 'countingResult':
      return OVERLAYS.countingResultA;
    case 'earlyStartSent':
      return OVERLAYS.earlyStartSent;
    case 'result':
      return OVERLAYS.winMessage;
    default:
      return OVERLAYS.infoMessage;
  }
}

/** 10 (info) for a draw; 8 for a spectator ("Black wins …") and the winner; 9 for the loser. */
export function resultOverlay(finish: GameOutcome, seat: 0 | Stone): OverlayId {
  if (finish.winner === 3) return OVERLAYS.infoMessage;
  return seat === 0 || finish.winner === seat ? OVERLAYS.winMessage : OVERLAYS.lossMessage;
}

export function addNotice<S extends { notices: readonly GameNotice[]; nextNoticeId: number }>(
  state: S,
  notice: NoticeData,
): S {
  const id = state.nextNoticeId;
  return { ...state, notices: [...state.notices, { ...notice, id }], nextNoticeId: id + 1 };
}
