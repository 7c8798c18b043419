import { areaScore, WHITE } from '@tengen/core';
import type { PositionState } from '../position/position-state.ts';
import type { NodeValue } from './search-node.ts';

/** White's score if the game ended now with every stone alive (Tromp–Taylor area count). */
export function whiteScoreNow(state: PositionState): { score: number; ownership: Int8Array } {
  const area = areaScore({ size: state.size, signs: state.board.signs() }, []);
  if (!area.ok) throw new Error(`cannot count the board: ${area.error}`);
  const whiteKomi = state.toMove === WHITE ? state.selfKomi() : -state.selfKomi();
  return {
    score: area.value.white.area - area.value.black.area + whiteKomi,
    ownership: area.value.ownership,
  };
}

/** The value of a finished game: its count, certain. */
export function terminalValue(state: PositionState): NodeValue {
  const { score, ownership } = whiteScoreNow(state);
  const white = new Float32Array(ownership.length);
  for (let i = 0; i < ownership.length; i++) white[i] = -(ownership[i] as number);
  return {
    winLoss: Math.sign(score),
    noResult: 0,
    scoreMean: score,
    scoreMeanSq: score * score,
    lead: score,
    ownership: white,
  };
}
