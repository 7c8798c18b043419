import { Board } from './board.ts';
import { BLACK, EMPTY, WHITE } from './types.ts';

const CHAR: Record<number, string> = { [EMPTY]: '.', [BLACK]: 'X', [WHITE]: 'O' };

/** The position as rows top to bottom: `X` black, `O` white, `.` empty. */
export function boardToRows(board: Board): string[] {
  const rows: string[] = [];
  for (let y = 0; y < board.size; y++) {
    let row = '';
    for (let x = 0; x < board.size; x++) row += CHAR[board.get({ x, y })];
    rows.push(row);
  }
  return rows;
}

/** A square board drawn as rows (`X`, `O`, `.`; spaces ignored), for tests and fixtures. */
export function boardFromRows(rows: readonly string[]): Board {
  const lines = rows.map((r) => r.replace(/\s+/g, ''));
  const size = lines.length;
  const signs = new Uint8Array(size * size);
  lines.forEach((line, y) => {
    if (line.length !== size) throw new Error(`row ${y} has ${line.length} points, expected ${size}`);
    for (let x = 0; x < size; x++)
      signs[y * size + x] = line[x] === 'X' ? BLACK : line[x] === 'O' ? WHITE : EMPTY;
  });
  const board = new Board(size);
  board.setSigns(signs);
  return board;
}
