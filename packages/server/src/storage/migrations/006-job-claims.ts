/**
 * Job claims (several server processes on one database, docs/analysis.md). A runner that takes
 * an analysis job writes its process's node id in `analysis_jobs.claimed_by` (a
 * `server_nodes.node_id`; null until some runner takes the job). Running jobs go back to the
 * queue only when their claimer has stopped beating in `server_nodes` (`requeueOrphans`), so a
 * process that starts no longer puts back the jobs other live processes are running.
 */
import type { Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function jobClaimsSchema(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('analysis_jobs').addColumn('claimed_by', 'text').execute();
    },
  };
}
