/**
 * Tengen's record-book calls beyond the seed's two (docs/books.md): the user's books, one book
 * with its chapters and entries, creating, renaming and deleting books and chapters, and the
 * SGF export. Every one is the signed-in owner's own: another user's book answers 404.
 */
import { err, ok, type Result } from '@tengen/core';
import * as z from 'zod/mini';
import { BOOK_TYPE, type BookType } from '../constants/results.ts';
import { hasHiddenCharacter } from '../validate/hidden-characters.ts';
import { choiceField, idField, textField } from './fields.ts';
import type { OkResponse } from './responses.ts';
import type { RouteSpec } from './route-spec.ts';

const none = z.object({});
const bookid = z.object({ bookid: idField });
const bookType = choiceField([BOOK_TYPE.position, BOOK_TYPE.fullRecord]);
/** Checked by `validateBookName` on the server, so the refusal can say exactly what is wrong. */
const name = textField(0, 200);

/** The limits of docs/books.md. */
export const BOOK_LIMITS = {
  /** Books per user, of both types together. */
  books: 50,
  /** Chapters per book. */
  chapters: 30,
  /** Entries per chapter. */
  entries: 500,
  /** Characters (code points) of a book's or chapter's name. */
  nameLength: 40,
} as const;

/** Symbols a name may not hold (markup and quoting characters), besides control characters. */
export const BOOK_NAME_FORBIDDEN = '<>"`\\{}';

/** HIDDEN_CHARACTER: a bidirectional control or a zero-width character (validate/hidden-characters.ts). */
export type BookNameError = 'EMPTY' | 'TOO_LONG' | 'FORBIDDEN_SYMBOL' | 'HIDDEN_CHARACTER';

/** A book's or chapter's name as stored: trimmed, 1–40 characters, no control or forbidden symbol. */
export function validateBookName(text: string): Result<string, BookNameError> {
  const trimmed = text.trim();
  if (trimmed === '') return err('EMPTY');
  const chars = Array.from(trimmed);
  if (chars.length > BOOK_LIMITS.nameLength) return err('TOO_LONG');
  const bad = (ch: string) =>
    BOOK_NAME_FORBIDDEN.includes(ch) || ch.codePointAt(0)! < 0x20 || ch === '\u007f';
  if (chars.some(bad)) return err('FORBIDDEN_SYMBOL');
  if (hasHiddenCharacter(trimmed)) return err('HIDDEN_CHARACTER');
  return ok(trimmed);
}

export const BOOK_ROUTES = {
  /** The viewer's books, newest first, with their chapters and how many entries each holds. */
  getMyBooks: { method: 'GET', path: '/jwt/mybooks/', params: none, form: none, auth: 'user' },
  /** One of the viewer's books: its chapters in order and the entries of each. */
  getBook: { method: 'GET', path: '/jwt/book/{bookid}/', params: bookid, form: none, auth: 'user' },
  /** A new book with its first chapter. */
  createBook: {
    method: 'POST',
    path: '/jwt/createbook/',
    params: none,
    form: z.object({ booktype: bookType, name, chapter: name }),
    auth: 'user',
  },
  renameBook: {
    method: 'POST',
    path: '/jwt/renamebook/',
    params: none,
    form: z.object({ bookid: idField, name }),
    auth: 'user',
  },
  /** The book, its chapters and entries go. */
  deleteBook: { method: 'POST', path: '/jwt/deletebook/', params: none, form: bookid, auth: 'user' },
  addChapter: {
    method: 'POST',
    path: '/jwt/addchapter/',
    params: none,
    form: z.object({ bookid: idField, name }),
    auth: 'user',
  },
  renameChapter: {
    method: 'POST',
    path: '/jwt/renamechapter/',
    params: none,
    form: z.object({ chapterid: idField, name }),
    auth: 'user',
  },
  /** The chapter and its entries go; a book's last chapter stays (409). */
  deleteChapter: {
    method: 'POST',
    path: '/jwt/deletechapter/',
    params: none,
    form: z.object({ chapterid: idField }),
    auth: 'user',
  },
  /** The whole book as one SGF collection, one game tree per entry. */
  exportBook: { method: 'GET', path: '/jwt/bookexport/{bookid}/', params: bookid, form: none, auth: 'user' },
} as const satisfies Record<string, RouteSpec>;

/** One of the user's books in the list of /book/. */
export interface BookSummary {
  readonly bookid: number;
  readonly name: string;
  readonly booktype: BookType;
  readonly chapters: readonly { readonly id: number; readonly name: string; readonly entries: number }[];
  readonly createdAt: number;
}

export interface MyBooksResponse {
  readonly books: readonly BookSummary[];
  /** BOOK_LIMITS.books, so the page can say how many are left. */
  readonly limit: number;
}

/**
 * One saved entry: a position (`step` the move number it shows) or a full record (`step` the
 * game's length). The record's start and moves come along, so the page draws it without
 * asking again: `moves` are all the game's moves (SGF points, `tt` a pass).
 */
export interface BookEntry {
  readonly chessid: number;
  readonly step: number;
  readonly blackname: string;
  readonly whitename: string;
  /** The result as the game's record words it ('B+R', 'W+3.5'); '' when there is none. */
  readonly result: string;
  readonly size: number;
  readonly blackfirst: boolean;
  readonly prepos: { readonly black: readonly string[]; readonly white: readonly string[] };
  readonly moves: readonly string[];
  /** When it was saved, Unix ms. */
  readonly savedAt: number;
}

export interface BookChapterEntries {
  readonly id: number;
  readonly name: string;
  readonly entries: readonly BookEntry[];
}

export interface BookResponse {
  readonly bookid: number;
  readonly name: string;
  readonly booktype: BookType;
  readonly chapters: readonly BookChapterEntries[];
}

export interface CreateBookResponse {
  readonly bookid: number;
  /** The first chapter's id. */
  readonly chapterid: number;
}

export interface BookExportResponse {
  readonly filename: string;
  /** The SGF collection's text. */
  readonly sgf: string;
  /** Game trees in it (the entries of every chapter). */
  readonly games: number;
}

/** The 200 answer body of each route above. */
export interface BooksResponses {
  getMyBooks: MyBooksResponse;
  getBook: BookResponse;
  createBook: CreateBookResponse;
  renameBook: OkResponse;
  deleteBook: OkResponse;
  addChapter: { readonly id: number };
  renameChapter: OkResponse;
  deleteChapter: OkResponse;
  exportBook: BookExportResponse;
}
