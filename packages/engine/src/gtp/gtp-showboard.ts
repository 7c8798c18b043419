import { BLACK, WHITE } from '@tengen/core';
import type { PositionState } from '../position/position-state.ts';
import { formatGtpVertex } from './gtp-vertex.ts';

/** The board as text, GTP coordinates around it (X black, O white), then who moves and the captures. */
export function formatShowboard(state: PositionState, moveCount: number): string {
  const { size } = state;
  const signs = state.board.signs();
  const letters = Array.from({ length: size }, (_, x) => formatGtpVertex(x, size).replace(/\d+$/, '')).join(
    ' ',
  );
  const lines = [`   ${letters}`];
  for (let y = 0; y < size; y++) {
    const row = Array.from({ length: size }, (_, x) => {
      const s = signs[y * size + x];
      return s === BLACK ? 'X' : s === WHITE ? 'O' : '.';
    }).join(' ');
    lines.push(`${String(size - y).padStart(2)} ${row}`);
  }
  const captures = state.board.captures;
  lines.push(
    `Next player: ${state.toMove === BLACK ? 'Black' : 'White'}`,
    `Moves: ${moveCount}  Komi: ${state.komi}  Captures B: ${captures[BLACK]} W: ${captures[WHITE]}`,
  );
  return lines.join('\n');
}
