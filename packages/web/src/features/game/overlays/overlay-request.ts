/**
 * What the play page asks an overlay to show: its number, the data it shows and the callbacks
 * its buttons call. Panels (41, 42, 45, 46, 51, 52) carry nothing: their live content comes
 * from the host's `panels` prop, so it stays current while the window is open.
 *
 * A request's `slot` names its place in the queue (by default its number): asking again for a
 * slot replaces what waits there, and closing a slot closes that request only. Windows of one
 * number that come and go apart have slots of their own, such as the standing "request sent"
 * (10) beside a refusal said in a 10 of its own.
 */
import type {
  CountingBlockCode,
  CountRefusal,
  CountResult,
  MessageKey,
  OVERLAYS,
  RefereeVerdict,
  SocketErrorCode,
} from '@tengen/protocol';
import type { ResultMessage } from './result-message.ts';

type O = typeof OVERLAYS;

/** Keys of `overlays:note`. */
export type InfoNote = 'earlyStartRefused';
type Answer = () => void;

export type OverlayRequest = OverlayWindow & { readonly slot?: string };

type OverlayWindow =
  | { readonly overlay: O['resignConfirm']; readonly onConfirm: Answer }
  | { readonly overlay: O['winMessage'] | O['lossMessage']; readonly message: ResultMessage }
  /** A text of the seed's catalogue; `num` fills its one placeholder ({{num}} moves). */
  | {
      readonly overlay: O['infoMessage'];
      readonly message: MessageKey;
      readonly values?: { readonly num?: number };
    }
  /** A draw: the end-of-game message that is an info message for everyone. */
  | { readonly overlay: O['infoMessage']; readonly result: ResultMessage }
  /** The server refused something the page sent: its code, said in words. */
  | { readonly overlay: O['infoMessage']; readonly refusal: SocketErrorCode }
  /** The viewer's new game started in another of their windows: a link to it. */
  | {
      readonly overlay: O['infoMessage'];
      readonly gameElsewhere: { readonly playid: number; readonly opponent: string };
    }
  /** A note of the game page that is not in the seed's catalogue. */
  | { readonly overlay: O['infoMessage']; readonly note: InfoNote }
  | { readonly overlay: O['passConfirm']; readonly onConfirm: Answer }
  /** 13a: the agreed count while the opponent decides. */
  | { readonly overlay: O['countingResultA']; readonly count: CountResult }
  /** 13b and 14 end the game: the count with the viewer's result, in one window. */
  | {
      readonly overlay: O['countingResultB'] | O['countingResultC'];
      readonly count: CountResult;
      readonly message?: ResultMessage;
    }
  | { readonly overlay: O['applyCountingConfirm']; readonly onConfirm: Answer }
  | {
      readonly overlay: O['countingRequestReceived'];
      readonly onAccept: Answer;
      /** One of the three canned reasons (1 finish the endgame, 2 not over, 3 both count). */
      readonly onRefuse: (reason: Exclude<CountRefusal, 0>) => void;
    }
  | { readonly overlay: O['countingRefused']; readonly reason: CountRefusal }
  | {
      readonly overlay: O['countingResultToAccept'];
      readonly count: CountResult;
      readonly onAccept: Answer;
      readonly onReject: Answer;
    }
  | { readonly overlay: O['countingResultRefused'] }
  | { readonly overlay: O['takeBackConfirm']; readonly depth: 1 | 2; readonly onConfirm: Answer }
  | {
      readonly overlay: O['takeBackReceived'];
      readonly depth: 1 | 2;
      readonly onAccept: Answer;
      readonly onRefuse: Answer;
    }
  | { readonly overlay: O['takeBackRefused'] }
  | { readonly overlay: O['refereeVerdictChoice']; readonly onVerdict: (verdict: RefereeVerdict) => void }
  /** `minMoves` fills the too-early message (150, 60 or 20 by board size). */
  | { readonly overlay: O['countingBlocked']; readonly code: CountingBlockCode; readonly minMoves: number }
  | {
      readonly overlay: O['notEnoughBeans'];
      /** askMove: the ask-a-move text; balance: challenges and complaints. */
      readonly reason: 'askMove' | 'balance';
      readonly onTopUp: Answer;
    }
  | { readonly overlay: O['networkDisconnected']; readonly onReconnect: Answer }
  | { readonly overlay: O['loggedInElsewhere']; readonly onLeave: Answer }
  | {
      readonly overlay:
        | O['gameDetails']
        | O['userList']
        | O['moreButtons']
        | O['mobileChat']
        | O['studyPanel']
        | O['trialPanel'];
    }
  | { readonly overlay: O['earlyStartSent'] }
  | {
      readonly overlay: O['earlyStartReceived'];
      /** Seconds left to answer (10 when asked; fewer after a reconnect). */
      readonly seconds: number;
      readonly onAccept: Answer;
      readonly onRefuse: Answer;
    };

export type RequestOf<N extends OverlayRequest['overlay']> = Extract<OverlayRequest, { overlay: N }>;
