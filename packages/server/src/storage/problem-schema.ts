/** The tables of migration 012 as Kysely sees them; `withProblems` adds them to the schema. */
import type { Generated, Kysely } from 'kysely';
import type { Db } from './db.ts';
import type { Database } from './schema.ts';

export interface ProblemCollectionsTable {
  id: string;
  name: string;
  description: string;
  source: string;
  licence: string;
  position: number;
  content_hash: string;
  created_at: number;
}

export interface ProblemsTable {
  id: Generated<number>;
  collection_id: string;
  number: number;
  kind: string;
  prompt: string;
  data: string;
}

export interface ProblemAttemptsTable {
  id: Generated<number>;
  problem_id: number;
  user_id: number;
  result: string;
  moves: string;
  ms: number;
  assignment_id: number | null;
  created_at: number;
}

export interface ProblemProgressTable {
  user_id: number;
  problem_id: number;
  attempts: number;
  solved: number;
  failed: number;
  best_ms: number | null;
  last_result: string;
  updated_at: number;
}

export type ProblemTables = {
  problem_collections: ProblemCollectionsTable;
  problems: ProblemsTable;
  problem_attempts: ProblemAttemptsTable;
  problem_progress: ProblemProgressTable;
};

export type ProblemDb = Kysely<Database & ProblemTables>;

export function withProblems(db: Db): ProblemDb {
  return db.withTables<ProblemTables>();
}
