import type { RecordBook } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { chapterChanges } from './chapter-changes.ts';

const books: RecordBook[] = [
  {
    bookid: 1,
    name: 'Joseki',
    booktype: 4,
    chapters: [
      { id: 10, name: 'Corners', isin: true },
      { id: 11, name: 'Sides', isin: false },
    ],
  },
  { bookid: 2, name: 'Fights', booktype: 4, chapters: [{ id: 20, name: 'One', isin: false }] },
];

describe('chapterChanges', () => {
  it('changes nothing while the ticks are what the server said', () => {
    expect(chapterChanges(books, new Set([10]))).toEqual({ books: [], removes: [] });
  });

  it('adds the newly ticked chapters and removes the unticked ones that held it', () => {
    expect(chapterChanges(books, new Set([11, 20]))).toEqual({ books: [11, 20], removes: [10] });
  });

  it('ignores ticks of chapters not listed (another tab’s books)', () => {
    expect(chapterChanges(books.slice(1), new Set([10, 20]))).toEqual({ books: [20], removes: [] });
  });
});
