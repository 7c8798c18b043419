import type { BoardState } from './state.ts';

export const VERSION = '1.7.21';
export const CORNER_TAPS_FOR_VERSION = 12;

/** A tap on a board corner; more than 12 show the version text. Answers whether it is shown now. */
export function cornerTap(state: BoardState): boolean {
  state.cornerTaps++;
  if (state.cornerTaps <= CORNER_TAPS_FOR_VERSION) return false;
  state.cornerTaps = 0;
  state.versionShown = true;
  state.events.onVersion?.(VERSION);
  return true;
}
