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
  type OverlayId,
  type SocketErrorCode,
} from '@tengen/protocol';
import type { Finish } from './state.ts';
export type NoticeData =
  /** A text of the seed's catalogue (`MESSAGES`), `{{num}}` and the like from `values`. */
  | {
      readonly kind: 'message';
      readonly message: MessageKey;
      readonly values?: Readonly<Record<string, string | number>>;
    }
  | {
      readonly kind: 'result';
      readonly finish: Finish;
    }
  | {
      readonly kind: 'countingRefused';
      readonly reason: CountRefusal;
    }
  | {
      readonly kind: 'countingResultRefused';
    }
  | {
      readonly kind: 'takeBackRefused';
    }
  | {
      readonly kind: 'countingBlocked';
      readonly code: CountingBlockCode;
      readonly minMoves: number;
    }
  /** The agreed count, shown to the asker while the opponent decides. */
  | {
      readonly kind: 'countingResult';
      readonly count: CountResult;
    }
  | {
      readonly kind: 'earlyStartSent';
    }
  | {
      readonly kind: 'earlyStartRefused';
      readonly color: Stone;
    }
  | {
      readonly kind: 'refereeCalled';
      readonly color: Stone;
      readonly remaining: number;
    }
  /** The server refused something this page sent. */
  | {
      readonly kind: 'refused';
      readonly code: SocketErrorCode;
      readonly replyTo: string | null;
    };
export type GameNotice = NoticeData & {
  readonly id: number;
};
/** The overlay window a notice shows in. A result's 8 or 9 depends on the viewer: see resultOverlay. */
export declare function noticeOverlay(notice: NoticeData): OverlayId;
/** 10 (info) for a draw; 8 for a spectator ("Black wins …") and the winner; 9 for the loser. */
export declare function resultOverlay(finish: Finish, seat: 0 | Stone): OverlayId;
export declare function addNotice<
  S extends {
    notices: readonly GameNotice[];
    nextNoticeId: number;
  },
>(state: S, notice: NoticeData): S;
