/**
 * What the game board draws besides the stones, as pure functions: the review's letter labels
 * (the game's next moves A, B, C… from the shown place), and the live ghost stone.
 */
import type { Move, Vertex } from '@tengen/core';
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
