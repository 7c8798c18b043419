/** The tables of migration 010 as Kysely sees them; `withBooks` adds them to the schema. */
import type { Generated, Kysely } from 'kysely';
import type { Db } from './db.ts';
import type { Database } from './schema.ts';

/** A user's record book: positions (booktype 4) or full records (1). */
export interface BooksTable {
  id: Generated<number>;
  user_id: number;
  booktype: number;
  name: string;
  created_at: number;
}

/** A chapter of a book; a book has at least one. */
export interface BookChaptersTable {
  id: Generated<number>;
  book_id: number;
  name: string;
  created_at: number;
}

/** A play saved in a chapter: at move `step` (a position), or whole (a full record, step 0). */
export interface BookEntriesTable {
  chapter_id: number;
  play_id: number;
  step: number;
  saved_at: number;
}

export type BookTables = {
  books: BooksTable;
  book_chapters: BookChaptersTable;
  book_entries: BookEntriesTable;
};

export type BookDb = Kysely<Database & BookTables>;

export function withBooks(db: Db): BookDb {
  return db.withTables<BookTables>();
}
