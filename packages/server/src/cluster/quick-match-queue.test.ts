import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis, type TestRedis } from '../testing/test-redis.ts';
import {
  type Closeness,
  closestPair,
  memoryQuickMatchQueue,
  type QuickMatchQueue,
  redisQuickMatchQueue,
  type Waiting,
} from './quick-match-queue.ts';
import { connectRedis, type RedisLink } from './redis-link.ts';

const CLOSE: Closeness = { steps: 3, widenMs: 10_000 };

function waiting(username: string, rankIndex: number, since: number): Waiting {
  return { username, userId: rankIndex, levelname: '', rankIndex, socket: `s-${username}`, since };
}

describe('closestPair', () => {
  it('pairs no one while the waits have not widened enough', () => {
    expect(closestPair([waiting('a', 0, 0), waiting('b', 5, 1_000)], CLOSE, 15_000)).toBeNull();
  });

  it('pairs two far apart once the longer wait has widened the range to their distance', () => {
    const pair = closestPair([waiting('b', 5, 1_000), waiting('a', 0, 0)], CLOSE, 20_000);
    expect(pair?.map((w) => w.username)).toEqual(['a', 'b']);
  });

  it('takes the closest in rank, then the longest waiting', () => {
    const all = [waiting('a', 0, 0), waiting('b', 6, 1), waiting('c', 2, 2), waiting('d', 4, 3)];
    expect(closestPair(all, CLOSE, 30_000)?.map((w) => w.username)).toEqual(['a', 'c']);
    expect(closestPair([waiting('a', 0, 0)], CLOSE, 1e9)).toBeNull();
  });
});

describe.each([
  ['in memory', async () => ({ queue: memoryQuickMatchQueue(), close: async () => {} })],
  [
    'in Redis',
    async () => {
      const link: RedisLink = await connectRedis(redis.url);
      return { queue: redisQuickMatchQueue(link.commands), close: () => link.close() };
    },
  ],
])('the queue %s', (_, open: () => Promise<{ queue: QuickMatchQueue; close: () => Promise<void> }>) => {
  it('pairs two waiting players once their wait has brought them close enough, once', async () => {
    const { queue, close } = await open();
    const preset = `p-${Math.random()}`;
    expect(await queue.join(preset, waiting('ann', 0, 0), CLOSE, 0)).toBeNull();
    expect(await queue.join(preset, waiting('ben', 5, 1_000), CLOSE, 1_000)).toBeNull();
    expect(await queue.pairWaiting(preset, CLOSE, 15_000)).toBeNull();
    const pair = await queue.pairWaiting(preset, CLOSE, 20_000);
    expect(pair?.map((w) => w.username)).toEqual(['ann', 'ben']);
    expect(pair?.[1]).toEqual(waiting('ben', 5, 1_000));
    // Both left the queue: nobody is paired again, and a newcomer waits.
    expect(await queue.pairWaiting(preset, CLOSE, 1e9)).toBeNull();
    expect(await queue.join(preset, waiting('cy', 5, 30_000), CLOSE, 30_000)).toBeNull();
    await close();
  });
});

let redis: TestRedis;

beforeAll(async () => {
  redis = await startTestRedis();
});

afterAll(async () => {
  await redis?.stop();
});
