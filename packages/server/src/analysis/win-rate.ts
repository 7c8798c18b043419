/**
 * Black's win rate from GNU Go's score estimate: a logistic curve of the lead whose steepness
 * was fitted on the corpus games' results (bench/engine/calibrate.ts, constants in
 * win-rate-calibration.ts). It is a calibrated reading of a score estimate, not a neural
 * network's evaluation: see docs/analysis.md.
 *
 *   rate = 1000 / (1 + exp(-k(step) · lead)),  k(step) = max(0, k0 + k1 · step / 100)
 *
 * `lead` is black's lead in points (komi included), `rate` tenths of a percent.
 */
import { WIN_RATE_CURVE } from './win-rate-calibration.ts';

export function steepnessAt(step: number): number {
  return Math.max(0, WIN_RATE_CURVE.k0 + (WIN_RATE_CURVE.k1 * step) / 100);
}

/** Black's win rate after move `step` with black `lead` points ahead, in tenths of a percent (0–1000). */
export function winRate(lead: number, step: number): number {
  return Math.round(1000 / (1 + Math.exp(-steepnessAt(step) * lead)));
}
