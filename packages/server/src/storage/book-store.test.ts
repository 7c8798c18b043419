import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUsers, testDatabases } from '../testing/test-databases.ts';
import { finishedPlay } from '../testing/test-plays.ts';
import type { Store } from './store.ts';

describe.each(testDatabases())('record books on $name', (engine) => {
  let store: Store;
  let owner: number;
  let other: number;
  let playId: number;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    store = await engine.newStore();
    [owner, other] = await createTestUsers(store, ['book_owner', 'book_other']);
    playId = (await finishedPlay(store, owner, other, ['dd', 'pp', 'dp', 'pd'])).id;
  });
  afterEach(() => store.close());

  const newBook = async (name = 'Joseki', booktype = 4, userId = owner, limit = 50) =>
    store.books.createBook({ userId, booktype, name, chapter: 'First', at: 100 }, limit);

  it('makes a book with its first chapter and lists it with entry counts', async () => {
    const made = await newBook();
    if (!made.ok) throw new Error('not made');
    const second = await store.books.addChapter(made.value.bookId, 'Second', 101, 30);
    expect(second.ok).toBe(true);
    await store.books.saveEntry({ playId, step: 3, adds: [made.value.chapterId], removes: [], at: 102 }, 500);

    const books = await store.books.booksOf(owner);
    expect(books).toEqual([
      {
        id: made.value.bookId,
        userId: owner,
        booktype: 4,
        name: 'Joseki',
        createdAt: 100,
        chapters: [
          { id: made.value.chapterId, bookId: made.value.bookId, name: 'First', entries: 1 },
          { id: second.ok ? second.value : 0, bookId: made.value.bookId, name: 'Second', entries: 0 },
        ],
      },
    ]);
    expect(await store.books.booksOf(other)).toEqual([]);
    expect(await store.books.chapterById(made.value.chapterId)).toMatchObject({ userId: owner, booktype: 4 });
  });

  it('refuses a book past the limit and makes nothing', async () => {
    expect((await newBook('a', 4, owner, 2)).ok).toBe(true);
    expect((await newBook('b', 1, owner, 2)).ok).toBe(true);
    expect(await newBook('c', 4, owner, 2)).toEqual({ ok: false, error: 'LIMIT' });
    expect((await store.books.booksOf(owner)).map((b) => b.name)).toEqual(['a', 'b']);
    expect((await newBook('theirs', 4, other, 2)).ok).toBe(true);
  });

  it('keeps one entry when the same position is saved twice, and removes it', async () => {
    const made = await newBook();
    if (!made.ok) throw new Error('not made');
    const chapter = made.value.chapterId;
    const save = (adds: number[], removes: number[], step = 2) =>
      store.books.saveEntry({ playId, step, adds, removes, at: 200 }, 500);
    await save([chapter, chapter], []);
    await save([chapter], []);
    expect(await store.books.entriesOf(made.value.bookId)).toEqual([
      { chapterId: chapter, playId, step: 2, savedAt: 200 },
    ]);
    expect(await store.books.chaptersHolding(owner, playId, 2)).toEqual(new Set([chapter]));
    expect(await store.books.chaptersHolding(owner, playId, 3)).toEqual(new Set());
    expect(await store.books.chaptersHolding(other, playId, 2)).toEqual(new Set());

    await save([], [chapter]);
    expect(await store.books.entriesOf(made.value.bookId)).toEqual([]);
  });

  it('saves all or nothing when a chapter is full', async () => {
    const made = await newBook();
    if (!made.ok) throw new Error('not made');
    const first = made.value.chapterId;
    const full = await store.books.addChapter(made.value.bookId, 'Full', 101, 30);
    if (!full.ok) throw new Error('no chapter');
    await store.books.saveEntry({ playId, step: 1, adds: [full.value, first], removes: [], at: 1 }, 1);
    expect((await store.books.entriesOf(made.value.bookId)).length).toBe(2);

    const refused = await store.books.saveEntry(
      { playId, step: 4, adds: [first, full.value], removes: [], at: 2 },
      1,
    );
    expect(refused).toEqual({ ok: false, error: 'LIMIT' });
    expect((await store.books.entriesOf(made.value.bookId)).map((e) => e.step)).toEqual([1, 1]);
  });

  it('keeps a book’s last chapter and deletes a book with everything in it', async () => {
    const made = await newBook();
    if (!made.ok) throw new Error('not made');
    expect(await store.books.deleteChapter(made.value.chapterId)).toEqual({
      ok: false,
      error: 'LAST_CHAPTER',
    });
    const second = await store.books.addChapter(made.value.bookId, 'Second', 101, 30);
    if (!second.ok) throw new Error('no chapter');
    await store.books.saveEntry({ playId, step: 1, adds: [second.value], removes: [], at: 1 }, 500);
    expect((await store.books.deleteChapter(second.value)).ok).toBe(true);
    expect(await store.books.entriesOf(made.value.bookId)).toEqual([]);

    await store.books.saveEntry({ playId, step: 1, adds: [made.value.chapterId], removes: [], at: 1 }, 500);
    await store.books.renameBook(made.value.bookId, 'Renamed');
    await store.books.renameChapter(made.value.chapterId, 'Chapter one');
    expect(await store.books.bookById(made.value.bookId)).toMatchObject({ name: 'Renamed' });
    expect(await store.books.chaptersOf(made.value.bookId)).toEqual([
      { id: made.value.chapterId, bookId: made.value.bookId, name: 'Chapter one' },
    ]);
    await store.books.deleteBook(made.value.bookId);
    expect(await store.books.bookById(made.value.bookId)).toBeNull();
    expect(await store.books.chapterById(made.value.chapterId)).toBeNull();
    expect(await store.books.chaptersHolding(owner, playId, 1)).toEqual(new Set());
  });

  it('refuses chapters past the limit', async () => {
    const made = await newBook();
    if (!made.ok) throw new Error('not made');
    expect((await store.books.addChapter(made.value.bookId, 'Two', 1, 2)).ok).toBe(true);
    expect(await store.books.addChapter(made.value.bookId, 'Three', 1, 2)).toEqual({
      ok: false,
      error: 'LIMIT',
    });
    expect((await store.books.chaptersOf(made.value.bookId)).length).toBe(2);
  });
});
