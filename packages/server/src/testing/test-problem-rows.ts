/**
 * Problems and attempts written straight into a database for the homework tests, which need
 * them without going through the problems' own loading and solving. Opens its own handle on
 * the location the store under test uses.
 */
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { StoreLocation } from '../storage/open-store.ts';
import type { ProblemTables } from '../storage/problem-schema.ts';

export interface TestProblemRows {
  /** A collection of `count` problems numbered from 1; their ids in order. */
  addCollection(collection: string, count: number): Promise<number[]>;
  addAttempt(attempt: {
    userId: number;
    problemId: number;
    result: 'correct' | 'wrong' | 'variation';
    moves: string;
    assignmentId: number | null;
    at: number;
  }): Promise<void>;
  close(): Promise<void>;
}

export function testProblemRows(location: StoreLocation): TestProblemRows {
  const db =
    location.kind === 'sqlite'
      ? new Kysely<ProblemTables>({
          dialect: new SqliteDialect({ database: sqliteFile(location.file) }),
        })
      : new Kysely<ProblemTables>({
          dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: location.url, max: 1 }) }),
        });
  return {
    async addCollection(collection, count) {
      await db
        .insertInto('problem_collections')
        .values({
          id: collection,
          name: collection,
          description: '',
          source: 'test',
          licence: 'test',
          position: 1,
          content_hash: collection,
          created_at: 1,
        })
        .execute();
      const ids: number[] = [];
      for (let number = 1; number <= count; number++) {
        const data = JSON.stringify({
          size: 9,
          black: ['cc'],
          white: ['dc'],
          toPlay: 'black',
          kind: 'answer',
        });
        const { id } = await db
          .insertInto('problems')
          .values({
            collection_id: collection,
            number,
            kind: 'answer',
            prompt: `Black to play (${number})`,
            data,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(id);
      }
      return ids;
    },
    async addAttempt(a) {
      await db
        .insertInto('problem_attempts')
        .values({
          problem_id: a.problemId,
          user_id: a.userId,
          result: a.result,
          moves: a.moves,
          ms: 1000,
          assignment_id: a.assignmentId,
          created_at: a.at,
        })
        .execute();
    },
    close: () => db.destroy(),
  };
}

function sqliteFile(file: string) {
  const database = new SqliteDatabase(file);
  database.pragma('busy_timeout = 5000');
  return database;
}
