/**
 * A book as one SGF collection (docs/books.md, "Export"): one game tree per entry, chapter by
 * chapter. A full record is the game's stored record; a position is that record cut after the
 * move it shows (its moves, not a setup, so the order they came in is kept), with a comment
 * on its last node. Each tree's GN names the book, the chapter and the players.
 */
import { parseSgf, type SgfNode, stringifySgf } from '@tengen/core';
import { BOOK_TYPE } from '@tengen/protocol';

export interface ExportedEntry {
  readonly chapter: string;
  /** The game's SGF record. */
  readonly sgf: string;
  readonly blackName: string;
  readonly whiteName: string;
  /** The move number of a position; ignored for a full record. */
  readonly step: number;
}

/** The collection's text and how many game trees it holds (an unreadable record is left out). */
export function bookSgf(
  book: { readonly name: string; readonly booktype: number },
  entries: readonly ExportedEntry[],
): { sgf: string; games: number } {
  const roots: SgfNode[] = [];
  for (const entry of entries) {
    const parsed = parseSgf(entry.sgf);
    if (!parsed.ok || parsed.value.roots.length === 0) continue;
    const root = parsed.value.roots[0];
    const players = `${entry.blackName} – ${entry.whiteName}`;
    if (book.booktype === BOOK_TYPE.position) {
      const last = cutAfterMove(root, entry.step);
      const note = `Move ${entry.step}`;
      last.props.C = [last.props.C?.[0] ? `${note}\n\n${last.props.C[0]}` : note];
      root.props.GN = [`${book.name} / ${entry.chapter}: ${players}, move ${entry.step}`];
    } else {
      root.props.GN = [`${book.name} / ${entry.chapter}: ${players}`];
    }
    roots.push(root);
  }
  return { sgf: roots.length === 0 ? '' : stringifySgf(roots), games: roots.length };
}

function isMove(node: SgfNode): boolean {
  return node.props.B !== undefined || node.props.W !== undefined;
}

/** Keeps the main line up to its `step`th move and drops what follows; answers the last node kept. */
export function cutAfterMove(root: SgfNode, step: number): SgfNode {
  let node = root;
  let moves = isMove(root) ? 1 : 0;
  while (moves < step && node.children.length > 0) {
    node = node.children[0];
    if (isMove(node)) moves++;
  }
  node.children = [];
  // Territory marks belong to the finished game, not to a position on the way.
  delete node.props.TB;
  delete node.props.TW;
  return node;
}

/** The download's file name: the book's id (names may hold anything a file name may not). */
export function bookFileName(bookId: number): string {
  return `tengen-book-${bookId}.sgf`;
}
