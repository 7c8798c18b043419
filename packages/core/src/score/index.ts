export { type AreaError, type AreaScore, areaScore, expandDeadChains, type SideScore } from './area.ts';
export { BOUZY_DILATIONS, BOUZY_EROSIONS, BOUZY_STONE_VALUE } from './bouzy.ts';
export { estimateTerritory, type TerritoryEstimate } from './estimate.ts';
export {
  HANDICAP_KOMI,
  type KomiText,
  komi,
  komiText,
  type MuScore,
  type MuScoreOptions,
  muScore,
  REVERSE_KOMI_EXTRA,
  roundToQuarter,
  STANDARD_KOMI,
} from './mu-score.ts';
export type { Position } from './position.ts';
