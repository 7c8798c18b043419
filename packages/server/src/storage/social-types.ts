/** Domain records of follows, private messages, user record lists and step options. */
import type { Play, User } from './types.ts';

export interface PrivateMessageRecord {
  readonly id: number;
  readonly fromId: number;
  readonly toId: number;
  readonly content: string;
  readonly isRead: boolean;
  readonly at: number;
}

export type NewPrivateMessage = Pick<PrivateMessageRecord, 'fromId' | 'toId' | 'content' | 'at'>;

/** Why a message was not stored: the sender must wait `waitMs` more (the 5 s throttle). */
export interface MessageThrottled {
  readonly code: 'THROTTLED';
  readonly waitMs: number;
}

/** A play of a user's record list, with both players' usernames. */
export interface UserPlay {
  readonly play: Play;
  readonly blackName: string;
  readonly whiteName: string;
}

export interface UserPlayPage {
  /** Every play of the user, not only this page's. */
  readonly total: number;
  readonly plays: readonly UserPlay[];
}

/** One finished, decided, rated game of a user: did the user win it? */
export interface RecentResult {
  readonly playId: number;
  readonly won: boolean;
}

export interface StepOptionSet {
  readonly step: number;
  /** SGF points in tag order (A, B, …). */
  readonly options: readonly string[];
}

export interface NewStepOptions extends StepOptionSet {
  readonly playId: number;
  readonly byUserId: number;
  readonly at: number;
}

/** A conversation as the friends page lists it: the other user, the latest message, the unread ones. */
export interface ConversationSummary {
  readonly other: User;
  readonly last: { readonly fromId: number; readonly content: string; readonly at: number };
  /** Messages from `other` not read yet. */
  readonly unread: number;
}

/** An unfinished play and its two players. */
export interface UserPlaying {
  readonly playId: number;
  readonly blackId: number;
  readonly whiteId: number;
}
