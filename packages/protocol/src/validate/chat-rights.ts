/** Who may chat, delete a message, or forbid a user (seed 000 sections 5 and 6). */
import { MODERATOR_USER_LEVEL, type Role } from '../constants/users.ts';

export interface ChatRightsInput {
  readonly role: Role;
  /** The user is marked bad (site-wide). */
  readonly markedBad: boolean;
  /** A moderator forbade this user in this room (forbid_chat). */
  readonly forbidden: boolean;
  /** The game's `enablechat`. */
  readonly enablechat: boolean;
  /** Each player's own permission (`black_chat`, `white_chat`): both must allow. */
  readonly blackChat: boolean;
  readonly whiteChat: boolean;
  /** The game's `guestenable`: guests and other non-players may chat. */
  readonly guestenable: boolean;
}

export type ChatBlock = 'MARKED_BAD' | 'FORBIDDEN' | 'CHAT_DISABLED' | 'PLAYERS_DISABLED' | 'GUESTS_DISABLED';

/** Why this user may not chat in this room, or null if they may. The judge always may. */
export function chatBlock(input: ChatRightsInput): ChatBlock | null {
  if (input.role === 'judge') return null;
  if (input.markedBad) return 'MARKED_BAD';
  if (input.forbidden) return 'FORBIDDEN';
  if (!input.enablechat) return 'CHAT_DISABLED';
  if (!input.blackChat || !input.whiteChat) return 'PLAYERS_DISABLED';
  if (input.role !== 'member' && !input.guestenable) return 'GUESTS_DISABLED';
  return null;
}

export interface ChatActor {
  readonly username: string;
  readonly userlevel: number;
}

/** One's own messages, anyone's for user level 3, otherwise only those of a lower level. */
export function mayDeleteChat(
  actor: ChatActor,
  entry: { readonly User: string; readonly Level: number },
): boolean {
  if (entry.User === actor.username) return true;
  if (actor.userlevel >= MODERATOR_USER_LEVEL) return true;
  return entry.Level < actor.userlevel;
}

export function mayForbidChat(actor: ChatActor): boolean {
  return actor.userlevel >= MODERATOR_USER_LEVEL;
}
