/**
 * The move choices on the board. While the panel is open a tap (or Enter on the keyboard cursor,
 * which the widget turns into the same click) tags a point instead of playing it, and the tags
 * show as the widget's letter marks. In review, at a place on the main line whose next move had
 * choices, the letters A–E show on the position before that move, over the review's own letters.
 * The board's wrapper says what letters the widget shows (`data-choices`, "A:cc B:gg"), for tests
 * and support.
 */
import type { BoardApi } from '@tengen/board';
import { type Vertex, vertexToSgf } from '@tengen/core';
import { type RefObject, useEffect } from 'react';
import type { ReviewSession } from '../review/use-review-session.ts';
import { choicesAt, lettered } from './choice-tags.ts';
import { useChoices } from './choices-context.tsx';

/** The letters the widget shows on the current node, as "A:cc B:gg" in letter order. */
function shownLetters(api: BoardApi): string {
  const size = api.state.game.size;
  const out: string[] = [];
  for (const [k, mark] of api.symbols()) {
    if (mark.kind === 'label')
      out.push(`${mark.text}:${vertexToSgf({ x: k % size, y: Math.floor(k / size) })}`);
  }
  return out.sort().join(' ');
}

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
      // Live: the tags are the only symbols on the live board.
      api.clearSymbols();
      if (tagging) for (const t of lettered(choices.tags)) setLetter(api, t.point, t.letter);
    } else if (reviewed) {
      api.clearSymbols();
      for (const t of lettered(reviewed.options)) setLetter(api, t.point, t.letter);
    }
    if (wrapper.current) wrapper.current.dataset.choices = shownLetters(api);
  }, [api, wrapper, review, tagging, choices.tags, reviewed, reviewLetters]);
}

function setLetter(api: BoardApi, point: string, letter: string): void {
  const size = api.state.game.size;
  const x = point.charCodeAt(0) - 97;
  const y = point.charCodeAt(1) - 97;
  if (x >= 0 && y >= 0 && x < size && y < size) api.setSymbol({ x, y }, { named: letter });
}
