/**
 * Record books (seed 000 sections 2, 3, 7; docs/books.md): Tengen's calls to list, read,
 * create, rename and delete books and chapters and to export a book, all the owner's alone;
 * the seed's two calls of the saving panel are in book-save-routes.ts.
 */
import { err, ok } from '@tengen/core';
import { BOOK_LIMITS } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import { playSgf } from '../play/play-record.ts';
import { bookName, ownBook, ownChapter } from './book-checks.ts';
import { bookEntry, entryGames } from './book-entries.ts';
import { addBookSaveRoutes } from './book-save-routes.ts';
import { bookFileName, bookSgf, type ExportedEntry } from './book-sgf.ts';

const DONE = { result: 0 } as const;

export function addBookRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;
  addBookSaveRoutes(app, deps);

  addRoute(app, accounts, 'getMyBooks', async ({ viewer }) => {
    const books = await store.books.booksOf(viewer.user.id);
    return ok({
      limit: BOOK_LIMITS.books,
      books: books.reverse().map((b) => ({
        bookid: b.id,
        name: b.name,
        booktype: b.booktype as 1 | 4,
        createdAt: b.createdAt,
        chapters: b.chapters.map((c) => ({ id: c.id, name: c.name, entries: c.entries })),
      })),
    });
  });

  addRoute(app, accounts, 'getBook', async ({ params, viewer }) => {
    const book = await ownBook(store, viewer.user.id, params.bookid);
    if (!book.ok) return book;
    const [chapters, entries] = await Promise.all([
      store.books.chaptersOf(book.value.id),
      store.books.entriesOf(book.value.id),
    ]);
    const games = await entryGames(store, entries);
    return ok({
      bookid: book.value.id,
      name: book.value.name,
      booktype: book.value.booktype as 1 | 4,
      chapters: chapters.map((c) => ({
        id: c.id,
        name: c.name,
        entries: entries.flatMap((e) => {
          const game = games.get(e.playId);
          return e.chapterId === c.id && game ? [bookEntry(e, game, book.value.booktype)] : [];
        }),
      })),
    });
  });

  addRoute(app, accounts, 'createBook', async ({ form, viewer }) => {
    const name = bookName('name', form.name);
    if (!name.ok) return name;
    const chapter = bookName('chapter', form.chapter);
    if (!chapter.ok) return chapter;
    const made = await store.books.createBook(
      {
        userId: viewer.user.id,
        booktype: form.booktype,
        name: name.value,
        chapter: chapter.value,
        at: deps.now(),
      },
      BOOK_LIMITS.books,
    );
    if (!made.ok)
      return err(failure('CONFLICT', `you already have ${BOOK_LIMITS.books} books, the most one may`));
    return ok({ bookid: made.value.bookId, chapterid: made.value.chapterId });
  });

  addRoute(app, accounts, 'renameBook', async ({ form, viewer }) => {
    const book = await ownBook(store, viewer.user.id, form.bookid);
    if (!book.ok) return book;
    const name = bookName('name', form.name);
    if (!name.ok) return name;
    await store.books.renameBook(book.value.id, name.value);
    return ok(DONE);
  });

  addRoute(app, accounts, 'deleteBook', async ({ form, viewer }) => {
    const book = await ownBook(store, viewer.user.id, form.bookid);
    if (!book.ok) return book;
    await store.books.deleteBook(book.value.id);
    return ok(DONE);
  });

  addRoute(app, accounts, 'addChapter', async ({ form, viewer }) => {
    const book = await ownBook(store, viewer.user.id, form.bookid);
    if (!book.ok) return book;
    const name = bookName('name', form.name);
    if (!name.ok) return name;
    const added = await store.books.addChapter(book.value.id, name.value, deps.now(), BOOK_LIMITS.chapters);
    if (!added.ok)
      return err(
        failure('CONFLICT', `the book already has ${BOOK_LIMITS.chapters} chapters, the most it may`),
      );
    return ok({ id: added.value });
  });

  addRoute(app, accounts, 'renameChapter', async ({ form, viewer }) => {
    const chapter = await ownChapter(store, viewer.user.id, form.chapterid);
    if (!chapter.ok) return chapter;
    const name = bookName('name', form.name);
    if (!name.ok) return name;
    await store.books.renameChapter(chapter.value.id, name.value);
    return ok(DONE);
  });

  addRoute(app, accounts, 'deleteChapter', async ({ form, viewer }) => {
    const chapter = await ownChapter(store, viewer.user.id, form.chapterid);
    if (!chapter.ok) return chapter;
    const deleted = await store.books.deleteChapter(chapter.value.id);
    if (!deleted.ok)
      return err(failure('CONFLICT', 'a book keeps at least one chapter: delete the book instead'));
    return ok(DONE);
  });

  addRoute(app, accounts, 'exportBook', async ({ params, viewer }) => {
    const book = await ownBook(store, viewer.user.id, params.bookid);
    if (!book.ok) return book;
    const [chapters, entries] = await Promise.all([
      store.books.chaptersOf(book.value.id),
      store.books.entriesOf(book.value.id),
    ]);
    const games = await entryGames(store, entries);
    const records = new Map<number, string>();
    for (const { play } of games.values()) records.set(play.id, await playSgf(store, play));
    const exported: ExportedEntry[] = chapters.flatMap((c) =>
      entries.flatMap((e) => {
        const game = games.get(e.playId);
        if (e.chapterId !== c.id || !game) return [];
        const sgf = records.get(e.playId) ?? '';
        return [{ chapter: c.name, sgf, blackName: game.blackName, whiteName: game.whiteName, step: e.step }];
      }),
    );
    const { sgf, games: count } = bookSgf(book.value, exported);
    return ok({ filename: bookFileName(book.value.id), sgf, games: count });
  });
}
