/**
 * The win-rate energy bar (isHp mode, settings.showHp) from the score list (score_tip entries:
 * `score` is black's estimated lead in tenths of a point on the normal platform), with the
 * seed's ranges and toast (section 9): the bar spans ±1000 on 19×19, ±500 on 13×13, ±100
 * otherwise; a change of 50 or more (6 on the alternate platform) within range shows a toast
 * for 1 s; the difference unit (10, or 1) turns scores into points.
 */
import { ENERGY_BAR, energyBarRange, type Platform, type ScoreEntry, TOASTS } from '@tengen/protocol';

export interface EnergyView {
  /** Black's share of the bar, 0 to 1 (½ even). */
  readonly blackShare: number;
  /** Black's lead in points (negative: white leads). */
  readonly lead: number;
}

export function energyView(list: readonly ScoreEntry[], size: number, platform: Platform): EnergyView | null {
  const last = list.at(-1);
  if (!last) return null;
  const range = energyBarRange(size);
  const clamped = Math.max(-range, Math.min(range, last.score));
  return { blackShare: 0.5 + clamped / (2 * range), lead: last.score / ENERGY_BAR.differenceUnit[platform] };
}

/**
 * The toast for the newest entry: the change since the one before in points (positive: good for
 * black), when it reaches the threshold and the new value is within the bar's range; else null.
 */
export function energyToast(list: readonly ScoreEntry[], size: number, platform: Platform): number | null {
  if (list.length < 2) return null;
  const before = list[list.length - 2];
  const after = list[list.length - 1];
  const change = after.score - before.score;
  if (Math.abs(change) < TOASTS.winRateThreshold[platform]) return null;
  if (Math.abs(after.score) > energyBarRange(size)) return null;
  return change / ENERGY_BAR.differenceUnit[platform];
}

/** The bar shows for games in energy-bar mode when the viewer's setting allows it. */
export function showsEnergyBar(isHp: boolean, showHp: boolean): boolean {
  return isHp && showHp;
}
