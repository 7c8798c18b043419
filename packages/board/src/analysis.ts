import { estimateTerritory, sgfToVertex, type Vertex } from '@tengen/core';
import { type BoardState, indexOf } from './state.ts';

function readPoints(state: BoardState, list: unknown): Vertex[] | null {
  if (!Array.isArray(list)) return null;
  const out: Vertex[] = [];
  for (const p of list) {
    const v =
      typeof p === 'string'
        ? sgfToVertex(p, state.game.size)
        : { ok: Number.isInteger(p?.x) && Number.isInteger(p?.y), value: p as Vertex };
    if (
      !v.ok ||
      v.value.x < 0 ||
      v.value.y < 0 ||
      v.value.x >= state.game.size ||
      v.value.y >= state.game.size
    )
      return null;
    out.push(v.value);
  }
  return out;
}

/** Territory overlay from lists of points (SGF or vertices); null clears it. Bad data is logged. */
export function setTerritory(state: BoardState, estimate: { bs?: unknown; ws?: unknown } | null): boolean {
  if (estimate === null) {
    state.territory = null;
    return true;
  }
  const bs = readPoints(state, estimate.bs);
  const ws = readPoints(state, estimate.ws);
  if (!bs || !ws) {
    state.log('BAD_ESTIMATE', 'bs and ws must be lists of points on the board');
    return false;
  }
  state.territory = { bs, ws };
  return true;
}

/** The core's quick estimate of the position on the board, shown as the overlay. */
export function estimateNow(state: BoardState): void {
  const { black, white } = estimateTerritory({ size: state.game.size, signs: state.game.board.signs() });
  state.territory = { bs: black, ws: white };
}

/** Win-rate labels per SGF point ({ dd: '54.1' }); an empty object clears them. */
export function setWinrates(state: BoardState, labels: Record<string, string | number>): void {
  state.winrates = new Map();
  for (const [point, text] of Object.entries(labels)) {
    const v = sgfToVertex(point, state.game.size);
    if (v.ok) state.winrates.set(indexOf(state, v.value), String(text));
    else state.log('BAD_POINT', `win rate for ${point}`);
  }
}
