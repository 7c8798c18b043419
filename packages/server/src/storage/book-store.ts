/**
 * Record books (docs/books.md): books, chapters, saved positions and full records. Changes
 * that a limit guards (a new book, chapter or entry) count and write in one write transaction,
 * so two requests at once cannot both pass the limit.
 */
import { err, ok, type Result } from '@tengen/core';
import { type BookDb, withBooks } from './book-schema.ts';
import { type Db, inWriteTransaction } from './db.ts';
import type { Dialect } from './types.ts';

export interface StoredBook {
  readonly id: number;
  readonly userId: number;
  /** 4 positions, 1 full records. */
  readonly booktype: number;
  readonly name: string;
  readonly createdAt: number;
}

export interface StoredChapter {
  readonly id: number;
  readonly bookId: number;
  readonly name: string;
}

/** A chapter with its book's owner and type, as the checks of a change need it. */
export interface OwnedChapter extends StoredChapter {
  readonly userId: number;
  readonly booktype: number;
}

export interface StoredEntry {
  readonly chapterId: number;
  readonly playId: number;
  /** The move number of a position; 0 for a full record. */
  readonly step: number;
  readonly savedAt: number;
}

/** A book with its chapters (in order) and how many entries each holds. */
export interface BookWithChapters extends StoredBook {
  readonly chapters: readonly (StoredChapter & { readonly entries: number })[];
}

export type BookLimitError = 'LIMIT';
export type ChapterDeleteError = 'LAST_CHAPTER';

export interface BookStore {
  /** The user's books in the order they were made, with their chapters. */
  booksOf(userId: number): Promise<BookWithChapters[]>;
  bookById(bookId: number): Promise<StoredBook | null>;
  chapterById(chapterId: number): Promise<OwnedChapter | null>;
  chaptersOf(bookId: number): Promise<StoredChapter[]>;
  /** A book and its first chapter; LIMIT when the user already has `limit` books. */
  createBook(
    book: { userId: number; booktype: number; name: string; chapter: string; at: number },
    limit: number,
  ): Promise<Result<{ bookId: number; chapterId: number }, BookLimitError>>;
  renameBook(bookId: number, name: string): Promise<void>;
  /** The book with its chapters and entries. */
  deleteBook(bookId: number): Promise<void>;
  addChapter(
    bookId: number,
    name: string,
    at: number,
    limit: number,
  ): Promise<Result<number, BookLimitError>>;
  renameChapter(chapterId: number, name: string): Promise<void>;
  /** The chapter and its entries; a book keeps its last chapter. */
  deleteChapter(chapterId: number): Promise<Result<void, ChapterDeleteError>>;
  /** The ids of the user's chapters that hold (play, step). */
  chaptersHolding(userId: number, playId: number, step: number): Promise<Set<number>>;
  /**
   * Saves (play, step) into `adds` and takes it out of `removes`, all or nothing. An entry
   * already there stays as it was (saving twice keeps one); LIMIT when a chapter of `adds`
   * would go past `limit` entries.
   */
  saveEntry(
    entry: { playId: number; step: number; adds: readonly number[]; removes: readonly number[]; at: number },
    limit: number,
  ): Promise<Result<void, BookLimitError>>;
  /** The entries of a book's chapters, in the order they were saved. */
  entriesOf(bookId: number): Promise<StoredEntry[]>;
}

