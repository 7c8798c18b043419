/**
 * The search's constants, with KataGo's values as its GTP setup (`cpp/program/setup.cpp`) gives
 * them when a config names none. docs/engine.md ("Search") says why each is what it is.
 */
export interface SearchParams {
  /** Stop after this many root visits (tree reuse counts the visits kept). */
  readonly maxVisits: number;
  /** Stop after this many seconds (Infinity: no limit). */
  readonly maxTime: number;
  /** Concurrent descents; their leaves are evaluated together in one batch. */
  readonly threads: number;
  /** Seeds the choice of symmetry per evaluation; one thread makes a run repeatable. */
  readonly seed: number;
  readonly cpuctExploration: number;
  readonly cpuctExplorationLog: number;
  readonly cpuctExplorationBase: number;
  readonly cpuctUtilityStdevPrior: number;
  readonly cpuctUtilityStdevPriorWeight: number;
  readonly cpuctUtilityStdevScale: number;
  readonly fpuReductionMax: number;
  readonly rootFpuReductionMax: number;
  readonly fpuParentWeightByVisitedPolicyPow: number;
  readonly winLossUtilityFactor: number;
  readonly staticScoreUtilityFactor: number;
  readonly dynamicScoreUtilityFactor: number;
  readonly dynamicScoreCenterZeroWeight: number;
  readonly dynamicScoreCenterScale: number;
  readonly noResultUtilityForWhite: number;
  readonly numVirtualLossesPerThread: number;
  /** Most network answers kept by position (least recently used dropped first). */
  readonly nnCacheSize: number;
  /** Choose the move by a lower confidence bound of its utility, not by visits alone. */
  readonly useLcbForSelection: boolean;
  /** Standard errors below the mean that the bound lies. */
  readonly lcbStdevs: number;
  /** The share of the most explored move's visits a move needs to be chosen by its bound. */
  readonly minVisitPropForLCB: number;
}

export const DEFAULT_SEARCH_PARAMS: SearchParams = {
  maxVisits: 100,
  maxTime: Number.POSITIVE_INFINITY,
  threads: 1,
  seed: 1,
  cpuctExploration: 1.0,
  cpuctExplorationLog: 0.45,
  cpuctExplorationBase: 500,
  cpuctUtilityStdevPrior: 0.4,
  cpuctUtilityStdevPriorWeight: 2.0,
  cpuctUtilityStdevScale: 0.85,
  fpuReductionMax: 0.2,
  rootFpuReductionMax: 0.1,
  fpuParentWeightByVisitedPolicyPow: 2.0,
  winLossUtilityFactor: 1.0,
  staticScoreUtilityFactor: 0.1,
  dynamicScoreUtilityFactor: 0.3,
  dynamicScoreCenterZeroWeight: 0.2,
  dynamicScoreCenterScale: 0.75,
  noResultUtilityForWhite: 0,
  numVirtualLossesPerThread: 3,
  nnCacheSize: 10_000,
  useLcbForSelection: true,
  lcbStdevs: 5.0,
  minVisitPropForLCB: 0.15,
};

/** The parameters `kata-set-param` may change, with the range each accepts. */
export const TUNABLE_SEARCH_PARAMS: Readonly<Record<string, { min: number; max: number; integer: boolean }>> =
  {
    maxVisits: { min: 1, max: 1e9, integer: true },
    maxTime: { min: 0, max: 1e9, integer: false },
    numSearchThreads: { min: 1, max: 64, integer: true },
    cpuctExploration: { min: 0, max: 10, integer: false },
    cpuctExplorationLog: { min: 0, max: 10, integer: false },
    fpuReductionMax: { min: 0, max: 2, integer: false },
    rootFpuReductionMax: { min: 0, max: 2, integer: false },
    winLossUtilityFactor: { min: 0, max: 1, integer: false },
    staticScoreUtilityFactor: { min: 0, max: 1, integer: false },
    dynamicScoreUtilityFactor: { min: 0, max: 1, integer: false },
  };
