import { BLACK, type Stone, type Vertex, WHITE } from '@tengen/core';
import { PositionState } from '../position/position-state.ts';
import type { EngineMove, EngineRules } from '../types.ts';

export const TEST_RULES: EngineRules = {
  ko: 'SIMPLE',
  scoring: 'AREA',
  tax: 'NONE',
  suicide: false,
  hasButton: false,
  whiteHandicapBonus: '0',
};

/**
 * A position from rows drawn top to bottom (`X` black, `O` white, `.` empty) as setup stones,
 * then `moves` ("B x,y", "W pass").
 */
export function stateFromRows(
  rows: readonly string[],
  options: { toMove?: Stone; moves?: readonly string[]; komi?: number; rules?: Partial<EngineRules> } = {},
): PositionState {
  const black: Vertex[] = [];
  const white: Vertex[] = [];
  rows.forEach((row, y) => {
    [...row.replace(/\s+/g, '')].forEach((c, x) => {
      if (c === 'X') black.push({ x, y });
      else if (c === 'O') white.push({ x, y });
    });
  });
  const moves: EngineMove[] = (options.moves ?? []).map((m) => {
    const color: Stone = m[0] === 'B' ? BLACK : WHITE;
    const rest = m.slice(2);
    if (rest === 'pass') return { color, point: null };
    const [x, y] = rest.split(',').map(Number) as [number, number];
    return { color, point: { x, y } };
  });
  const made = PositionState.from({
    size: rows.length,
    komi: options.komi ?? 7.5,
    rules: { ...TEST_RULES, ...options.rules },
    setup: { black, white },
    moves,
    toMove: options.toMove ?? BLACK,
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** Points (as "x,y") where spatial feature `feature` is set in a board-frame input. */
export function pointsOf(state: PositionState, feature: number): string[] {
  const input = state.inputs(0);
  const area = state.size * state.size;
  const out: string[] = [];
  for (let i = 0; i < area; i++) {
    if (input.spatial[feature * area + i] === 1) out.push(`${i % state.size},${Math.floor(i / state.size)}`);
  }
  return out;
}
