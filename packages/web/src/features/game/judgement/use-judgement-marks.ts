/**
 * The situation judgement on the board: the territory and the dead stones (crossed out) of the
 * same estimate that gave the lead (POST /jwt/getmuscore/ answers all three), shown while the
 * board shows the judged position. The board's element says what is shown
 * (`data-judgement`: black's and white's squares; `data-judgement-dead`: the crossed stones),
 * for tests and support.
 */
import type { BoardApi } from '@tengen/board';
import { type Vertex, vertexToSgf } from '@tengen/core';
import { type RefObject, useEffect, useRef } from 'react';
import { countedMarks, DEAD_STONE_LABEL } from '../board/board-marks.ts';
import type { EstimateResult } from '../research/estimate.ts';

const CROSS = { named: DEAD_STONE_LABEL } as const;

export function useJudgementMarks(
  api: BoardApi | null,
  element: RefObject<HTMLElement | null>,
  /** The judgement of the position on the board, or null when none is shown. */
  shown: EstimateResult | null,
  shownKey: string,
): void {
  const crossed = useRef<Vertex[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new position on the board takes the marks of the old one away
  useEffect(() => {
    if (!api) return;
    const size = api.state.game.size;
    const symbols = api.symbols();
    for (const v of crossed.current) {
      const mark = symbols.get(v.y * size + v.x);
      if (mark?.kind === 'label' && mark.text === DEAD_STONE_LABEL) api.setSymbol(v, CROSS);
    }
    crossed.current = [];
    const el = element.current;
    if (shown === null) {
      api.setTerritory(null);
      if (el) el.dataset.judgement = el.dataset.judgementDead = '';
      return;
    }
    const board = api.state.game.board;
    const marks = countedMarks(
      { dead: shown.dead ?? [], bterritory: shown.bterritory ?? [], wterritory: shown.wterritory ?? [] },
      size,
      (v) => board.get(v),
    );
    api.setTerritory({ bs: [...marks.black], ws: [...marks.white] });
    const crossedAlready = api.symbols();
    for (const { vertex } of marks.dead) {
      // a cross the count's marks put there already stays theirs (setSymbol toggles it)
      const mark = crossedAlready.get(vertex.y * size + vertex.x);
      if (mark?.kind === 'label' && mark.text === DEAD_STONE_LABEL) continue;
      api.setSymbol(vertex, CROSS);
      crossed.current.push(vertex);
    }
    if (el) {
      el.dataset.judgement = `${marks.black.length} ${marks.white.length}`;
      el.dataset.judgementDead = marks.dead.map(({ vertex }) => vertexToSgf(vertex)).join(' ');
    }
  }, [api, shown, shownKey]);
}
