import type { GameNode, Mark } from '@tengen/core';
import type { BoardState } from './state.ts';

/**
 * Marks of one layer, per move node, by row-major point index. Keyed weakly: a node that leaves
 * the tree (a new record, a new puzzle) takes its marks with it.
 */
export type NodeMarks = WeakMap<GameNode, Map<number, Mark>>;

/** The node's marks in a layer, an empty map made the first time. */
export function marksOf(layer: NodeMarks, node: GameNode): Map<number, Mark> {
  let marks = layer.get(node);
  if (!marks) {
    marks = new Map();
    layer.set(node, marks);
  }
  return marks;
}

/**
 * What the current node shows on each point. Three layers, kept apart as chessground keeps the
 * user's shapes apart from its autoShapes, so that clearing one never wipes another: the record's
 * marks (the node's own, from SGF; the widget never changes them), the program's
 * (`state.programMarks`: a puzzle's choice labels) and the user's symbols (`state.symbols`). A
 * point shows one mark: the user's over the program's over the record's.
 */
export function shownMarks(state: BoardState): Map<number, Mark> {
  const node = state.game.current;
  const shown = new Map(node.marks);
  for (const [k, mark] of state.programMarks.get(node) ?? []) shown.set(k, mark);
  for (const [k, mark] of state.symbols.get(node) ?? []) shown.set(k, mark);
  return shown;
}
