/** Friends and conversations (docs/social.md): the friends list with who is online, conversations, unread counts. */
import * as z from 'zod/mini';
import type { Whereabouts } from '../socket/lobby-server.ts';
import { flagField, idField } from './fields.ts';
import type { OkResponse } from './responses.ts';
import type { RouteSpec } from './route-spec.ts';

const none = z.object({});

export const FRIEND_ROUTES = {
  /** The users the viewer follows (`addfriend`), with where each is on the site now. */
  getFriends: {
    method: 'GET',
    path: '/jwt/getfriends/',
    params: none,
    form: none,
    auth: 'user',
  },
  /** The viewer's conversations, the latest message first, each with its unread count. */
  getConversations: {
    method: 'GET',
    path: '/jwt/getconversations/',
    params: none,
    form: none,
    auth: 'user',
  },
  /** How many private messages sent to the viewer are unread: what the site header polls. */
  getUnreadCount: {
    method: 'GET',
    path: '/jwt/getunreadcount/',
    params: none,
    form: none,
    auth: 'user',
  },
  /** The users the viewer blocked (docs/social.md), by name. */
  getBlocks: {
    method: 'GET',
    path: '/jwt/getblocks/',
    params: none,
    form: none,
    auth: 'user',
  },
  /** `block` 1 blocks the user `userid`, 0 unblocks them. */
  setBlock: {
    method: 'POST',
    path: '/jwt/setblock/',
    params: none,
    form: z.object({ userid: idField, block: flagField }),
    auth: 'user',
  },
} as const satisfies Record<string, RouteSpec>;

/** A user the viewer blocked. */
export interface BlockedEntry {
  readonly userid: number;
  readonly username: string;
  /** When they were blocked, Unix ms. */
  readonly t: number;
}

export interface BlocksResponse {
  readonly blocks: readonly BlockedEntry[];
}

/** Messages per page of `getprimsg`, newest first. */
export const PRIVATE_MESSAGES_PER_PAGE = 20;

/** The most conversations `getconversations` lists. */
export const CONVERSATIONS_LISTED = 50;

/** Where a followed user is: as the lobby's online list says, or `offline` (no page with a socket open). */
export type FriendWhereabouts = Whereabouts | 'offline';

/** A user the viewer follows. */
export interface FriendEntry {
  readonly userid: number;
  readonly username: string;
  readonly headpath: string;
  readonly gamelevelname: string;
  readonly where: FriendWhereabouts;
  /** The game for `playing` (a game of theirs in progress with its page open) or `watching`; else absent. */
  readonly playid?: number;
  /** Messages from this user the viewer has not read. */
  readonly unread: number;
  /** Whether this user follows the viewer back. */
  readonly followsyou: boolean;
}

export interface FriendsListResponse {
  /** Online first (playing, watching, lobby, elsewhere), then by name. */
  readonly friends: readonly FriendEntry[];
}

/** One conversation: the other user, the latest message either way, and what is unread. */
export interface ConversationEntry {
  readonly userid: number;
  readonly username: string;
  readonly headpath: string;
  readonly last: {
    readonly content: string;
    /** Unix ms. */
    readonly t: number;
    /** Its sender. */
    readonly username: string;
  };
  /** Messages from this user the viewer has not read. */
  readonly unread: number;
}

export interface ConversationsResponse {
  /** The latest message first, at most CONVERSATIONS_LISTED. */
  readonly conversations: readonly ConversationEntry[];
  /** Every unread message sent to the viewer, in any conversation. */
  readonly unread: number;
}

export interface UnreadCountResponse {
  readonly unread: number;
}

/** The 200 answer body of each route above. */
export interface FriendsResponses {
  getFriends: FriendsListResponse;
  getConversations: ConversationsResponse;
  getUnreadCount: UnreadCountResponse;
  getBlocks: BlocksResponse;
  setBlock: OkResponse;
}
