import type { PositionState } from '../position/position-state.ts';

/**
 * What the network's answer for a position depends on, as a cache key: the stones (the board's
 * zobrist key), the side to move, the ko point, the recent moves (the network sees five, and the
 * ladder features the two boards before), the passes, the button, komi and the rules.
 */
export function positionHash(state: PositionState): string {
  const ko = state.koPoint;
  let recent = '';
  for (const move of state.recentMoves) recent += `${move.color}${move.point},`;
  const r = state.rules;
  return [
    state.board.positionKey(),
    state.toMove,
    ko ? ko.y * state.size + ko.x : -1,
    recent,
    state.passes,
    state.hasButton ? 1 : 0,
    state.selfKomi(),
    state.size,
    `${r.ko}${r.scoring}${r.tax}${r.suicide}${r.whiteHandicapBonus}${r.friendlyPassOk === true}`,
  ].join('|');
}
