/**
 * Review after the game (seed 000 section 4): once the game is finished, whether it ended while
 * the page was open or was finished when opened, the review-navigation reducer steps through
 * the game's moves. A resync that changes the moves (a record read again) keeps the place.
 */
import { useEffect, useMemo, useReducer } from 'react';
import { useGameSlice } from '../game-context.tsx';
import { type ReviewAction, type ReviewState, reviewReducer, startReview } from './review-navigation.ts';
import { type ReviewRecord, recordFromPlay } from './review-record.ts';

export interface ReviewSession {
  readonly state: ReviewState;
  readonly dispatch: (action: ReviewAction) => void;
}

const EMPTY: ReviewRecord = { size: 19, firstColor: 1, setup: { black: [], white: [] }, mainLine: [] };

/** The review of the game on this page, or null while it is played. */
export function useReviewSession(): ReviewSession | null {
  const finished = useGameSlice((s) => s.finish !== null);
  const setup = useGameSlice((s) => s.setup);
  const moves = useGameSlice((s) => s.moves);
  // Built only once the game is over: during play the live board shows the moves.
  const record = useMemo(() => {
    if (!finished) return EMPTY;
    const read = recordFromPlay({ ...setup, moves });
    return read.ok ? read.value : { ...EMPTY, size: setup.size };
  }, [finished, setup, moves]);
  const [state, dispatch] = useReducer(reviewReducer, record, (r) => startReview(r));
  useEffect(() => {
    if (state.record === record) return;
    // Newly finished, or the moves were read again: the review starts (again) at the last move.
    dispatch({ type: 'setRecord', record });
    dispatch({ type: 'toEnd' });
  }, [record, state.record]);
  return useMemo(() => (finished ? { state, dispatch } : null), [finished, state]);
}
