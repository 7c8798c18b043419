import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../cluster/redis-link.ts';
import { type Engines, startEngines } from '../engines/engines.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { GNUGO } from '../testing/test-gnugo.ts';
import { httpRequest, listenLocally } from '../testing/test-http.ts';
import { eventually } from '../testing/test-plays.ts';
import { startTestRedis } from '../testing/test-redis.ts';
import type { HealthAnswer } from './health-route.ts';

const [sqlite] = testDatabases();

function engines(command: readonly string[] = [GNUGO, '--mode', 'gtp']): Engines {
  return startEngines({
    command,
    processes: 1,
    liveProcesses: 0,
    maxQueued: 4,
    maxQueuedLive: 4,
    commandTimeoutMs: 10_000,
    judgeLevel: 1,
    finalTimeoutMs: 10_000,
    machineBeans: 5,
    judgementsPerMinute: { guest: 10, user: 30 },
  });
}

describe('GET /healthz', () => {
  let t: TestApp;
  let pool: Engines;
  let url: string;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  afterEach(async () => {
    await pool.pool.close();
    await t.close();
  });
  const start = async (given = engines()) => {
    pool = given;
    t = await startTestApp(sqlite, { app: { engines: pool } });
    url = await listenLocally(t.app);
  };
  const health = async () => {
    const answer = await httpRequest(`${url}/healthz`);
    return {
      status: answer.status,
      body: JSON.parse(answer.body) as HealthAnswer,
      cache: answer.headers['cache-control'],
    };
  };

  it('answers 200 when the database answers and the engines can run, without starting one', async () => {
    await start();
    expect(await health()).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok', engines: 'ok', redis: 'off' } },
      cache: 'no-store',
    });
    expect(pool.pool.metrics().processes).toBe(0);
  });

  it('answers 503 naming the database once the store is closed', async () => {
    await start();
    await t.store.close();
    expect(await health()).toMatchObject({
      status: 503,
      body: { status: 'failing', checks: { database: 'failing', engines: 'ok' } },
      cache: 'no-store',
    });
  });

  it('answers 503 naming the engines once the pool is closed', async () => {
    await start();
    await pool.pool.close();
    expect(await health()).toMatchObject({
      status: 503,
      body: { status: 'failing', checks: { database: 'ok', engines: 'failing' } },
    });
  });

  it('answers 503 naming the engines when the engine could not start, and 200 without engines', async () => {
    await start(engines(['/nonexistent/gnugo']));
    expect((await health()).status).toBe(200);
    const job = pool.pool.run({
      owner: 'user:1',
      lane: 'background',
      position: { size: 9, komi: 7.5, setup: { black: [], white: [] }, firstColor: 1, moves: [] },
      work: async () => 'never',
    });
    await expect(job).rejects.toThrow('/nonexistent/gnugo');
    expect((await health()).body.checks.engines).toBe('failing');

    await t.close();
    t = await startTestApp(sqlite);
    url = await listenLocally(t.app);
    expect((await health()).body).toEqual({
      status: 'ok',
      checks: { database: 'ok', engines: 'off', redis: 'off' },
    });
  });

  it('with several processes, says whether Redis answers, and stays 200 while it does not', async () => {
    const redis = await startTestRedis();
    const link = await connectRedis(redis.url);
    try {
      pool = engines();
      t = await startTestApp(sqlite, { app: { engines: pool, redis: link.commands } });
      url = await listenLocally(t.app);
      expect((await health()).body.checks.redis).toBe('ok');
      await redis.kill();
      await eventually(async () => ((await health()).body.checks.redis === 'failing' ? true : null), 5000);
      expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } });
      await redis.restart();
      await eventually(async () => ((await health()).body.checks.redis === 'ok' ? true : null), 5000);
    } finally {
      await link.close();
      await redis.stop();
    }
  });
});
