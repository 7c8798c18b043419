import { BLACK, type Vertex } from '@tengen/core';
import { PositionState } from '../position/position-state.ts';
import type { EngineRules } from '../types.ts';

export const CHINESE_RULES: EngineRules = {
  ko: 'SIMPLE',
  scoring: 'AREA',
  tax: 'NONE',
  suicide: false,
  hasButton: false,
  whiteHandicapBonus: 'N',
  friendlyPassOk: true,
};

const v = (x: number, y: number): Vertex => ({ x, y });

/**
 * 9×9, Black to move, a capturing race: Black's four stones on the second row and White's four
 * on the edge above them each have one liberty; Black must take at (4, 0) or lose the four.
 */
export const ATARI_CAPTURE = v(4, 0);

export function atariPosition(): PositionState {
  const made = PositionState.from({
    size: 9,
    komi: 17,
    rules: CHINESE_RULES,
    setup: {
      black: [v(0, 1), v(1, 1), v(2, 1), v(3, 1), v(6, 6), v(2, 6), v(6, 3), v(5, 1), v(5, 2)],
      white: [
        v(0, 0),
        v(1, 0),
        v(2, 0),
        v(3, 0),
        v(4, 1),
        v(0, 2),
        v(1, 2),
        v(2, 2),
        v(4, 2),
        v(3, 3),
        v(5, 5),
      ],
    },
    moves: [],
    toMove: BLACK,
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}
