/**
 * `performance.mark('tengen:board-ready')`, once per page load, when the board first shows the
 * game's position (the whole state has arrived and the widget has painted it). The web
 * benchmark (bench/web/run.ts) waits for it.
 */
import type { BoardApi } from '@tengen/board';
import { useEffect } from 'react';

export const BOARD_READY_MARK = 'tengen:board-ready';

let marked = false;

/** Call after the hooks that put the position on the board, so their effects have run. */
export function useBoardReady(api: BoardApi | null, positionKnown: boolean): void {
  useEffect(() => {
    if (marked || !api || !positionKnown) return;
    marked = true;
    api.redraw();
    performance.mark(BOARD_READY_MARK);
  }, [api, positionKnown]);
}
