/** The table of migration 009 as Kysely sees it; `withAppeals` adds it to the schema. */
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Db } from './db.ts';
import type { Database } from './schema.ts';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** One complaint of one player about one game (docs/appeals.md). */
export interface AppealsTable {
  id: Generated<number>;
  play_id: number;
  user_id: number;
  /** 1 abuse, 2 stalling, 100 other. */
  reason: number;
  /** The free text of reason 100; '' otherwise. */
  content: string;
  /** 0 under review, 1 rejected (failed), 2 accepted (successful). */
  status: Defaulted<number>;
  /** 1 the first look, 2 after a rejudge. */
  round: Defaulted<number>;
  /** Beans taken when it was filed. */
  cost: number;
  /** Beans given back (once, on success). */
  refunded: Defaulted<number>;
  created_at: number;
  decided_at: Defaulted<number | null>;
  decided_by: Defaulted<number | null>;
  /** The result set on accepting it: 0 none, 1 black, 2 white, 3 draw. */
  verdict: Defaulted<number>;
  /** The game's result before that verdict; 0 when the verdict changed nothing. */
  previous_result: Defaulted<number>;
}

export type AppealTables = { appeals: AppealsTable };

export type AppealDb = Kysely<Database & AppealTables>;

export function withAppeals(db: Db): AppealDb {
  return db.withTables<AppealTables>();
}
