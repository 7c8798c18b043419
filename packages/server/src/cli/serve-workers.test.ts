/**
 * `tengen serve --workers N` as a real process tree on PostgreSQL and Redis: the workers share
 * one port and one site, a worker that dies is replaced, and a signal to the primary ends them
 * all.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayIn, joinAt, registerAt, sleep } from '../testing/test-child-server.ts';
import { TestCluster } from '../testing/test-cluster.ts';
import { ServeProcess } from '../testing/test-serve-process.ts';

let site: TestCluster;
let redis: Redis;
beforeAll(async () => {
  site = await TestCluster.start();
  redis = new Redis(site.redis.url);
}, 60_000);
afterAll(async () => {
  redis?.disconnect();
  await ServeProcess.killAll();
  await site?.stop();
});

/** The pids of the processes that say they are alive in Redis (node ids are host-pid-random). */
async function alivePids(): Promise<number[]> {
  const nodes = await redis.smembers('tengen:nodes');
  const alive = await Promise.all(nodes.map((node) => redis.exists(`tengen:node:${node}:alive`)));
  return nodes.filter((_, i) => alive[i] === 1).map((node) => Number(node.split('-').at(-2)));
}

async function until<T>(check: () => Promise<T | null>, limitMs = 15_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(100);
  }
}

describe('tengen serve --workers 2', () => {
  it('refuses without REDIS_URL, naming it', async () => {
    const serving = ServeProcess.start({ args: ['--workers', '2'] });
    expect(await serving.exited).toBe(2);
    expect(serving.stderr).toContain('--workers needs REDIS_URL');
  });

  it('two workers serve one port; a killed worker is replaced; SIGTERM ends them all', async () => {
    const env = { DATABASE_URL: site.databaseUrl, REDIS_URL: site.redis.url, TENGEN_SECRET: 'x'.repeat(40) };
    const serving = ServeProcess.start({ env, args: ['--workers', '2'] });
    const url = await serving.url();
    expect(serving.stdout).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+ \(PostgreSQL\); 2 workers/);
    const workers = await until(async () => {
      const pids = await alivePids();
      return pids.length === 2 ? pids : null;
    });

    // A game played over sockets that the primary hands to either worker.
    const black = await registerAt(url, 'wanda');
    const white = await registerAt(url, 'walt');
    const game = await createPlayIn(site.store, black, white);
    const clients = await Promise.all([joinAt(url, game.id, black), joinAt(url, game.id, white)]);
    for (const [i, point] of ['ee', 'cc', 'gg', 'cg'].entries()) {
      clients[i % 2].send({ cmd: 'pos_stone', pos: point, step: i + 1 });
      for (const c of clients) expect((await c.next('pos', (m) => m.step === i + 1)).pos).toBe(point);
    }

    process.kill(workers[0], 'SIGKILL');
    const replaced = await until(async () => {
      const pids = await alivePids();
      return pids.length === 2 && !pids.includes(workers[0]) ? pids : null;
    });
    expect(replaced).toContain(workers[1]);
    expect(serving.stderr).toContain(`worker ${workers[0]} ended (SIGKILL)`);
    // The site still answers on the same port.
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    for (const c of clients) c.close();

    serving.signal('SIGTERM');
    expect(await serving.exited).toBe(0);
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
  });
});
