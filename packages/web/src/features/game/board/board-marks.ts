/**
 * What the game board draws besides the stones, as pure functions: the review's letter labels
 * (the game's next moves A, B, C… from the shown place), and a counted position's territory and
 * dead stones.
 */
import { type Move, type Sign, sgfToVertex, type Vertex } from '@tengen/core';
import type { CountResult } from '@tengen/protocol';
import type { ReviewState } from '../review/review-navigation.ts';

/** How many of the game's next moves the letters show (A to E, like the seed's move choices). */
export const NEXT_MOVE_LETTERS = 5;

export interface LetterLabel {
  readonly vertex: Vertex;
  readonly text: string;
}

/**
 * The game's next moves from the review's place on the main line, lettered in order; passes
 * and points taken by an earlier labelled move are skipped. None inside a tried variation.
 */
export function nextMoveLetters(state: ReviewState, occupied: (v: Vertex) => boolean): LetterLabel[] {
  if (state.shown > 0) return [];
  const next: readonly Move[] = state.record.mainLine.slice(state.step, state.step + NEXT_MOVE_LETTERS);
  const labels: LetterLabel[] = [];
  next.forEach((move, i) => {
    const v = move.vertex;
    if (v === null || occupied(v) || labels.some((l) => l.vertex.x === v.x && l.vertex.y === v.y)) return;
    labels.push({ vertex: v, text: String.fromCharCode(65 + i) });
  });
  return labels;
}

/** The label on a dead stone: a cross, drawn in the stone's contrast colour. */
export const DEAD_STONE_LABEL = '×';

/** A count as the board shows it: each side's surrounded points, and the dead stones to cross out. */
export interface CountedMarks {
  /** Black's territory: the empty points it surrounds. */
  readonly black: readonly Vertex[];
  readonly white: readonly Vertex[];
  /** Dead stones, each with its colour (1 black, 2 white); their points count for the other side. */
  readonly dead: readonly { readonly vertex: Vertex; readonly color: 1 | 2 }[];
}

/**
 * The board marks of a count on the position `stoneAt` reads. A dead stone is crossed out and
 * gets no territory square: a square under the cross would blur both. Points off the board,
 * territory on a stone and a dead point without a stone are left out: they belong to another
 * position.
 */
export function countedMarks(
  count: Pick<CountResult, 'dead' | 'bterritory' | 'wterritory'>,
  size: number,
  stoneAt: (v: Vertex) => Sign,
): CountedMarks {
  const empty = (points: readonly string[]) =>
    points.flatMap((p) => {
      const v = sgfToVertex(p, size);
      return v.ok && stoneAt(v.value) === 0 ? [v.value] : [];
    });
  const black = empty(count.bterritory);
  const white = empty(count.wterritory);
  const dead: { vertex: Vertex; color: 1 | 2 }[] = [];
  for (const p of new Set(count.dead)) {
    const v = sgfToVertex(p, size);
    const color = v.ok ? stoneAt(v.value) : 0;
    if (!v.ok || color === 0) continue;
    dead.push({ vertex: v.value, color });
  }
  return { black, white, dead };
}
