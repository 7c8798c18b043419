/** A player's clock as `time_left` tells it: seconds left, and stones left in the byo-yomi period (0: main time). */
export interface TimeState {
  readonly seconds: number;
  readonly stones: number;
}

export interface TimeSettings {
  readonly main: number;
  readonly byoYomi: number;
  readonly stones: number;
}

/**
 * Seconds to spend on this move, or null without time settings: in main time a share of what is
 * left (the moves still expected on this board, at least 20 of them) plus most of one byo-yomi
 * period's share; in byo-yomi most of the time per stone, keeping a margin for the answer's trip.
 */
export function moveSeconds(
  settings: TimeSettings,
  left: TimeState | undefined,
  size: number,
  moveNumber: number,
): number | null {
  // GTP: no main time and no byo-yomi, or byo-yomi time with no stones, means no time limit
  if ((settings.main === 0 && settings.byoYomi === 0) || (settings.byoYomi > 0 && settings.stones === 0))
    return null;
  const perStone = settings.stones > 0 ? settings.byoYomi / settings.stones : 0;
  if (left && left.stones > 0) return Math.max(0.1, (left.seconds / left.stones) * 0.8 - 0.2);
  const remaining = left ? left.seconds : settings.main;
  const movesLeft = Math.max(20, (size * size * 0.6 - moveNumber) / 2);
  return Math.max(0.1, remaining / movesLeft + perStone * 0.7);
}
