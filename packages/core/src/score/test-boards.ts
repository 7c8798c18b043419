import { BLACK, EMPTY, type Vertex, WHITE } from '../types.ts';
import type { Position } from './position.ts';

const SIGN: Record<string, number> = { '.': EMPTY, X: BLACK, x: BLACK, O: WHITE, o: WHITE };

/**
 * Test helper: a square board drawn as rows from the top, `X` black, `O` white, `.` empty; the
 * lowercase `x` and `o` are stones too, which `markedStones` picks out (dead in the tables).
 * Spaces are ignored. A malformed drawing throws: it is fixture code, never fed user input.
 */
export function parseAsciiBoard(rows: string[]): Position {
  const lines = rows.map((r) => r.replace(/\s+/g, ''));
  const size = lines.length;
  const signs = new Int8Array(size * size);
  lines.forEach((line, y) => {
    if (line.length !== size) throw new Error(`row ${y} has ${line.length} points, expected ${size}`);
    for (let x = 0; x < size; x++) {
      const sign = SIGN[line[x]];
      if (sign === undefined) throw new Error(`unknown point '${line[x]}' at ${x},${y}`);
      signs[y * size + x] = sign;
    }
  });
  return { size, signs };
}

/** The points drawn `x` or `o`, row by row. */
export function markedStones(rows: string[]): Vertex[] {
  const out: Vertex[] = [];
  rows.forEach((row, y) => {
    [...row.replace(/\s+/g, '')].forEach((ch, x) => {
      if (ch === 'x' || ch === 'o') out.push({ x, y });
    });
  });
  return out;
}

/** An ownership map drawn like a board: `X` black's, `O` white's, `.` nobody's. */
export function drawOwnership(ownership: ArrayLike<number>, size: number): string[] {
  const rows: string[] = [];
  for (let y = 0; y < size; y++) {
    let row = '';
    for (let x = 0; x < size; x++) {
      const o = ownership[y * size + x];
      row += o > 0 ? 'X' : o < 0 ? 'O' : '.';
    }
    rows.push(row);
  }
  return rows;
}
