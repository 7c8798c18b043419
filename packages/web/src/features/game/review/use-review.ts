import { useReducer } from 'react';
import { type ReviewAction, type ReviewState, reviewReducer, startReview } from './review-navigation.ts';
import type { ReviewRecord } from './review-record.ts';

/** Review navigation over a record, starting at its last move. */
export function useReview(record: ReviewRecord): [ReviewState, (action: ReviewAction) => void] {
  return useReducer(reviewReducer, record, (r) => startReview(r));
}
