/**
 * Migrations are code, run at every start: Kysely's Migrator records the applied ones in
 * `kysely_migration` and takes a lock, so running them again (or from two processes on
 * PostgreSQL) is a no-op. Add a migration as the next numbered entry; never edit an applied one.
 */
import { type Migration, Migrator } from 'kysely';
import type { Db } from './db.ts';
import { initialSchema } from './migrations/001-initial.ts';
import { analysisSchema } from './migrations/002-analysis.ts';
import { socialSchema } from './migrations/003-social.ts';
import { rankedPlaysSchema } from './migrations/004-ranked-plays.ts';
import { gameOwnersSchema } from './migrations/005-game-owners.ts';
import { jobClaimsSchema } from './migrations/006-job-claims.ts';
import { dropHeartbeatSchema } from './migrations/007-drop-heartbeat.ts';
import { ratingsSchema } from './migrations/008-ratings.ts';
import { appealsSchema } from './migrations/009-appeals.ts';
import { booksSchema } from './migrations/010-books.ts';
import { paymentsSchema } from './migrations/011-payments.ts';
import { problemsSchema } from './migrations/012-problems.ts';
import { homeworkSchema } from './migrations/013-homework.ts';
import { classesSchema } from './migrations/014-classes.ts';
import { accountSessionsSchema } from './migrations/015-account-sessions.ts';
import { blocksSchema } from './migrations/016-blocks.ts';
import { accountRecoverySchema } from './migrations/017-account-recovery.ts';
import type { Dialect } from './types.ts';

export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '001-initial': initialSchema(dialect),
    '002-analysis': analysisSchema(dialect),
    '003-social': socialSchema(dialect),
    '004-ranked-plays': rankedPlaysSchema(),
    '005-game-owners': gameOwnersSchema(dialect),
    '006-job-claims': jobClaimsSchema(),
    '007-drop-heartbeat': dropHeartbeatSchema(),
    '008-ratings': ratingsSchema(),
    '009-appeals': appealsSchema(),
    '010-books': booksSchema(),
    '011-payments': paymentsSchema(),
    '012-problems': problemsSchema(),
    '013-homework': homeworkSchema(),
    '014-classes': classesSchema(),
    '015-account-sessions': accountSessionsSchema(),
    '016-blocks': blocksSchema(),
    '017-account-recovery': accountRecoverySchema(),
  };
}

/** Brings the schema up to date; answers the names of the migrations it applied. */
export async function migrateToLatest(db: Db, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrationsFor(dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
