/** A point as the board's coordinates name it (D4, Q16; `tt` a pass), for the choice lists. */
import { moveToGtp, sgfToVertex } from '@tengen/core';

export function pointName(point: string, size: number, pass: string): string {
  if (point === 'tt') return pass;
  const v = sgfToVertex(point, size);
  return v.ok ? moveToGtp(v.value, size).toUpperCase() : point;
}
