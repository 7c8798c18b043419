/**
 * The board in review: it shows the review's place (the main line, or a tried variation), takes
 * clicks as tried moves while try-variation is on, and with letters on labels the game's next
 * moves A, B, C…
 */
import type { BoardApi } from '@tengen/board';
import type { Vertex } from '@tengen/core';
import { type RefObject, useEffect } from 'react';
import { nextMoveLetters } from '../board/board-marks.ts';
import { positionMoves } from './review-navigation.ts';
import { boardRecord } from './review-record.ts';
import type { ReviewSession } from './use-review-session.ts';

export function useReviewBoard(
  api: BoardApi | null,
  onCandidate: RefObject<(vertex: Vertex) => void>,
  review: ReviewSession | null,
  letters: boolean,
): void {
  if (review) onCandidate.current = (vertex: Vertex) => review.dispatch({ type: 'play', vertex });
  const state = review?.state ?? null;

  useEffect(() => {
    if (!api || !state) return;
    api.set({
      record: boardRecord(state.record, positionMoves(state)),
      clickMode: state.trying ? 'candidate' : 'disabled',
      confirmMode: false,
      ghost: null,
    });
    if (letters) {
      const board = api.state.game.board;
      for (const label of nextMoveLetters(state, (v) => board.get(v) !== 0)) {
        api.setSymbol(label.vertex, { named: label.text });
      }
    }
  }, [api, state, letters]);
}
