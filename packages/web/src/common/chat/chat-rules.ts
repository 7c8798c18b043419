/**
 * Who may chat and what may be sent (seed 000 sections 5 and 6), on top of the protocol's
 * validators, so the panel says why before the server would refuse. What may be sent, and when,
 * is the protocol's `checkChatMessage`.
 */

import {
  CHAT,
  type ChatActor,
  type ChatBlock,
  type ChatEntry,
  chatBlock,
  mayDeleteChat,
  mayForbidChat,
  type Role,
} from '@tengen/protocol';

export interface ChatViewer extends ChatActor {
  /** '' when not signed in at all (no guest name either). */
  readonly username: string;
  readonly role: Role;
  readonly markedBad: boolean;
  /** Muted in this room by a moderator (forbid_resp). */
  readonly forbidden: boolean;
}

/** The game's chat switches: `enablechat`, each player's `black_chat` / `white_chat`, `guestenable`. */
export interface ChatRoom {
  readonly enablechat: boolean;
  readonly blackChat: boolean;
  readonly whiteChat: boolean;
  readonly guestenable: boolean;
}

/** Why the input is disabled: the protocol's reasons, or GUEST for a viewer with no name at all. */
export type ChatInputBlock = ChatBlock | 'GUEST';

export function chatInputBlock(viewer: ChatViewer, room: ChatRoom): ChatInputBlock | null {
  if (viewer.role !== 'judge' && viewer.username === '') return 'GUEST';
  return chatBlock({ role: viewer.role, markedBad: viewer.markedBad, forbidden: viewer.forbidden, ...room });
}

/** Characters as the limit counts them (code points, after trimming). */
export function chatLength(text: string): number {
  return Array.from(text.trim()).length;
}

export const CHAT_MAX_LENGTH = CHAT.maxLength;

export interface MessageActions {
  readonly canDelete: boolean;
  readonly canForbid: boolean;
}

/**
 * Delete: one's own messages, or lower levels' (user level 3: anyone's). Forbid: user level 3,
 * never oneself. Without a name nobody may do either.
 */
export function messageActions(viewer: ChatActor, entry: ChatEntry): MessageActions {
  if (viewer.username === '') return { canDelete: false, canForbid: false };
  return {
    canDelete: mayDeleteChat(viewer, entry),
    canForbid: mayForbidChat(viewer) && entry.User !== viewer.username,
  };
}

/** "HH:MM" of a message time (Unix ms), in the zone `offsetMinutes` east of UTC. */
export function formatChatTime(t: number, offsetMinutes: number): string {
  const shifted = new Date(t + offsetMinutes * 60_000);
  const hh = String(shifted.getUTCHours()).padStart(2, '0');
  const mm = String(shifted.getUTCMinutes()).padStart(2, '0');
  return `${hh}:${mm}`;
}

/** The local zone's offset at that time, as formatChatTime takes it. */
export function localOffsetMinutes(t: number): number {
  return -new Date(t).getTimezoneOffset();
}

/** The judge's canned phrases (keys of `overlays:chat.phrase`). */
export const JUDGE_PHRASES = ['wait', 'continue', 'polite', 'noAdvice', 'decided'] as const;
export type JudgePhrase = (typeof JUDGE_PHRASES)[number];
