export * from './display.ts';
export * from './limits.ts';
export * from './overlays.ts';
export * from './quick-match.ts';
export * from './ranks.ts';
export * from './results.ts';
export * from './users.ts';
