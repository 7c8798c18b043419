/**
 * A problem collection as a file (packages/server/collections/*.json, or written by
 * `tengen problems import`): what it is, where it comes from, and its problems in order.
 */
import type { ProblemData } from '@tengen/protocol';

export interface CollectionFile {
  /** A slug: the collection's address under /problems/. */
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** Where the problems come from (a book, a public repository), shown on the site. */
  readonly source: string;
  readonly licence: string;
  /** The collection's place in the list. */
  readonly position: number;
  readonly problems: readonly CollectionProblem[];
  /**
   * Set by `tengen problems refute`: the ok lines' replies and the fail lines came from this
   * engine (a new run starts again from the ok lines' first moves).
   */
  readonly refutation?: { readonly engine: string; readonly level: number; readonly margin: number };
}

export interface CollectionProblem {
  /** 1, 2, 3, … in the collection. */
  readonly number: number;
  /** "Black to play", as the source wrote it. */
  readonly prompt: string;
  readonly data: ProblemData;
}
