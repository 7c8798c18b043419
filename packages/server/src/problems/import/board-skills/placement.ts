/** Placement problems: fill every liberty of the opponent's weakest group in a Cho Chikun position. */
import { type Board, EMPTY, opponent, type Vertex, vertexToSgf } from '@tengen/core';
import type { CollectionProblem } from '../../collection-file.ts';
import { firstColorOf, setupBoard } from '../problem-board.ts';
import { corpusPuzzle, problemSourceName } from './corpus-position.ts';

interface Group {
  readonly stones: Vertex[];
  readonly liberties: Vertex[];
}

function groupsOf(board: Board, color: number): Group[] {
  const seen = new Set<number>();
  const groups: Group[] = [];
  for (let y = 0; y < board.size; y++)
    for (let x = 0; x < board.size; x++) {
      const p = board.index({ x, y });
      if (board.get({ x, y }) !== color || seen.has(p)) continue;
      const chain = board.chainOf(p);
      for (const s of chain) seen.add(s);
      const liberties = new Map<number, Vertex>();
      for (const s of chain)
        for (const n of board.neighbours(s)) {
          const v = board.vertex(n);
          if (board.has(v) && board.get(v) === EMPTY) liberties.set(n, v);
        }
      groups.push({ stones: chain.map((s) => board.vertex(s)), liberties: [...liberties.values()] });
    }
  return groups;
}

/** An order in which the side to play can fill all the liberties (the last one captures), or null. */
function fillingOrder(board: Board, liberties: Vertex[], color: 1 | 2): Vertex[] | null {
  if (liberties.length === 0) return [];
  for (const [i, v] of liberties.entries()) {
    const after = board.clone();
    if (!after.play(v, color).ok) continue;
    const rest = fillingOrder(after, [...liberties.slice(0, i), ...liberties.slice(i + 1)], color);
    if (rest) return [v, ...rest];
  }
  return null;
}

/**
 * The opponent's group with the fewest liberties (2 to 4; the largest group on a tie), marked
 * with triangles; the liberties to fill are stored in an order that plays legally.
 */
export function placementProblem(name: string): Omit<CollectionProblem, 'number'> {
  const { data } = corpusPuzzle(name);
  const board = setupBoard(data);
  if (!board.ok) throw new Error(`${name}: ${board.error}`);
  const color = firstColorOf(data);
  const candidates = groupsOf(board.value, opponent(color))
    .filter((g) => g.liberties.length >= 2 && g.liberties.length <= 4)
    .sort((a, b) => a.liberties.length - b.liberties.length || b.stones.length - a.stones.length);
  for (const group of candidates) {
    const order = fillingOrder(board.value, group.liberties, color);
    if (!order) continue;
    const side = data.blackfirst ? 'Black' : 'White';
    const other = data.blackfirst ? 'white' : 'black';
    return {
      prompt: `${side} to play: fill every liberty of the marked ${other} group (${problemSourceName(name)})`,
      data: {
        ...data,
        ok_answers: [],
        luozis: order.map(vertexToSgf),
        signs: group.stones.map(vertexToSgf),
      },
    };
  }
  throw new Error(`${name}: no opponent group with 2 to 4 liberties that can be filled`);
}
