/**
 * A site of several `tengen serve` processes for tests: a PostgreSQL and a Redis the harness
 * starts (test-postgres.ts, test-redis.ts), and compiled server processes joined through them
 * (test-child-server.ts), each with its own data folder and the shared secret.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../storage/open-store.ts';
import type { Store } from '../storage/store.ts';
import { ChildServer, type ChildServerOptions, registerAt } from './test-child-server.ts';
import type { LiveUser } from './test-live.ts';
import { startTestPostgres, type TestPostgres } from './test-postgres.ts';
import { startTestRedis, type TestRedis } from './test-redis.ts';

const SECRET = 'a-secret-every-process-of-the-site-shares';

export class TestCluster {
  private readonly dirs: string[] = [];

  private constructor(
    readonly postgres: TestPostgres,
    readonly redis: TestRedis,
    readonly databaseUrl: string,
    /** The test's own way into the shared database. */
    readonly store: Store,
  ) {}

  static async start(): Promise<TestCluster> {
    const [postgres, redis] = await Promise.all([startTestPostgres(), startTestRedis()]);
    const databaseUrl = await postgres.createDatabase();
    const store = await openStore({ kind: 'postgres', url: databaseUrl });
    return new TestCluster(postgres, redis, databaseUrl, store);
  }

  /** One more process of the site; `env` adds variables; `options` as ChildServer's (a built site, a port). */
  startProcess(
    env: Readonly<Record<string, string>> = {},
    options: Pick<ChildServerOptions, 'webDir' | 'args'> = {},
  ): Promise<ChildServer> {
    const dir = mkdtempSync(join(tmpdir(), 'tengen-node-'));
    this.dirs.push(dir);
    return ChildServer.start(dir, {
      ...options,
      env: {
        DATABASE_URL: this.databaseUrl,
        REDIS_URL: this.redis.url,
        TENGEN_SECRET: SECRET,
        TENGEN_ENGINE_PROCESSES: '1',
        ...env,
      },
    });
  }

  /** Registers these users through a process of the site started for that alone. */
  async register(...usernames: string[]): Promise<LiveUser[]> {
    const first = await this.startProcess();
    const users: LiveUser[] = [];
    for (const name of usernames) users.push(await registerAt(first.url, name));
    await first.stop();
    return users;
  }

  /** Kills every process still running, stops Redis and PostgreSQL, deletes the folders. */
  async stop(): Promise<void> {
    await ChildServer.killAll();
    await this.store.close();
    await this.redis.stop();
    await this.postgres.stop();
    for (const dir of this.dirs) rmSync(dir, { recursive: true, force: true });
  }
}
