export { PASS_POINT } from './position/pass-point.ts';
export type { PositionError } from './position/position-error.ts';
export { PositionState, type RecentMove } from './position/position-state.ts';
export * from './types.ts';
