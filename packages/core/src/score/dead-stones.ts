import { BLACK, EMPTY, type Stone, WHITE } from '../types.ts';
import { bouzyInfluence } from './bouzy.ts';
import { floodFrom, type Neighbours } from './position.ts';

/** Each round removes one colour's dead chains; real positions settle in one or two. */
const MAX_ROUNDS = 4;

export interface DeadStones {
  /** 1 where a stone is likely dead. */
  readonly dead: Uint8Array;
  /** Bouzy 5/21 influence of the board with the dead stones removed. */
  readonly influence: Int32Array;
}

/**
 * Bouzy's method wants dead stones removed first, so guess them: a chain is a suspect when none of
 * its liberties lies in its own colour's territory. One colour's suspects are lifted together and
 * 5/21 run again; a suspect is dead when the opponent's territory then covers every one of its
 * points (stones in the open are suspects too, but nobody's territory covers them). Both colours
 * are judged with the other one standing; when both have dead chains, the one with fewer stones
 * goes first, since a dead stone inside a framework makes the framework's own walls look weak.
 * Then everything is judged again without them.
 */
export function findDeadStones(board: Int8Array, nb: Neighbours): DeadStones {
  const dead = new Uint8Array(board.length);
  const alive = board.slice();
  let influence = bouzyInfluence(alive, nb);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const black = deadChains(alive, nb, influence, BLACK);
    const white = deadChains(alive, nb, influence, WHITE);
    if (black.length === 0 && white.length === 0) break;
    const stones = (chains: number[][]) => chains.reduce((sum, c) => sum + c.length, 0);
    const take = white.length === 0 || (black.length > 0 && stones(black) < stones(white)) ? black : white;
    for (const chain of take) {
      for (const i of chain) {
        dead[i] = 1;
        alive[i] = EMPTY;
      }
    }
    influence = bouzyInfluence(alive, nb);
  }
  return { dead, influence };
}

/** The chains of `color` that the opponent's territory swallows once its suspects are lifted. */
function deadChains(board: Int8Array, nb: Neighbours, influence: Int32Array, color: Stone): number[][] {
  const own = color === BLACK ? 1 : -1;
  const seen = new Uint8Array(board.length);
  const suspects: number[][] = [];
  for (let i = 0; i < board.length; i++) {
    if (board[i] !== color || seen[i] === 1) continue;
    const chain = floodFrom(board, nb, i, seen);
    if (!hasLibertyOwnedBy(board, nb, influence, chain, own)) suspects.push(chain);
  }
  if (suspects.length === 0) return [];
  const lifted = board.slice();
  for (const chain of suspects) for (const i of chain) lifted[i] = EMPTY;
  const without = bouzyInfluence(lifted, nb);
  return suspects.filter((chain) => chain.every((i) => Math.sign(without[i]) === -own));
}

function hasLibertyOwnedBy(
  board: Int8Array,
  nb: Neighbours,
  influence: Int32Array,
  chain: number[],
  owner: number,
): boolean {
  for (const i of chain) {
    for (let k = 4 * i, end = k + nb.degree[i]; k < end; k++) {
      const j = nb.list[k];
      if (board[j] === EMPTY && Math.sign(influence[j]) === owner) return true;
    }
  }
  return false;
}
