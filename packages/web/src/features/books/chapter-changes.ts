import type { RecordBook } from '@tengen/protocol';

/** What addtobooks is to change: ticked chapters not yet holding it, held ones unticked. */
export function chapterChanges(
  books: readonly RecordBook[],
  ticked: ReadonlySet<number>,
): { books: number[]; removes: number[] } {
  const chapters = books.flatMap((b) => b.chapters);
  return {
    books: chapters.filter((c) => !c.isin && ticked.has(c.id)).map((c) => c.id),
    removes: chapters.filter((c) => c.isin && !ticked.has(c.id)).map((c) => c.id),
  };
}
