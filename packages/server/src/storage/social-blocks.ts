/** Blocks between users (migration 016): who blocked whom, and whether two users are apart. */
import type { Db } from './db.ts';
import { userFromRow } from './rows.ts';
import { withSocial } from './social-schema.ts';
import type { User } from './types.ts';

/** A user the viewer blocked, and when. */
export interface BlockedUser {
  readonly user: User;
  readonly at: number;
}

export interface SocialBlocks {
  /**
   * `blocker` blocks `blocked` (a no-op when already so); the blocked user's follow of the
   * blocker ends in the same transaction, so they no longer see where the blocker plays.
   */
  block(blockerId: number, blockedId: number, at: number): Promise<void>;
  unblock(blockerId: number, blockedId: number): Promise<void>;
  /** Whether either of the two blocked the other. */
  eitherBlocked(a: number, b: number): Promise<boolean>;
  /** The users `userId` blocked, by name. */
  blockedBy(userId: number): Promise<BlockedUser[]>;
}

export function socialBlocks(base: Db): SocialBlocks {
  const db = withSocial(base);
  return {
    block: (blockerId, blockedId, at) =>
      db.transaction().execute(async (tx) => {
        await tx
          .insertInto('blocks')
          .values({ blocker_id: blockerId, blocked_id: blockedId, at })
          .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
          .execute();
        await tx
          .deleteFrom('follows')
          .where('follower_id', '=', blockedId)
          .where('followee_id', '=', blockerId)
          .execute();
      }),

    unblock: async (blockerId, blockedId) => {
      await db
        .deleteFrom('blocks')
        .where('blocker_id', '=', blockerId)
        .where('blocked_id', '=', blockedId)
        .execute();
    },

    eitherBlocked: async (a, b) => {
      const row = await db
        .selectFrom('blocks')
        .select('at')
        .where((eb) =>
          eb.or([
            eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
            eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
          ]),
        )
        .executeTakeFirst();
      return row !== undefined;
    },

    blockedBy: async (userId) => {
      const rows = await db
        .selectFrom('blocks')
        .innerJoin('users', 'users.id', 'blocks.blocked_id')
        .selectAll('users')
        .select('blocks.at as blocked_at')
        .where('blocks.blocker_id', '=', userId)
        .orderBy('users.username')
        .execute();
      return rows.map((row) => ({ user: userFromRow(row), at: Number(row.blocked_at) }));
    },
  };
}
