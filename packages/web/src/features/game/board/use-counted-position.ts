/**
 * Shows a counted position on the board widget: each side's territory (the widget's territory
 * squares on the empty points it surrounds) and a cross on every dead stone, without the last
 * move's dot. It shows while the board shows the counted position (counted-position.ts) and the
 * page's territory switch is on; the situation judgement's estimate, when on, keeps the
 * territory marks. The board's element says what the widget shows (`data-territory`: black's
 * and white's squares, when not the judgement's; `data-dead`: the crossed stones), for tests and
 * support.
 */
import type { BoardApi } from '@tengen/board';
import { type Vertex, vertexToSgf } from '@tengen/core';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';
import { countedMarks, DEAD_STONE_LABEL } from './board-marks.ts';
import { countedPositionOf, countingSeenBy, reviewShowsCount } from './counted-position.ts';
import { useCountTerritoryShown } from './territory-toggle.ts';

const CROSS = { named: DEAD_STONE_LABEL } as const;

export function useCountedPosition(
  api: BoardApi | null,
  element: RefObject<HTMLElement | null>,
  estimateShown: boolean,
  shownKey: string,
): void {
  const finish = useGameSlice((s) => s.finish);
  const pending = useGameSlice(countingSeenBy);
  const moves = useGameSlice((s) => s.moves);
  const size = useGameSlice((s) => s.setup.size);
  const ui = usePlayUi();
  const reviewState = ui.review?.state ?? null;
  // The review reloads the widget's record when letters are switched, which takes the crosses off.
  const letters = ui.view.letters;
  const visible = useCountTerritoryShown();
  const counted = useMemo(() => countedPositionOf(finish, pending, moves), [finish, pending, moves]);
  const shows = counted !== null && visible && reviewShowsCount(reviewState);
  const crossed = useRef<Vertex[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the board's own effects for the same changes (a new record or node takes the marks away)
  useEffect(() => {
    if (!api) return;
    // Only the crosses this hook put on come off; the user's and the review's symbols stay.
    const symbols = api.symbols();
    for (const v of crossed.current) {
      const mark = symbols.get(v.y * size + v.x);
      if (mark?.kind === 'label' && mark.text === DEAD_STONE_LABEL) api.setSymbol(v, CROSS);
    }
    crossed.current = [];
    const board = api.state.game.board;
    const marks = shows ? countedMarks(counted.count, size, (v) => board.get(v)) : null;
    if (!estimateShown) api.setTerritory(marks ? { bs: [...marks.black], ws: [...marks.white] } : null);
    // The last move's dot would sit on a cross when the last move was a stone that died.
    api.set({ lastMoveMark: marks === null });
    for (const { vertex } of marks?.dead ?? []) {
      api.setSymbol(vertex, CROSS);
      crossed.current.push(vertex);
    }
  }, [api, counted, shows, estimateShown, shownKey, reviewState, letters, moves, size]);

  // What the widget shows after every render, read back from it (not from what was asked).
  useEffect(() => {
    const el = element.current;
    if (!api || !el) return;
    const territory = estimateShown ? null : api.state.territory;
    el.dataset.territory = territory ? `${territory.bs.length} ${territory.ws.length}` : '';
    el.dataset.dead = [...api.symbols()]
      .filter(([, mark]) => mark.kind === 'label' && mark.text === DEAD_STONE_LABEL)
      .map(([k]) => vertexToSgf({ x: k % size, y: Math.floor(k / size) }))
      .join(' ');
  });
}
