export { isPostgresUrl, openStore, type StoreLocation } from './open-store.ts';
export { DEFAULT_PLAY_SETTINGS } from './rows.ts';
export type * from './store.ts';
export type * from './types.ts';
