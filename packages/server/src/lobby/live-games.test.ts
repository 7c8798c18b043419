import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../storage/open-store.ts';
import type { Store } from '../storage/store.ts';
import { testUser } from '../testing/test-plays.ts';
import { LIVE_GAMES_LISTED, LiveGamesReader } from './live-games.ts';

let dir: string;
let store: Store;
const ids: number[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tengen-live-games-'));
  store = await openStore({ kind: 'sqlite', file: join(dir, 'db.sqlite') });
  const black = await testUser(store, 'ann');
  const white = await testUser(store, 'ben');
  for (let i = 0; i < LIVE_GAMES_LISTED + 6; i++) {
    const play = await store.createPlay({
      blackId: black,
      whiteId: white,
      startsAt: 1,
      createdAt: 1,
      boardSize: 9,
    });
    await store.appendEvent(play.id, 1, { type: 'move', by: 1, point: 'ee', step: 1 }, 10);
    ids.push(play.id);
  }
  // One more that has not started yet.
  await store.createPlay({ blackId: black, whiteId: white, startsAt: 10_000, createdAt: 1, boardSize: 9 });
});

afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The store, counting the games whose stored commands are read. */
function counting(): { store: Store; replayed: number[] } {
  const replayed: number[] = [];
  const counted = new Proxy(store, {
    get(target, key, receiver) {
      if (key === 'eventsOf') {
        return (playId: number, after?: number) => {
          replayed.push(playId);
          return target.eventsOf(playId, after);
        };
      }
      return Reflect.get(target, key, receiver);
    },
  });
  return { store: counted, replayed };
}

describe('the games in progress the lobby reads', () => {
  it('lists every started game for who plays where, and replays only the newest it shows', async () => {
    const { store: counted, replayed } = counting();
    const reader = new LiveGamesReader(counted, () => 5_000);
    const games = await reader.read();
    const newestFirst = [...ids].reverse();
    expect(games.map((g) => g.playId)).toEqual(newestFirst);
    expect(games.every((g) => g.players.join() === 'ann,ben')).toBe(true);
    expect(replayed.sort((a, b) => b - a)).toEqual(newestFirst.slice(0, LIVE_GAMES_LISTED));
    for (const game of games.slice(0, LIVE_GAMES_LISTED)) expect(game.entry.pos).toEqual(['ee']);

    // The next read steps only what was stored since.
    await store.appendEvent(newestFirst[0], 2, { type: 'move', by: 2, point: 'cc', step: 2 }, 20);
    const again = await reader.read();
    expect(again[0].entry.pos).toEqual(['ee', 'cc']);
    expect(replayed).toHaveLength(2 * LIVE_GAMES_LISTED);
  });
});
