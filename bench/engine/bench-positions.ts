import { BLACK, WHITE } from '../../packages/core/src/index.ts';
import { parseGtpRules } from '../../packages/engine/src/gtp/gtp-rules.ts';
import { PositionState } from '../../packages/engine/src/position/position-state.ts';
import type { EngineRules } from '../../packages/engine/src/types.ts';

/** The rules both engines are told in the benches (`kata-set-rules chinese`). */
export const CHINESE_RULES: EngineRules = parseGtpRules('chinese').rules;

/** A position after two opening moves (the 4-4 points), Black to play, komi 7.5. */
export function openingPosition(size: number): PositionState {
  const far = size - 4;
  const made = PositionState.from({
    size,
    komi: 7.5,
    rules: CHINESE_RULES,
    setup: { black: [], white: [] },
    moves: [
      { color: BLACK, point: { x: 3, y: 3 } },
      { color: WHITE, point: { x: far, y: far } },
    ],
    toMove: BLACK,
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}
