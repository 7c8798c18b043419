/** The tables of migration 003 as Kysely sees them; `withSocial` adds them to the schema. */
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Db } from './db.ts';
import type { Database } from './schema.ts';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** `follower_id` follows `followee_id` (the user card's `attion`). */
export interface FollowsTable {
  follower_id: number;
  followee_id: number;
  at: number;
}

export interface PrivateMessagesTable {
  id: Generated<number>;
  from_id: number;
  to_id: number;
  /** Trimmed text that passed validateChat. */
  content: string;
  /** 0 until the recipient fetched a page showing it. */
  is_read: Defaulted<number>;
  at: number;
}

/** The move-choice panel's choices for one step of a play; the last save wins. */
export interface StepOptionsTable {
  play_id: number;
  step: number;
  /** SGF points joined by `*`, in tag order (A, B, …). */
  options: string;
  by_user_id: number;
  at: number;
}

/** `blocker_id` blocked `blocked_id` (migration 016). */
export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  at: number;
}

export type SocialTables = {
  blocks: BlocksTable;
  follows: FollowsTable;
  private_messages: PrivateMessagesTable;
  step_options: StepOptionsTable;
};

export type SocialDb = Kysely<Database & SocialTables>;

export function withSocial(db: Db): SocialDb {
  return db.withTables<SocialTables>();
}