export function bookStore(db: Db, dialect: Dialect): BookStore {
  const books = withBooks(db);
  const write = <T>(work: (tx: BookDb) => Promise<T>) =>
    inWriteTransaction(db, dialect, (tx) => work(withBooks(tx)));
  const count = (value: unknown) => Number(value ?? 0);

  return {
    async booksOf(userId) {
      const rows = await books
        .selectFrom('books')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      if (rows.length === 0) return [];
      const chapters = await books
        .selectFrom('book_chapters as c')
        .leftJoin('book_entries as e', 'e.chapter_id', 'c.id')
        .select(({ fn }) => ['c.id', 'c.book_id', 'c.name', fn.count<number>('e.play_id').as('entries')])
        .where(
          'c.book_id',
          'in',
          rows.map((r) => r.id),
        )
        .groupBy(['c.id', 'c.book_id', 'c.name'])
        .orderBy('c.id')
        .execute();
      return rows.map((r) => ({
        ...bookOfRow(r),
        chapters: chapters
          .filter((c) => c.book_id === r.id)
          .map((c) => ({ id: c.id, bookId: c.book_id, name: c.name, entries: count(c.entries) })),
      }));
    },

    async bookById(bookId) {
      const row = await books.selectFrom('books').selectAll().where('id', '=', bookId).executeTakeFirst();
      return row ? bookOfRow(row) : null;
    },

    async chapterById(chapterId) {
      const row = await books
        .selectFrom('book_chapters as c')
        .innerJoin('books as b', 'b.id', 'c.book_id')
        .select(['c.id', 'c.book_id', 'c.name', 'b.user_id', 'b.booktype'])
        .where('c.id', '=', chapterId)
        .executeTakeFirst();
      return row
        ? { id: row.id, bookId: row.book_id, name: row.name, userId: row.user_id, booktype: row.booktype }
        : null;
    },

    async chaptersOf(bookId) {
      const rows = await books
        .selectFrom('book_chapters')
        .select(['id', 'book_id', 'name'])
        .where('book_id', '=', bookId)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: r.id, bookId: r.book_id, name: r.name }));
    },

    createBook: (book, limit) =>
      write(async (tx) => {
        const held = await tx
          .selectFrom('books')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .where('user_id', '=', book.userId)
          .executeTakeFirstOrThrow();
        if (count(held.n) >= limit) return err('LIMIT' as const);
        const { id: bookId } = await tx
          .insertInto('books')
          .values({ user_id: book.userId, booktype: book.booktype, name: book.name, created_at: book.at })
          .returning('id')
          .executeTakeFirstOrThrow();
        const { id: chapterId } = await tx
          .insertInto('book_chapters')
          .values({ book_id: bookId, name: book.chapter, created_at: book.at })
          .returning('id')
          .executeTakeFirstOrThrow();
        return ok({ bookId, chapterId });
      }),

    async renameBook(bookId, name) {
      await books.updateTable('books').set({ name }).where('id', '=', bookId).execute();
    },

    deleteBook: (bookId) =>
      write(async (tx) => {
        const chapters = tx.selectFrom('book_chapters').select('id').where('book_id', '=', bookId);
        await tx.deleteFrom('book_entries').where('chapter_id', 'in', chapters).execute();
        await tx.deleteFrom('book_chapters').where('book_id', '=', bookId).execute();
        await tx.deleteFrom('books').where('id', '=', bookId).execute();
      }),

    addChapter: (bookId, name, at, limit) =>
      write(async (tx) => {
        const held = await tx
          .selectFrom('book_chapters')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .where('book_id', '=', bookId)
          .executeTakeFirstOrThrow();
        if (count(held.n) >= limit) return err('LIMIT' as const);
        const { id } = await tx
          .insertInto('book_chapters')
          .values({ book_id: bookId, name, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        return ok(id);
      }),

    async renameChapter(chapterId, name) {
      await books.updateTable('book_chapters').set({ name }).where('id', '=', chapterId).execute();
    },

    deleteChapter: (chapterId) =>
      write(async (tx) => {
        const chapter = await tx
          .selectFrom('book_chapters')
          .select('book_id')
          .where('id', '=', chapterId)
          .executeTakeFirst();
        if (!chapter) return ok(undefined);
        const held = await tx
          .selectFrom('book_chapters')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .where('book_id', '=', chapter.book_id)
          .executeTakeFirstOrThrow();
        if (count(held.n) <= 1) return err('LAST_CHAPTER' as const);
        await tx.deleteFrom('book_entries').where('chapter_id', '=', chapterId).execute();
        await tx.deleteFrom('book_chapters').where('id', '=', chapterId).execute();
        return ok(undefined);
      }),

    async chaptersHolding(userId, playId, step) {
      const rows = await books
        .selectFrom('book_entries as e')
        .innerJoin('book_chapters as c', 'c.id', 'e.chapter_id')
        .innerJoin('books as b', 'b.id', 'c.book_id')
        .select('e.chapter_id')
        .where('b.user_id', '=', userId)
        .where('e.play_id', '=', playId)
        .where('e.step', '=', step)
        .execute();
      return new Set(rows.map((r) => r.chapter_id));
    },

    saveEntry: (entry, limit) =>
      write(async (tx) => {
        const { playId, step, at } = entry;
        if (entry.removes.length > 0) {
          await tx
            .deleteFrom('book_entries')
            .where('play_id', '=', playId)
            .where('step', '=', step)
            .where('chapter_id', 'in', [...entry.removes])
            .execute();
        }
        for (const chapterId of new Set(entry.adds)) {
          const there = await tx
            .selectFrom('book_entries')
            .select('chapter_id')
            .where('chapter_id', '=', chapterId)
            .where('play_id', '=', playId)
            .where('step', '=', step)
            .executeTakeFirst();
          if (there) continue;
          const held = await tx
            .selectFrom('book_entries')
            .select(({ fn }) => fn.countAll<number>().as('n'))
            .where('chapter_id', '=', chapterId)
            .executeTakeFirstOrThrow();
          // Throwing rolls back the removals and the entries added before this one.
          if (count(held.n) >= limit) throw new EntryLimit();
          await tx
            .insertInto('book_entries')
            .values({ chapter_id: chapterId, play_id: playId, step, saved_at: at })
            .execute();
        }
        return ok(undefined);
      }).catch((error: unknown) => {
        if (error instanceof EntryLimit) return err('LIMIT' as const);
        throw error;
      }),

    async entriesOf(bookId) {
      const rows = await books
        .selectFrom('book_entries as e')
        .innerJoin('book_chapters as c', 'c.id', 'e.chapter_id')
        .select(['e.chapter_id', 'e.play_id', 'e.step', 'e.saved_at'])
        .where('c.book_id', '=', bookId)
        .orderBy('e.saved_at')
        .orderBy('e.play_id')
        .orderBy('e.step')
        .execute();
      return rows.map((r) => ({
        chapterId: r.chapter_id,
        playId: r.play_id,
        step: r.step,
        savedAt: Number(r.saved_at),
      }));
    },
  };
}

class EntryLimit extends Error {}

function bookOfRow(r: {
  id: number;
  user_id: number;
  booktype: number;
  name: string;
  created_at: number;
}): StoredBook {
  return { id: r.id, userId: r.user_id, booktype: r.booktype, name: r.name, createdAt: Number(r.created_at) };
}
