/**
 * The friends page's reads over migration 003's tables: whom a user follows and who follows
 * them back, unread messages per sender, the user's conversations, and the unfinished plays of
 * a few users (where a friend may be playing).
 */
import { sql } from 'kysely';
import type { Db } from './db.ts';
import { userFromRow } from './rows.ts';
import { withSocial } from './social-schema.ts';
import type { ConversationSummary, UserPlaying } from './social-types.ts';
import type { User } from './types.ts';

export interface SocialLists {
  /** The users `userId` follows, by name. */
  followees(userId: number): Promise<User[]>;
  /** Which of `ids` follow `userId`. */
  followersAmong(userId: number, ids: readonly number[]): Promise<Set<number>>;
  /** Unread messages sent to `userId`, counted per sender. */
  unreadBySender(userId: number): Promise<Map<number, number>>;
  /** The user's conversations, the latest message first, at most `limit`. */
  conversations(userId: number, limit: number): Promise<ConversationSummary[]>;
  /** The unfinished plays where any of `userIds` is black or white. */
  unfinishedPlaysOf(userIds: readonly number[]): Promise<UserPlaying[]>;
}

export function socialLists(base: Db): SocialLists {
  const db = withSocial(base);
  return {
    followees: async (userId) => {
      const rows = await db
        .selectFrom('follows')
        .innerJoin('users', 'users.id', 'follows.followee_id')
        .selectAll('users')
        .where('follows.follower_id', '=', userId)
        .orderBy('users.username')
        .execute();
      return rows.map(userFromRow);
    },

    followersAmong: async (userId, ids) => {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('follows')
        .select('follower_id')
        .where('followee_id', '=', userId)
        .where('follower_id', 'in', [...ids])
        .execute();
      return new Set(rows.map((r) => r.follower_id));
    },

    unreadBySender: async (userId) => {
      const rows = await db
        .selectFrom('private_messages')
        .select((eb) => ['from_id', eb.fn.countAll<number>().as('n')])
        .where('to_id', '=', userId)
        .where('is_read', '=', 0)
        .groupBy('from_id')
        .execute();
      return new Map(rows.map((r) => [r.from_id, Number(r.n)]));
    },

    conversations: async (userId, limit) => {
      // One row per other user: the id of the latest message either way, and the unread ones.
      const mine = db
        .selectFrom('private_messages')
        .select([
          sql<number>`case when from_id = ${userId} then to_id else from_id end`.as('other_id'),
          'id',
          sql<number>`case when to_id = ${userId} and is_read = 0 then 1 else 0 end`.as('unread'),
        ])
        .where((eb) => eb.or([eb('from_id', '=', userId), eb('to_id', '=', userId)]));
      const heads = await db
        .selectFrom(mine.as('m'))
        .select((eb) => [
          'm.other_id',
          eb.fn.max('m.id').as('last_id'),
          eb.fn.sum<number>('m.unread').as('unread'),
        ])
        .groupBy('m.other_id')
        .orderBy('last_id', 'desc')
        .limit(limit)
        .execute();
      if (heads.length === 0) return [];
      const lastIds = heads.map((h) => Number(h.last_id));
      const otherIds = heads.map((h) => Number(h.other_id));
      const [messages, users] = await Promise.all([
        db.selectFrom('private_messages').selectAll().where('id', 'in', lastIds).execute(),
        db.selectFrom('users').selectAll().where('id', 'in', otherIds).execute(),
      ]);
      const messageById = new Map(messages.map((m) => [m.id, m]));
      const userById = new Map(users.map((u) => [u.id, userFromRow(u)]));
      return heads.flatMap((h) => {
        const last = messageById.get(Number(h.last_id));
        const user = userById.get(Number(h.other_id));
        if (!last || !user) return [];
        return [
          {
            other: user,
            last: { fromId: last.from_id, content: last.content, at: Number(last.at) },
            unread: Number(h.unread),
          },
        ];
      });
    },

    unfinishedPlaysOf: async (userIds) => {
      if (userIds.length === 0) return [];
      const ids = [...userIds];
      const rows = await db
        .selectFrom('plays')
        .select(['id', 'black_id', 'white_id'])
        .where('status', '=', 0)
        .where((eb) => eb.or([eb('black_id', 'in', ids), eb('white_id', 'in', ids)]))
        .orderBy('id', 'desc')
        .execute();
      return rows.map((r) => ({ playId: r.id, blackId: r.black_id, whiteId: r.white_id }));
    },
  };
}
