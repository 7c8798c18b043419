/** Storage of follows and private messages (migration 003) and blocks (016, social-blocks.ts); the friends page's reads are social-lists.ts. */
import { err, ok, type Result } from '@tengen/core';
import type { Selectable } from 'kysely';
import { type Db, inWriteTransaction } from './db.ts';
import { type SocialBlocks, socialBlocks } from './social-blocks.ts';
import { type SocialLists, socialLists } from './social-lists.ts';
import { type PrivateMessagesTable, type SocialDb, withSocial } from './social-schema.ts';
import type { MessageThrottled, NewPrivateMessage, PrivateMessageRecord } from './social-types.ts';
import type { Dialect } from './types.ts';

export interface SocialStore extends SocialLists, SocialBlocks {
  /** `follow` true adds the follow, false removes it; either is a no-op when already so. */
  setFollow(followerId: number, followeeId: number, follow: boolean, at: number): Promise<void>;
  isFollowing(followerId: number, followeeId: number): Promise<boolean>;
  /** The ids a user follows, in id order. */
  followeesOf(userId: number): Promise<number[]>;
  /**
   * Stores a message unless `waitMs(the sender's last message time, or null)` is above 0: then
   * THROTTLED and nothing is stored. The check and the insert hold the write lock together
   * (the sender's row on PostgreSQL), so two messages sent at once cannot both pass.
   */
  sendPrivateMessage(
    message: NewPrivateMessage,
    waitMs: (lastSentAt: number | null) => number,
  ): Promise<Result<PrivateMessageRecord, MessageThrottled>>;
  /**
   * One page of the messages between two users, newest first, as they were before this read;
   * those on the page sent to `userId` are then marked read, in the same transaction.
   */
  readConversation(
    userId: number,
    otherId: number,
    page: { offset: number; limit: number },
  ): Promise<PrivateMessageRecord[]>;
  /** Messages sent to the user and not read yet. */
  unreadCount(userId: number): Promise<number>;
}

export function socialStore(base: Db, dialect: Dialect): SocialStore {
  const db = withSocial(base);
  return {
    ...socialLists(base),
    ...socialBlocks(base),
    setFollow: async (followerId, followeeId, follow, at) => {
      if (follow) {
        await db
          .insertInto('follows')
          .values({ follower_id: followerId, followee_id: followeeId, at })
          .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
          .execute();
      } else {
        await db
          .deleteFrom('follows')
          .where('follower_id', '=', followerId)
          .where('followee_id', '=', followeeId)
          .execute();
      }
    },

    isFollowing: async (followerId, followeeId) => {
      const row = await db
        .selectFrom('follows')
        .select('at')
        .where('follower_id', '=', followerId)
        .where('followee_id', '=', followeeId)
        .executeTakeFirst();
      return row !== undefined;
    },

    followeesOf: async (userId) => {
      const rows = await db
        .selectFrom('follows')
        .select('followee_id')
        .where('follower_id', '=', userId)
        .orderBy('followee_id')
        .execute();
      return rows.map((r) => r.followee_id);
    },

    sendPrivateMessage: (message, waitMs) =>
      inWriteTransaction(base, dialect, async (tx) => {
        const sdb = withSocial(tx);
        if (dialect === 'postgres') {
          await sdb.selectFrom('users').select('id').where('id', '=', message.fromId).forUpdate().execute();
        }
        const last = await sdb
          .selectFrom('private_messages')
          .select((eb) => eb.fn.max('at').as('at'))
          .where('from_id', '=', message.fromId)
          .executeTakeFirst();
        const wait = waitMs(last?.at ?? null);
        if (wait > 0) return err({ code: 'THROTTLED', waitMs: wait } as const);
        const row = await sdb
          .insertInto('private_messages')
          .values({ from_id: message.fromId, to_id: message.toId, content: message.content, at: message.at })
          .returningAll()
          .executeTakeFirstOrThrow();
        return ok(messageFromRow(row));
      }),

    readConversation: (userId, otherId, page) =>
      inWriteTransaction(base, dialect, async (tx) => {
        const sdb = withSocial(tx);
        const rows = await conversationPage(sdb, userId, otherId, page);
        const unread = rows.filter((r) => r.to_id === userId && r.is_read === 0).map((r) => r.id);
        if (unread.length > 0) {
          await sdb.updateTable('private_messages').set({ is_read: 1 }).where('id', 'in', unread).execute();
        }
        return rows.map(messageFromRow);
      }),

    unreadCount: async (userId) => {
      const row = await db
        .selectFrom('private_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('to_id', '=', userId)
        .where('is_read', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

function conversationPage(
  db: SocialDb,
  userId: number,
  otherId: number,
  page: { offset: number; limit: number },
): Promise<Selectable<PrivateMessagesTable>[]> {
  return db
    .selectFrom('private_messages')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('from_id', '=', userId), eb('to_id', '=', otherId)]),
        eb.and([eb('from_id', '=', otherId), eb('to_id', '=', userId)]),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

function messageFromRow(row: Selectable<PrivateMessagesTable>): PrivateMessageRecord {
  return {
    id: row.id,
    fromId: row.from_id,
    toId: row.to_id,
    content: row.content,
    isRead: row.is_read !== 0,
    at: row.at,
  };
}
