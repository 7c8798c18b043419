/**
 * When the open complaint box reads the game's complaints again: when the game's result changes
 * (an appeal man's new result reaches the page through the room) and, while one of the viewer's
 * complaints is under review, every RECHECK_MS (a rejection, or an acceptance that keeps the
 * result, changes no result the room could tell).
 */
import type { Appeal, PlayInfo } from '@tengen/protocol';

/** How often the box asks again while the viewer's own complaint waits for a decision. */
export const COMPLAINT_RECHECK_MS = 15_000;

export type Outcome = Pick<PlayInfo, 'result' | 'wintype' | 'winnumber'>;

/** A key that changes exactly when the result shown changes; '' while the game goes on. */
export function outcomeKey(outcome: Outcome | null): string {
  return outcome ? `${outcome.result}/${outcome.wintype}/${outcome.winnumber}` : '';
}

/** One of `username`'s complaints is under review: its decision can come at any moment. */
export function awaitsDecision(apps: readonly Appeal[], username: string): boolean {
  return apps.some((a) => a.user === username && a.status === 0);
}
