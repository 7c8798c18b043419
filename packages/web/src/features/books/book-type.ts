import { BOOK_TYPE, type BookType } from '@tengen/protocol';

/** The `booktype` of the address: 4 a position book, 1 a full-record book; anything else a position book. */
export function bookTypeOf(search: string): BookType {
  return new URLSearchParams(search).get('booktype') === String(BOOK_TYPE.fullRecord)
    ? BOOK_TYPE.fullRecord
    : BOOK_TYPE.position;
}
