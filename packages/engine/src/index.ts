export type { PositionError } from './position/position-error.ts';
export { PASS_POINT, PositionState, type RecentMove } from './position/position-state.ts';
export * from './types.ts';
