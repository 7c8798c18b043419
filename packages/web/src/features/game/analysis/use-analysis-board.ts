/**
 * The analysis marks on the game board in review: for a problem move, the played move with a
 * triangle and GNU Go's choice as a ghost stone of the mover's colour; for an ask, GNU Go's
 * line numbered 1, 2, 3… on its points. Drawn only while the board shows the marks' position.
 * Call it after useReviewBoard: that one reloads the record (which drops marks) on every step.
 */
import type { BoardApi } from '@tengen/board';
import { moveToSgf, sgfToVertex } from '@tengen/core';
import { useEffect } from 'react';
import { positionMoves } from '../review/review-navigation.ts';
import type { ReviewSession } from '../review/use-review-session.ts';
import { positionKey } from '../state/live-position.ts';
import { useAnalysisUi } from './analysis-context.tsx';
import { isPass, lineLabels } from './analysis-model.ts';

export function useAnalysisBoard(api: BoardApi | null, review: ReviewSession | null, letters: boolean): void {
  const marks = useAnalysisUi()?.marks ?? null;
  const state = review?.state ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: letters reload the record, so the marks are drawn again
  useEffect(() => {
    if (!api || !state) return;
    const size = state.record.size;
    const shown = positionKey(positionMoves(state).map((m) => moveToSgf(m.vertex, size)));
    const active = marks !== null && marks.positionKey === shown ? marks : null;
    api.setWinrates(active?.kind === 'ask' ? lineLabels(active.line) : {});
    if (active?.kind !== 'problem') {
      api.set({ ghost: null });
      return;
    }
    api.set({ ghost: isPass(active.engine) ? null : { point: active.engine, color: active.color } });
    const played = sgfToVertex(active.played, size);
    if (!played.ok) return;
    // setSymbol takes a second triangle away again: only when it is not there yet.
    const index = played.value.y * size + played.value.x;
    if (api.symbols().get(index)?.kind !== 'triangle') api.setSymbol(played.value, 'triangle');
  }, [api, state, letters, marks]);
}
