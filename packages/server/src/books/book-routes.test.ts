import { parseSgf, type SgfNode } from '@tengen/core';
import type {
  BookExportResponse,
  BookListResponse,
  BookResponse,
  CreateBookResponse,
  MyBooksResponse,
} from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../storage/types.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { joinAndMove, type TestRooms, testRooms } from '../testing/test-live-play.ts';

const [sqlite] = testDatabases();

/** Eleven moves on 9×9: enough to resign. */
const ELEVEN = ['ee', 'cc', 'gg', 'cg', 'gc', 'ce', 'ec', 'eg', 'ge', 'dd', 'ff'];

function movesOf(root: SgfNode): string[] {
  const moves: string[] = [];
  for (let node: SgfNode | undefined = root; node !== undefined; node = node.children[0]) {
    const point = node.props.B?.[0] ?? node.props.W?.[0];
    if (point !== undefined) moves.push(point);
  }
  return moves;
}

describe('record book routes', () => {
  let t: TestApp;
  let rooms: TestRooms;
  let alice: { user: User; token: string };
  let bob: { user: User; token: string };
  let finished: number;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    t = await startTestApp(sqlite);
    rooms = testRooms(t.store, () => t.clock.now);
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob' });
    finished = await newPlay();
    await rooms.play(finished, ...joinAndMove(...ELEVEN), { type: 'resign', by: 2 });
  });
  afterEach(async () => {
    await rooms.close();
    await t.close();
  });

  async function newPlay(): Promise<number> {
    const play = await t.store.createPlay({
      blackId: alice.user.id,
      whiteId: bob.user.id,
      startsAt: t.clock.now - 1000,
      createdAt: t.clock.now,
      boardSize: 9,
    });
    return play.id;
  }

  const create = async (booktype: 1 | 4, name: string, token = alice.token, chapter = 'Chapter 1') => {
    const answer = await t.call('createBook', { form: { booktype, name, chapter }, token });
    expect(answer.status).toBe(200);
    return answer.body as CreateBookResponse;
  };
  const list = async (step: number, token = alice.token) => {
    const answer = await t.call('getBookList', { form: { chessid: finished, step, ptype: 2 }, token });
    expect(answer.status).toBe(200);
    return (answer.body as BookListResponse).books;
  };
  const save = (
    booktype: 1 | 4,
    step: number,
    books: number[],
    removes: number[] = [],
    token = alice.token,
  ) => t.call('addToBooks', { form: { chessid: finished, step, ptype: 2, booktype, books, removes }, token });
  const book = async (bookid: number) =>
    (await t.call('getBook', { params: { bookid }, token: alice.token })).body as BookResponse;

  it('saves a position and a full record, marks them in, shows them and takes them out', async () => {
    const positions = await create(4, 'Joseki');
    const records = await create(1, 'Pro games');
    expect(await list(5)).toEqual([
      {
        bookid: positions.bookid,
        name: 'Joseki',
        booktype: 4,
        chapters: [{ id: positions.chapterid, name: 'Chapter 1', isin: false }],
      },
      {
        bookid: records.bookid,
        name: 'Pro games',
        booktype: 1,
        chapters: [{ id: records.chapterid, name: 'Chapter 1', isin: false }],
      },
    ]);

    expect(await save(4, 5, [positions.chapterid])).toEqual({ status: 200, body: { result: 0 } });
    expect((await save(4, 5, [positions.chapterid])).status).toBe(200);
    expect(await save(1, 7, [records.chapterid])).toEqual({ status: 200, body: { result: 0 } });

    const at5 = await list(5);
    expect(at5.map((b) => b.chapters[0].isin)).toEqual([true, true]);
    // Another move of the same game: the position is not in, the game still is.
    expect((await list(6)).map((b) => b.chapters[0].isin)).toEqual([false, true]);
    expect((await list(5, bob.token)).length).toBe(0);

    const shown = await book(positions.bookid);
    expect(shown.chapters[0].entries).toEqual([
      expect.objectContaining({
        chessid: finished,
        step: 5,
        blackname: 'alice',
        whitename: 'bob',
        result: 'B+R',
        size: 9,
        moves: ELEVEN,
      }),
    ]);
    expect((await book(records.bookid)).chapters[0].entries).toEqual([
      expect.objectContaining({ chessid: finished, step: ELEVEN.length }),
    ]);

    const mine = (await t.call('getMyBooks', { token: alice.token })).body as MyBooksResponse;
    expect(mine.books.map((b) => [b.name, b.chapters[0].entries])).toEqual([
      ['Pro games', 1],
      ['Joseki', 1],
    ]);

    expect((await save(4, 5, [], [positions.chapterid])).status).toBe(200);
    expect((await book(positions.bookid)).chapters[0].entries).toEqual([]);
  });

  it('exports a book as one SGF collection: a position cut at its move, a record whole', async () => {
    const positions = await create(4, 'Middle game');
    const second = (
      await t.call('addChapter', { form: { bookid: positions.bookid, name: 'Fights' }, token: alice.token })
    ).body as { id: number };
    await save(4, 3, [positions.chapterid]);
    await save(4, 8, [second.id]);
    const answer = await t.call('exportBook', { params: { bookid: positions.bookid }, token: alice.token });
    expect(answer.status).toBe(200);
    const file = answer.body as BookExportResponse;
    expect(file.filename).toBe(`tengen-book-${positions.bookid}.sgf`);
    expect(file.games).toBe(2);
    const parsed = parseSgf(file.sgf);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const [first, other] = parsed.value.roots;
    expect(movesOf(first)).toEqual(ELEVEN.slice(0, 3));
    expect(movesOf(other)).toEqual(ELEVEN.slice(0, 8));
    expect(first.props.GN).toEqual(['Middle game / Chapter 1: alice – bob, move 3']);
    expect(other.props.GN).toEqual(['Middle game / Fights: alice – bob, move 8']);
    expect(first.props.PB).toEqual(['alice']);

    const records = await create(1, 'Whole');
    await save(1, 0, [records.chapterid]);
    const whole = (await t.call('exportBook', { params: { bookid: records.bookid }, token: alice.token }))
      .body as BookExportResponse;
    const root = parseSgf(whole.sgf);
    if (!root.ok) throw new Error(root.error.message);
    expect(movesOf(root.value.roots[0])).toEqual(ELEVEN);
    expect(root.value.roots[0].props.RE).toEqual(['B+R']);
  });

  it('renames and deletes books and chapters, keeping a book’s last chapter', async () => {
    const made = await create(4, 'Old name');
    expect(
      (await t.call('renameBook', { form: { bookid: made.bookid, name: ' New name ' }, token: alice.token }))
        .status,
    ).toBe(200);
    const added = (
      await t.call('addChapter', { form: { bookid: made.bookid, name: 'Two' }, token: alice.token })
    ).body as { id: number };
    expect(
      (await t.call('renameChapter', { form: { chapterid: added.id, name: 'Second' }, token: alice.token }))
        .status,
    ).toBe(200);
    expect((await book(made.bookid)).chapters.map((c) => c.name)).toEqual(['Chapter 1', 'Second']);
    expect((await book(made.bookid)).name).toBe('New name');
    expect(
      (await t.call('deleteChapter', { form: { chapterid: added.id }, token: alice.token })).status,
    ).toBe(200);
    const last = await t.call('deleteChapter', { form: { chapterid: made.chapterid }, token: alice.token });
    expect(last).toEqual({
      status: 409,
      body: { error: 'CONFLICT', message: 'a book keeps at least one chapter: delete the book instead' },
    });
    expect((await t.call('deleteBook', { form: { bookid: made.bookid }, token: alice.token })).status).toBe(
      200,
    );
    expect((await t.call('getBook', { params: { bookid: made.bookid }, token: alice.token })).status).toBe(
      404,
    );
  });

  describe('refusals, which change nothing', () => {
    it('refuses visitors without a token', async () => {
      expect((await t.call('getMyBooks', {})).status).toBe(401);
      expect((await t.call('getBookList', { form: { chessid: finished, step: 1, ptype: 2 } })).status).toBe(
        401,
      );
      const made = await t.call('createBook', { form: { booktype: 4, name: 'x', chapter: 'y' } });
      expect(made.status).toBe(401);
      expect(await t.store.books.booksOf(alice.user.id)).toEqual([]);
    });

    it('answers someone else’s book or chapter as unknown', async () => {
      const theirs = await create(4, 'Bob’s', bob.token);
      const tries = [
        await t.call('getBook', { params: { bookid: theirs.bookid }, token: alice.token }),
        await t.call('exportBook', { params: { bookid: theirs.bookid }, token: alice.token }),
        await t.call('renameBook', { form: { bookid: theirs.bookid, name: 'Mine' }, token: alice.token }),
        await t.call('deleteBook', { form: { bookid: theirs.bookid }, token: alice.token }),
        await t.call('addChapter', { form: { bookid: theirs.bookid, name: 'Mine' }, token: alice.token }),
        await t.call('renameChapter', {
          form: { chapterid: theirs.chapterid, name: 'M' },
          token: alice.token,
        }),
        await t.call('deleteChapter', { form: { chapterid: theirs.chapterid }, token: alice.token }),
        await save(4, 2, [theirs.chapterid]),
        await save(4, 2, [], [theirs.chapterid]),
      ];
      for (const answer of tries) expect(answer.status).toBe(404);
      expect(tries[0].body).toEqual({ error: 'NOT_FOUND', message: `no book ${theirs.bookid}` });
      expect(tries[7].body).toEqual({ error: 'NOT_FOUND', message: `no chapter ${theirs.chapterid}` });
      const kept = await t.store.books.booksOf(bob.user.id);
      expect(kept.map((b) => [b.name, b.chapters.map((c) => [c.name, c.entries])])).toEqual([
        ['Bob’s', [['Chapter 1', 0]]],
      ]);
    });

    it('refuses an unknown play, a move past the end, a game in progress and the wrong kind of chapter', async () => {
      const positions = await create(4, 'Positions');
      const records = await create(1, 'Records');
      const unknown = await t.call('addToBooks', {
        form: { chessid: 9999, step: 1, ptype: 2, booktype: 4, books: [positions.chapterid], removes: [] },
        token: alice.token,
      });
      expect(unknown).toEqual({ status: 404, body: { error: 'NOT_FOUND', message: 'no play 9999' } });
      expect(await save(4, 12, [positions.chapterid])).toEqual({
        status: 400,
        body: { error: 'BAD_REQUEST', message: 'step: the game has 11 moves' },
      });
      expect(await save(1, 3, [positions.chapterid])).toEqual({
        status: 400,
        body: {
          error: 'BAD_REQUEST',
          message: `books: chapter ${positions.chapterid} is in a position book`,
        },
      });
      expect((await save(4, 3, [records.chapterid])).status).toBe(400);
      expect((await save(4, 3, [positions.chapterid], [positions.chapterid])).status).toBe(400);

      const live = await newPlay();
      await rooms.play(live, ...joinAndMove('ee', 'cc'));
      const during = await t.call('addToBooks', {
        form: { chessid: live, step: 1, ptype: 2, booktype: 4, books: [positions.chapterid], removes: [] },
        token: alice.token,
      });
      expect(during.status).toBe(409);
      expect(
        (await t.call('getBookList', { form: { chessid: live, step: 1, ptype: 2 }, token: alice.token }))
          .status,
      ).toBe(409);
      expect((await book(positions.bookid)).chapters[0].entries).toEqual([]);
      expect((await book(records.bookid)).chapters[0].entries).toEqual([]);
    });

    it.each([
      ['', 'name: the name is empty'],
      ['   ', 'name: the name is empty'],
      ['x'.repeat(41), 'name: the name is longer than 40 characters'],
      ['<b>bold</b>', 'name: the name contains a control character or one of < > " ` \\ { }'],
      ['tab\there', 'name: the name contains a control character or one of < > " ` \\ { }'],
    ])('refuses the name %j', async (name, message) => {
      const answer = await t.call('createBook', {
        form: { booktype: 4, name, chapter: 'ok' },
        token: alice.token,
      });
      expect(answer).toEqual({ status: 400, body: { error: 'BAD_REQUEST', message } });
      expect(await t.store.books.booksOf(alice.user.id)).toEqual([]);
    });

    it('takes a 40-character Chinese name and refuses a bad chapter name', async () => {
      expect((await create(4, '定'.repeat(40))).bookid).toBeGreaterThan(0);
      const answer = await t.call('createBook', {
        form: { booktype: 1, name: 'ok', chapter: '{}' },
        token: alice.token,
      });
      expect(answer.status).toBe(400);
      expect((answer.body as { message: string }).message).toMatch(/^chapter: /);
    });

    it('refuses a 51st book', async () => {
      for (let i = 0; i < 50; i++)
        await t.store.books.createBook(
          { userId: alice.user.id, booktype: 4, name: `b${i}`, chapter: 'c', at: 1 },
          50,
        );
      const answer = await t.call('createBook', {
        form: { booktype: 4, name: 'one more', chapter: 'c' },
        token: alice.token,
      });
      expect(answer).toEqual({
        status: 409,
        body: { error: 'CONFLICT', message: 'you already have 50 books, the most one may' },
      });
      expect((await t.store.books.booksOf(alice.user.id)).length).toBe(50);
    });
  });
});
