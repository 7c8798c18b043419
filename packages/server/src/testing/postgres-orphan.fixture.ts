/**
 * A child process for the watchdog test (test-postgres.test.ts), run with
 * `node --conditions=source --import tsx postgres-orphan.fixture.ts`: starts a test PostgreSQL,
 * prints `{"port":…,"folder":…,"startupMs":…}` on one line, and waits to be killed without a
 * chance to stop it.
 */
import { startTestPostgres } from './test-postgres.ts';

const postgres = await startTestPostgres();
process.stdout.write(
  `${JSON.stringify({ port: postgres.port, folder: postgres.folder, startupMs: postgres.startupMs })}\n`,
);
setInterval(() => {}, 60_000);
