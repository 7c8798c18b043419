import type { OnlineUser } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis, type TestRedis } from '../testing/test-redis.ts';
import { memoryPresence, type PresenceBoard } from './presence-board.ts';
import { connectRedis } from './redis-link.ts';
import { redisPresence } from './redis-presence.ts';

const profile = (username: string, win: number): OnlineUser => ({
  username,
  levelname: '1D',
  level: 0,
  usertype: 0,
  win,
  fail: 0,
});

let redis: TestRedis;

beforeAll(async () => {
  redis = await startTestRedis();
});

afterAll(async () => {
  await redis?.stop();
});

describe.each([
  ['in memory', async () => ({ board: memoryPresence(), close: async () => {} })],
  [
    'in Redis',
    async () => {
      const link = await connectRedis(redis.url);
      return { board: redisPresence(link.commands, 'node-a'), close: () => link.close() };
    },
  ],
])(
  'the presence board %s',
  (_, open: () => Promise<{ board: PresenceBoard; close: () => Promise<void> }>) => {
    it("keeps a present user's new profile, and none for a user who is not there", async () => {
      const { board, close } = await open();
      const place = `game:${Math.floor(Math.random() * 1e9)}`;
      expect(await board.arrive(place, profile('ann', 0))).toBe(true);
      expect(await board.update(place, profile('ann', 1))).toBe(true);
      expect(await board.update(place, profile('ben', 1))).toBe(false);
      expect(await board.users(place)).toEqual([profile('ann', 1)]);
      expect(await board.isPresent(place, 'ben')).toBe(false);
      // Gone: an update brings nobody back.
      expect(await board.depart(place, 'ann')).toBe(true);
      expect(await board.update(place, profile('ann', 2))).toBe(false);
      expect(await board.users(place)).toEqual([]);
      await close();
    });
  },
);
