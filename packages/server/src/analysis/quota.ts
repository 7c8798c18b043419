/**
 * What an analysis costs a user (seed 000 section 9, as docs/protocol.md decision 7 reads it):
 * each tier's free analyses per day (regular 1, silver 5, gold 10, task card 10: docs/pay.md), then
 * `BEANS.analysis` each. Days are UTC days.
 */
import { BEANS, FREE_ANALYSES_PER_DAY, membershipTier } from '@tengen/protocol';
import type { Store } from '../storage/store.ts';

const DAY_MS = 86_400_000;

/** The start (UTC midnight, Unix ms) of the quota day `at` falls in. */
export function quotaDayStart(at: number): number {
  return Math.floor(at / DAY_MS) * DAY_MS;
}

/** The tier the quota counts at `at`: a paid membership past its end counts as regular (docs/pay.md). */
export async function quotaMembership(store: Store, userId: number, at: number): Promise<number> {
  return (await store.payments.membershipOf(userId, at)).tier;
}

export function freeAnalysesPerDay(membership: number): number {
  return FREE_ANALYSES_PER_DAY[membershipTier(membership)];
}

export const ANALYSIS_PRICE = BEANS.analysis;
export const ASK_PRICE = BEANS.askMove;
