/** The live-game scenarios of live-game-scenarios.ts on PostgreSQL (started by the test harness). */
import { afterAll } from 'vitest';
import { describeLiveGame } from '../testing/live-game-scenarios.ts';
import { startTestPostgres, type TestPostgres } from '../testing/test-postgres.ts';

let postgres: TestPostgres | null = null;
// Registered first, so it runs after the scenarios' own afterAll has closed the server's pool.
afterAll(() => postgres?.stop());

describeLiveGame('postgres', async () => {
  postgres = await startTestPostgres();
  return { kind: 'postgres', url: await postgres.createDatabase() };
});
