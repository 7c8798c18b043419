import type { Role, ServerMessage, SocketErrorCode } from '@tengen/protocol';
import type { RoomState, Seat } from './room-state.ts';

/** Who sent a chat command, as the connection knows them. */
export interface ChatSender {
  readonly username: string;
  readonly role: Role;
  /** User level: 3 moderates chat. */
  readonly userLevel: number;
  readonly markedBad: boolean;
}

/**
 * What can happen to a live game. `by` is the sender's seat (0 for anyone not playing),
 * decided by the connection from the authenticated user, never by the message.
 */
export type RoomCommand =
  /** A player's socket joined the room. */
  | { readonly type: 'join'; readonly by: Seat }
  /** A player's last socket left the room on every process (the room host checked the presence board). */
  | { readonly type: 'leave'; readonly by: Seat }
  /** A player claims the win against an opponent away long enough (`claim_win`). */
  | { readonly type: 'claim'; readonly by: Seat }
  | { readonly type: 'move'; readonly by: Seat; readonly point: string; readonly step: number }
  /**
   * `dead` and `dame`: when this pass ends the game, the stones an engine marked dead and the
   * points it calls dame, added by the room host before the step (and stored with the command,
   * so a replay counts the same; commands stored before `dame` existed count without it).
   */
  | {
      readonly type: 'pass';
      readonly by: Seat;
      readonly step: number;
      readonly dead?: readonly string[];
      readonly dame?: readonly string[];
    }
  | { readonly type: 'resign'; readonly by: Seat }
  | { readonly type: 'takeBack'; readonly by: Seat; readonly depth: number }
  | { readonly type: 'takeBackAnswer'; readonly by: Seat; readonly agree: boolean }
  | { readonly type: 'count'; readonly by: Seat }
  | {
      readonly type: 'countAnswer';
      readonly by: Seat;
      readonly agree: boolean;
      readonly reason: 0 | 1 | 2 | 3;
      /** As for `pass`: the engine's dead stones and dame for the count, added by the room host. */
      readonly dead?: readonly string[];
      readonly dame?: readonly string[];
    }
  | { readonly type: 'countResultAnswer'; readonly by: Seat; readonly agree: boolean }
  /** A player accepts or refuses the count proposed after two passes (count-proposal.ts). */
  | { readonly type: 'countProposalAnswer'; readonly by: Seat; readonly agree: boolean }
  | { readonly type: 'callJudge'; readonly by: Seat }
  | { readonly type: 'verdict'; readonly winner: 1 | 2 | 3 }
  /**
   * An appeal man changed a finished game's result (docs/appeals.md). The store holds the new
   * outcome already; the room takes it too and tells everyone in it, as a referee's verdict.
   */
  | { readonly type: 'amendVerdict'; readonly winner: 1 | 2 | 3 }
  | { readonly type: 'startNow'; readonly by: Seat }
  | { readonly type: 'startNowAnswer'; readonly by: Seat; readonly agree: boolean }
  | { readonly type: 'changeChat'; readonly by: Seat; readonly enable: boolean }
  /** A player opens the game's chat to guests and other non-players, or closes it (guestenable). */
  | { readonly type: 'changeGuestChat'; readonly by: Seat; readonly enable: boolean }
  | { readonly type: 'chat'; readonly sender: ChatSender; readonly text: string }
  | { readonly type: 'deleteChat'; readonly sender: ChatSender; readonly id: number }
  | { readonly type: 'forbidChat'; readonly sender: ChatSender; readonly username: string }
  /**
   * A player asks the machine opponent to move now (`machine_go`). The owner's machine players
   * take it before the step (HostOptions.intercept); it is never stored. A room without a
   * machine player refuses it.
   */
  | { readonly type: 'machineGo'; readonly by: Seat }
  /** Time passed: clocks, countdowns and deadlines are checked. */
  | { readonly type: 'tick' }
  /** The server came back after being down since `downSince`: that time is not charged. */
  | { readonly type: 'resume'; readonly downSince: number };

/** Who receives a message: everyone in the room, both players, or one side. */
export type Audience = 'room' | 'players' | 1 | 2;

export interface Outbound {
  readonly to: Audience;
  readonly message: ServerMessage;
}

export interface Refusal {
  readonly code: SocketErrorCode;
  readonly message: string;
}

/** A step either changes the game (state and messages to send) or refuses and changes nothing. */
export type StepResult =
  | {
      readonly ok: true;
      readonly state: RoomState;
      readonly out: readonly Outbound[];
      /**
       * The command itself was refused, but a deadline that fell due before it changed the
       * game (a flag, the start): that change stands, and the sender is told why theirs did not.
       */
      readonly refusal?: Refusal;
    }
  | { readonly ok: false; readonly refusal: Refusal };

export function refuse(code: SocketErrorCode, message: string): StepResult {
  return { ok: false, refusal: { code, message } };
}

export function accept(state: RoomState, out: readonly Outbound[] = []): StepResult {
  return { ok: true, state, out };
}
