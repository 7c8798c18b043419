/** Record books (docs/books.md): books, chapters, saved positions and full records. */
import type { Db } from './db.ts';
import type { Dialect } from './types.ts';

// biome-ignore lint/suspicious/noEmptyInterface: filled as the feature lands
export interface BookStore {}

export function bookStore(_db: Db, _dialect: Dialect): BookStore {
  return {};
}
