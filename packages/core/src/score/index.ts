export { type AreaError, type AreaScore, areaScore, expandDeadChains, type SideScore } from './area.ts';
export { BOUZY_DILATIONS, BOUZY_EROSIONS, BOUZY_STONE_VALUE } from './bouzy.ts';
export {
  type CountOptions,
  type CountScore,
  countScore,
  HANDICAP_KOMI,
  type KomiText,
  komi,
  komiText,
  REVERSE_KOMI_EXTRA,
  roundToQuarter,
  STANDARD_KOMI,
  scoreAfterKomi,
} from './count-score.ts';
export { estimateTerritory, type TerritoryEstimate } from './estimate.ts';
export type { Position } from './position.ts';
