/**
 * Record books, their chapters and saved entries (docs/books.md). An entry's key (chapter, play,
 * step) is what makes saving twice keep one. The owner's queries go through `books_user` and
 * the panel's "is it in here" through `book_entries_play`.
 */
import { type ColumnDefinitionBuilder, type Kysely, type Migration, PostgresAdapter } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function booksSchema(): Migration {
  const required = (col: ColumnDefinitionBuilder) => col.notNull();
  return {
    async up(db: AnyDb) {
      // The auto-increment id differs (see 001-initial); the engine is read from the handle.
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const idType = postgres ? 'serial' : 'integer';
      const id = (col: ColumnDefinitionBuilder) =>
        postgres ? col.primaryKey() : col.primaryKey().autoIncrement();

      await db.schema
        .createTable('books')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('booktype', 'integer', required)
        .addColumn('name', 'text', required)
        .addColumn('created_at', 'bigint', required)
        .execute();
      await db.schema.createIndex('books_user').on('books').columns(['user_id', 'id']).execute();

      await db.schema
        .createTable('book_chapters')
        .addColumn('id', idType, id)
        .addColumn('book_id', 'integer', (col) => col.notNull().references('books.id'))
        .addColumn('name', 'text', required)
        .addColumn('created_at', 'bigint', required)
        .execute();
      await db.schema
        .createIndex('book_chapters_book')
        .on('book_chapters')
        .columns(['book_id', 'id'])
        .execute();

      await db.schema
        .createTable('book_entries')
        .addColumn('chapter_id', 'integer', (col) => col.notNull().references('book_chapters.id'))
        .addColumn('play_id', 'integer', (col) => col.notNull().references('plays.id'))
        .addColumn('step', 'integer', required)
        .addColumn('saved_at', 'bigint', required)
        .addPrimaryKeyConstraint('book_entries_pk', ['chapter_id', 'play_id', 'step'])
        .execute();
      await db.schema
        .createIndex('book_entries_play')
        .on('book_entries')
        .columns(['play_id', 'step'])
        .execute();
    },
  };
}
