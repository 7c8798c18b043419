import { readFileSync } from 'node:fs';
import { BLACK, decodeSgf, WHITE } from '../../packages/core/src/index.ts';
import { PositionState } from '../../packages/engine/src/position/position-state.ts';
import type { EngineMove } from '../../packages/engine/src/types.ts';
import { CHINESE_RULES } from './bench-positions.ts';

/**
 * `count` positions spread evenly over a game record's main line (no setup stones), each with the
 * record's komi and Chinese rules, the side to move the one after the last move.
 */
export function positionsFromSgf(file: string, count: number): PositionState[] {
  const text = decodeSgf(readFileSync(file)).text;
  const size = Number(/SZ\[(\d+)\]/.exec(text)?.[1] ?? 19);
  const komiText = /KM\[([^\]]*)\]/.exec(text)?.[1];
  const komi = komiText === undefined ? 7.5 : Number(komiText);
  const letters = 'abcdefghijklmnopqrs';
  const moves: EngineMove[] = [...text.matchAll(/;\s*([BW])\[([a-s]{0,2})\]/g)].map((m) => {
    const point = m[2] ?? '';
    const color = m[1] === 'B' ? BLACK : WHITE;
    if (point === '' || (size <= 19 && point === 'tt')) return { color, point: null };
    return {
      color,
      point: { x: letters.indexOf(point[0] as string), y: letters.indexOf(point[1] as string) },
    };
  });
  const positions: PositionState[] = [];
  for (let k = 0; k < count; k++) {
    const played = Math.floor((k * moves.length) / count);
    const last = moves[played - 1];
    const made = PositionState.from({
      size,
      komi: Number.isFinite(komi) ? komi : 7.5,
      rules: CHINESE_RULES,
      setup: { black: [], white: [] },
      moves: moves.slice(0, played),
      toMove: last === undefined || last.color === WHITE ? BLACK : WHITE,
    });
    if (!made.ok) throw new Error(`${file}, move ${played}: ${made.error.message}`);
    positions.push(made.value);
  }
  return positions;
}
