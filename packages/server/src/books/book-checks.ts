/**
 * The checks every book call shares: the name rules, and that a book or chapter is the
 * viewer's. Another user's book answers as an unknown one (404), so ids reveal nothing.
 */
import { err, ok, type Result } from '@tengen/core';
import { type BookNameError, HIDDEN_NAME_CHARACTER_TEXT, validateBookName } from '@tengen/protocol';
import { failure, type HttpFailure } from '../http/failure.ts';
import type { OwnedChapter, StoredBook } from '../storage/book-store.ts';
import type { Store } from '../storage/store.ts';

const NAME_ERRORS: Readonly<Record<BookNameError, string>> = {
  EMPTY: 'the name is empty',
  TOO_LONG: 'the name is longer than 40 characters',
  FORBIDDEN_SYMBOL: 'the name contains a control character or one of < > " ` \\ { }',
  HIDDEN_CHARACTER: HIDDEN_NAME_CHARACTER_TEXT,
};

/** The name as stored, or a 400 naming the field. */
export function bookName(field: string, text: string): Result<string, HttpFailure> {
  const name = validateBookName(text);
  return name.ok ? name : err(failure('BAD_REQUEST', `${field}: ${NAME_ERRORS[name.error]}`));
}

export async function ownBook(
  store: Store,
  userId: number,
  bookId: number,
): Promise<Result<StoredBook, HttpFailure>> {
  const book = await store.books.bookById(bookId);
  if (book === null || book.userId !== userId) return err(failure('NOT_FOUND', `no book ${bookId}`));
  return ok(book);
}

export async function ownChapter(
  store: Store,
  userId: number,
  chapterId: number,
): Promise<Result<OwnedChapter, HttpFailure>> {
  const chapter = await store.books.chapterById(chapterId);
  if (chapter === null || chapter.userId !== userId)
    return err(failure('NOT_FOUND', `no chapter ${chapterId}`));
  return ok(chapter);
}
