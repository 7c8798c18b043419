/**
 * The move choices on the board. While the panel is open a tap (or Enter on the keyboard cursor,
 * which the widget turns into the same click) tags a point instead of playing it, and the tags
 * show as the widget's letter marks. In review, at a place on the main line whose next move had
 * choices, the letters A–E show on the position before that move, over the review's own letters.
 * Only the letters A–E are ever taken off (choice-marks.ts). The board's wrapper says what
 * letters the widget shows (`data-choices`, "A:cc B:gg"), for tests and support.
 */
import type { BoardApi } from '@tengen/board';
import { type Vertex, vertexToSgf } from '@tengen/core';
import { type RefObject, useEffect } from 'react';
import type { ReviewSession } from '../review/use-review-session.ts';
import { clearLetters, setLetter, shownLetters } from './choice-marks.ts';
import { choicesAt, lettered } from './choice-tags.ts';
import { useChoices } from './choices-context.tsx';

export function useChoicesBoard(
  api: BoardApi | null,
  onCandidate: RefObject<(vertex: Vertex) => void>,
  wrapper: RefObject<HTMLElement | null>,
  review: ReviewSession | null,
  /** The review's own letters (next moves): redrawn after them so the choices stay on top. */
  reviewLetters: boolean,
): void {
  const choices = useChoices();
  const tagging = choices.open && review === null;

  if (tagging && api) {
    onCandidate.current = (vertex: Vertex) => {
      // The widget drew a candidate stone for the tap: a tag is not a move, so it goes at once.
      api.set({ confirmMode: false });
      choices.tap(vertexToSgf(vertex), api.state.game.board.get(vertex) !== 0);
    };
  }

  const place = review && review.state.shown === 0 ? review.state.step : null;
  const reviewed = place === null ? null : choicesAt(choices.options, place + 1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the review's letters, once redrawn, are drawn over again
  useEffect(() => {
    if (!api) return;
    if (review === null) {
      clearLetters(api);
      if (tagging) for (const t of lettered(choices.tags)) setLetter(api, t.point, t.letter);
    } else if (reviewed) {
      clearLetters(api);
      for (const t of lettered(reviewed.options)) setLetter(api, t.point, t.letter);
    }
    if (wrapper.current) wrapper.current.dataset.choices = shownLetters(api);
  }, [api, wrapper, review, tagging, choices.tags, reviewed, reviewLetters]);
}
