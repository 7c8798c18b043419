import { areaScore, BLACK, type Vertex, WHITE } from '@tengen/core';
import type { PositionState } from '../position/position-state.ts';

export interface FinalCount {
  /** White's margin (negative: Black wins). */
  readonly whiteScore: number;
  /** Stones the ownership calls dead, row by row from the top. */
  readonly dead: readonly number[];
}

/**
 * The count at the end: a stone is dead when the ownership (White's view, +1 White) gives its
 * point to the other colour; then stones and surrounded points are counted. Under territory
 * scoring the position's white bonus (one point a move, as KataGo keeps it) turns that area count
 * into the territory-and-prisoners count; seki points are not taxed.
 */
export function countFinal(state: PositionState, whiteOwnership: ArrayLike<number>): FinalCount {
  const signs = state.board.signs();
  const size = state.size;
  const dead: number[] = [];
  for (let i = 0; i < signs.length; i++) {
    const o = whiteOwnership[i] as number;
    if ((signs[i] === BLACK && o > 0) || (signs[i] === WHITE && o < 0)) dead.push(i);
  }
  const vertices: Vertex[] = dead.map((i) => ({ x: i % size, y: Math.floor(i / size) }));
  const area = areaScore({ size, signs }, vertices);
  if (!area.ok) throw new Error(`cannot count the board: ${area.error}`);
  const whiteKomi = state.komi + state.whiteBonusPoints;
  const { black, white } = area.value;
  return { whiteScore: white.area - black.area + whiteKomi, dead };
}

/** GTP's final_score text: "W+3.5", "B+0.5" or "0". */
export function formatFinalScore(whiteScore: number): string {
  if (whiteScore === 0) return '0';
  return whiteScore > 0 ? `W+${whiteScore}` : `B+${-whiteScore}`;
}
