import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateWithGlicko } from '../ratings/rate-play.ts';
import { createTestUsers, testDatabases } from '../testing/test-databases.ts';
import { migrationsFor } from './migrations.ts';
import { openStore } from './open-store.ts';
import type { RateGame } from './rating-store.ts';
import { playToRow } from './rows.ts';
import type { Database } from './schema.ts';
import type { Store } from './store.ts';
import type { PlayOutcome } from './types.ts';

const won = (result: 1 | 2 | 3, at = 10): PlayOutcome => ({
  result,
  winType: result === 3 ? 2 : 1,
  winNumber: 0,
  resultText: '',
  finalMoves: [],
  sgf: '',
  finishedAt: at,
});

describe.each(testDatabases())('ratings on $name', (engine) => {
  let store: Store;
  let black: number;
  let white: number;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    store = await engine.newStore();
    [black, white] = await createTestUsers(store, ['rated_black', 'rated_white']);
  });
  afterEach(() => store.close());

  const rankedPlay = async (ranked = true) =>
    (await store.createPlay({ blackId: black, whiteId: white, startsAt: 2, createdAt: 1, ranked })).id;

  it('rates a finished ranked game once: ratings, history and levels', async () => {
    await store.updateUser(black, { rank: 230 });
    await store.updateUser(white, { rank: 230 });
    const play = await rankedPlay();
    await store.finishPlay(play, won(1));

    const first = await store.ratings.ratePlay(play, rateWithGlicko, 100);
    expect(first?.rated).toBe(true);
    expect(first?.changes.map((c) => [c.userId, c.color, c.score])).toEqual([
      [black, 1, 1],
      [white, 2, 0],
    ]);
    const [b, w] = first?.changes ?? [];
    expect(b.ratingBefore).toBe(1950);
    expect(b.ratingAfter).toBeGreaterThan(2000);
    expect(w.ratingAfter).toBeLessThan(1900);
    expect([b.levelBefore, b.levelAfter, w.levelBefore, w.levelAfter]).toEqual([230, 282, 230, 219]);
    expect((await store.userById(black))?.rank).toBe(282);
    expect((await store.userById(white))?.rank).toBe(219);
    expect(await store.ratings.ratingOf(black)).toMatchObject({
      rating: b.ratingAfter,
      games: 1,
      startLevel: 230,
    });

    const again = await store.ratings.ratePlay(play, rateWithGlicko, 200);
    expect(again).toEqual({ rated: false, changes: first?.changes });
    expect((await store.ratings.ratingOf(black))?.games).toBe(1);
    expect(await store.ratings.historyOf(black, 50)).toHaveLength(1);
    expect(await store.ratings.changesOf(play)).toEqual(first?.changes);
  });

  it('rates a game asked six times at once exactly once', async () => {
    const play = await rankedPlay();
    await store.finishPlay(play, won(2));
    const results = await Promise.all(
      Array.from({ length: 6 }, () => store.ratings.ratePlay(play, rateWithGlicko, 100)),
    );
    expect(results.filter((r) => r?.rated)).toHaveLength(1);
    expect((await store.ratings.ratingOf(white))?.games).toBe(1);
    expect(await store.ratings.historyOf(white, 50)).toHaveLength(1);
  });

  it('rates nothing but finished ranked games that count', async () => {
    const never: RateGame = () => {
      throw new Error('rated');
    };
    const unranked = await rankedPlay(false);
    await store.finishPlay(unranked, won(1));
    const unfinished = await rankedPlay();
    const test = (
      await store.createPlay({
        blackId: black,
        whiteId: white,
        startsAt: 2,
        createdAt: 1,
        ranked: true,
        isTest: true,
      })
    ).id;
    await store.finishPlay(test, won(1));
    for (const play of [unranked, unfinished, test, 9999]) {
      expect(await store.ratings.ratePlay(play, never, 100)).toBeNull();
    }
    expect(await store.ratings.ratingOf(black)).toBeNull();
    expect((await store.userById(black))?.rank).toBe(-101);
  });

  it('starts the next game from an RD grown by the days since the last one', async () => {
    const first = await rankedPlay();
    await store.finishPlay(first, won(1));
    const day = 24 * 60 * 60 * 1000;
    const [before] = (await store.ratings.ratePlay(first, rateWithGlicko, day))?.changes ?? [];
    expect((await store.ratings.ratingOf(black))?.ratedAt).toBe(day);
    const second = await rankedPlay();
    await store.finishPlay(second, won(1));
    const [after] = (await store.ratings.ratePlay(second, rateWithGlicko, 101 * day))?.changes ?? [];
    expect(after.ratingBefore).toBe(before.ratingAfter);
    expect(after.rdBefore).toBeGreaterThan(before.rdAfter);
  });

  it('keeps a new player Auto for five rated games, then gives the level of the rating; history in order', async () => {
    for (let game = 1; game <= 6; game++) {
      const play = await rankedPlay();
      await store.finishPlay(play, won(1));
      await store.ratings.ratePlay(play, rateWithGlicko, 100 + game);
      const level = (await store.userById(black))?.rank;
      if (game < 5) expect(level).toBe(-101);
      else expect(level).toBeGreaterThan(-101);
    }
    const history = await store.ratings.historyOf(black, 50);
    expect(history.map((h) => h.gamesAfter)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(history[4].levelBefore).toBe(-101);
    expect(history[4].levelAfter).toBeGreaterThan(-101);
    for (let i = 1; i < history.length; i++) expect(history[i].ratingBefore).toBe(history[i - 1].ratingAfter);
    expect((await store.ratings.historyOf(black, 2)).map((h) => h.gamesAfter)).toEqual([5, 6]);
  });
});

describe('migration 008-ratings', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tengen-ratings-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('upgrades a database made before it: nobody is rated, levels kept, an earlier ranked game can be rated', async () => {
    const file = join(dir, 'old.sqlite');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SqliteDatabase(file) }) });
    const before = Object.fromEntries(
      Object.entries(migrationsFor('sqlite')).filter(([name]) => name < '008'),
    );
    expect(
      (await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest()).error,
    ).toBeUndefined();
    const user = (name: string, rank: number) =>
      db
        .insertInto('users')
        .values({ username: name, password_hash: 'h', created_at: 1, rank })
        .returning('id')
        .executeTakeFirstOrThrow();
    const [b, w] = [await user('old_black', 405), await user('old_white', -101)];
    const { id } = await db
      .insertInto('plays')
      .values({
        ...playToRow(
          { blackId: b.id, whiteId: w.id, startsAt: 2, createdAt: 1, ranked: true },
          { black: true, white: true },
        ),
        status: 1,
        result: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.destroy();

    const store = await openStore({ kind: 'sqlite', file });
    try {
      expect(await store.ratings.ratingOf(b.id)).toBeNull();
      expect((await store.userById(b.id))?.rank).toBe(405);
      const rated = await store.ratings.ratePlay(id, rateWithGlicko, 5);
      expect(rated?.changes.map((c) => [c.username, c.levelBefore])).toEqual([
        ['old_black', 405],
        ['old_white', -101],
      ]);
      expect((await store.userById(w.id))?.rank).toBe(-101);
    } finally {
      await store.close();
    }
  });
});
