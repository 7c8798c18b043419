/**
 * The estimate result as the research window shows it (seed 000 section 3): `win` 1 means
 * white leads (the core also answers 2 for an exact draw), `winscore` the lead and `bscore`,
 * `wscore` the areas, all in hundredths. The lead is shown in quarter stones.
 */
import { roundToQuarter } from '@tengen/core';

export interface EstimateResult {
  readonly win: number;
  readonly winscore: number;
  readonly bscore: number;
  readonly wscore: number;
  /** The same estimate's dead stones and each side's territory (empty points), SGF points. */
  readonly dead?: readonly string[];
  readonly bterritory?: readonly string[];
  readonly wterritory?: readonly string[];
}

/** An estimate and the position it was made for (see positionKey). */
export interface PositionEstimate {
  readonly positionKey: string;
  readonly result: EstimateResult;
}

/** Who leads and by how much (hundredths, a multiple of 25); null: even once rounded. */
export function estimateLead(estimate: EstimateResult): { side: 'black' | 'white'; margin: number } | null {
  const margin = Math.abs(roundToQuarter(estimate.winscore));
  if (margin === 0 || estimate.win === 2) return null;
  return { side: estimate.win === 1 ? 'white' : 'black', margin };
}
