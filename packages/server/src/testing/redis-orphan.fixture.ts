/**
 * A child process for the watchdog test (test-redis.test.ts), run with
 * `node --conditions=source --import tsx redis-orphan.fixture.ts`: starts a test Redis, prints
 * `{"port":…,"folder":…}` on one line, and waits to be killed without a chance to stop it.
 */
import { startTestRedis } from './test-redis.ts';

const redis = await startTestRedis();
process.stdout.write(`${JSON.stringify({ port: redis.port, folder: redis.folder })}\n`);
setInterval(() => {}, 60_000);
