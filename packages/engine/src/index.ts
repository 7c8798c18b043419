export { GlobalFeature, SpatialFeature } from './inputs/features.ts';
export { formatRawEvaluation } from './inputs/format-raw-evaluation.ts';
export { areaWithPassAlive, passAliveArea } from './inputs/pass-alive.ts';
export { type RawEvaluation, rawEvaluation, rawEvaluationOf } from './inputs/raw-evaluation.ts';
export {
  invertSymmetry,
  isSymmetry,
  planeFromNet,
  planesToNet,
  pointToNet,
  SYMMETRIES,
  type Symmetry,
} from './inputs/symmetry.ts';
export { PASS_POINT } from './position/pass-point.ts';
export type { PositionError } from './position/position-error.ts';
export { PositionState, type RecentMove } from './position/position-state.ts';
export { MonteCarloSearch, type SearchLimits } from './search/search.ts';
export { DEFAULT_SEARCH_PARAMS, type SearchParams } from './search/search-params.ts';
export type { MoveAnalysis, SearchResult } from './search/search-result.ts';
export * from './types.ts';
