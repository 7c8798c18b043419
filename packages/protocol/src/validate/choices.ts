/** The move-choice panel: 2 to 5 distinct points, tagged A to E in order (seed 000 section 5). */
import { err, ok, type Result, sgfToVertex } from '@tengen/core';
import { MOVE_CHOICES } from '../constants/limits.ts';

export type MoveChoicesError = 'TOO_FEW' | 'TOO_MANY' | 'DUPLICATE' | 'BAD_POINT';

export function validateMoveChoices(
  points: readonly string[],
  boardSize: number,
): Result<string[], MoveChoicesError> {
  if (points.length < MOVE_CHOICES.min) return err('TOO_FEW');
  if (points.length > MOVE_CHOICES.max) return err('TOO_MANY');
  if (points.some((p) => !sgfToVertex(p, boardSize).ok)) return err('BAD_POINT');
  if (new Set(points).size !== points.length) return err('DUPLICATE');
  return ok([...points]);
}

/** The tag (A–E) of the choice at `index`. */
export function choiceTag(index: number): string {
  return MOVE_CHOICES.tags[index] ?? '';
}
