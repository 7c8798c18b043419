import { BLACK, EMPTY, type Stone, WHITE } from '../types.ts';
import { bouzyInfluence } from './bouzy.ts';
import { type Neighbours, neighbourTable } from './position.ts';

/**
 * A sealed region bigger than this share of the board is an open board, not the opponent's
 * territory: early in the game every stone is "surrounded" by the rest of the board.
 */
export const MAX_DEAD_REGION_SHARE = 0.5;
/**
 * How many times their own territory the enemy's must be. Not "none of their own": next to the
 * edge a dead stone keeps a few points, which erosion cannot reach.
 */
export const ENEMY_DOMINANCE = 2;

export interface DeadStones {
  /** 1 where a stone is likely dead. */
  readonly dead: Uint8Array;
  /** The board with the dead stones removed. */
  readonly alive: Int8Array;
  /** Bouzy 5/21 influence of `alive`. */
  readonly influence: Int32Array;
}

/**
 * Bouzy's method wants dead stones removed first, so guess them, conservatively. From each
 * group of stones, flood through empty points and stones of its colour: the enemy stones that
 * stop the flood seal a region. Its stones are dead when, by a first 5/21 pass, the region holds
 * some enemy territory and at least twice as much as its own, and is at most half the board.
 * A live group's region is its eyes, sealed by the enemy stones around it, so it holds no enemy
 * territory; nor does a seki's, whose shared liberties are nobody's.
 */
export function findDeadStones(board: Int8Array, size: number): DeadStones {
  const nb = neighbourTable(size);
  const first = bouzyInfluence(board, size);
  const dead = new Uint8Array(board.length);
  let any = false;
  for (const color of [BLACK, WHITE] as const) {
    const seen = new Uint8Array(board.length);
    for (let i = 0; i < board.length; i++) {
      if (board[i] !== color || seen[i] === 1) continue;
      const region = sealedRegion(board, nb, i, color, seen);
      if (!isEnemyTerritory(board, first, region, color)) continue;
      for (const j of region) {
        if (board[j] === color) {
          dead[j] = 1;
          any = true;
        }
      }
    }
  }
  if (!any) return { dead, alive: board, influence: first };
  const alive = board.slice();
  for (let i = 0; i < board.length; i++) if (dead[i] === 1) alive[i] = EMPTY;
  return { dead, alive, influence: bouzyInfluence(alive, size) };
}

/** Every point reachable from `start` through empty points and stones of `color`. */
function sealedRegion(
  board: Int8Array,
  nb: Neighbours,
  start: number,
  color: Stone,
  seen: Uint8Array,
): number[] {
  const region = [start];
  seen[start] = 1;
  for (let head = 0; head < region.length; head++) {
    const i = region[head];
    for (let k = 4 * i, end = k + nb.degree[i]; k < end; k++) {
      const j = nb.list[k];
      if (seen[j] === 0 && (board[j] === EMPTY || board[j] === color)) {
        seen[j] = 1;
        region.push(j);
      }
    }
  }
  return region;
}

function isEnemyTerritory(board: Int8Array, influence: Int32Array, region: number[], color: Stone): boolean {
  if (region.length > board.length * MAX_DEAD_REGION_SHARE) return false;
  const own = color === BLACK ? 1 : -1;
  let owned = 0;
  let enemy = 0;
  for (const i of region) {
    if (board[i] === EMPTY && influence[i] !== 0) {
      if (Math.sign(influence[i]) === own) owned++;
      else enemy++;
    }
  }
  return enemy > 0 && enemy >= ENEMY_DOMINANCE * owned;
}
