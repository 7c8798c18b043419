/** For analysis tests: whether a string is an SGF point (or `tt`, a pass) of a board. */
import { sgfToMove } from '@tengen/core';

export function isBoardPoint(point: string, size: number): boolean {
  return sgfToMove(point, size).ok;
}
