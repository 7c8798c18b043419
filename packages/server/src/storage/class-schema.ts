/** The tables of migration 014 as Kysely sees them; `withClasses` adds them to the schema. */
import type { Generated, Kysely } from 'kysely';
import type { Db } from './db.ts';
import type { Database } from './schema.ts';

export interface ClassesTable {
  id: Generated<number>;
  teacher_id: number;
  name: string;
  created_at: number;
  /** Stored changes so far; each board, load, vote start/stop and pen change adds one. */
  seq: Generated<number>;
  /** The record loaded last (JSON ClassRecord), '' for an empty 19×19 board. */
  record: Generated<string>;
  /** The board changes since the load, a JSON array of ClassOp. */
  ops: Generated<string>;
  pen_points: Generated<number>;
  vote_no: Generated<number>;
  vote_open: Generated<number>;
  vote_lettered: Generated<number>;
  /** JSON array of SGF points. */
  vote_points: Generated<string>;
  vote_answer: Generated<string>;
}

export interface ClassMembersTable {
  class_id: number;
  user_id: number;
  joined_at: number;
}

export interface ClassVotesTable {
  class_id: number;
  vote_no: number;
  user_id: number;
  point: string;
}

/** One pen batch (JSON) as the teacher sent it, at the class's `seq` it was stored as. */
export interface ClassPenTable {
  class_id: number;
  seq: number;
  batch: string;
}

export type ClassTables = {
  classes: ClassesTable;
  class_members: ClassMembersTable;
  class_votes: ClassVotesTable;
  class_pen: ClassPenTable;
};

export type ClassDb = Kysely<Database & ClassTables>;

export function withClasses(db: Db): ClassDb {
  return db.withTables<ClassTables>();
}
