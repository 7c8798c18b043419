import { BLACK, EMPTY, type Vertex, WHITE } from '../types.ts';
import { findDeadStones, MAX_DEAD_REGION_SHARE } from './dead-stones.ts';
import {
  emptyRegions,
  indexToVertex,
  neighbourTable,
  type Position,
  readPosition,
  regionBorders,
} from './position.ts';

export interface TerritoryEstimate {
  /** Per point, row-major: 1 black, -1 white, 0 neutral. Live stones own their own point. */
  readonly ownership: Int8Array;
  /** Empty points and likely-dead white stones counted for black. */
  readonly black: Vertex[];
  /** Empty points and likely-dead black stones counted for white. */
  readonly white: Vertex[];
}

/**
 * A quick territory estimate without an engine, for the board's overlay: Bouzy's 5/21
 * dilation/erosion (bouzy.ts) after lifting the stones it finds likely dead (dead-stones.ts).
 * 5/21 only reaches 5 points from a stone, so a region sealed by one colour, as in area scoring,
 * is that colour's in full, unless it is more than half the board (then it is the open board).
 * A malformed position (see readPosition) estimates to nothing: empty ownership, no points.
 */
export function estimateTerritory(pos: Position): TerritoryEstimate {
  const read = readPosition(pos);
  if (!read.ok) return { ownership: new Int8Array(0), black: [], white: [] };
  const board = read.value;
  const nb = neighbourTable(pos.size);
  const { dead, alive, influence } = findDeadStones(board, pos.size);
  const regions = emptyRegions(alive, nb);
  const borders = regionBorders(alive, nb, regions.id, regions.count);
  const regionSize = new Int32Array(regions.count);
  for (let i = 0; i < board.length; i++) if (regions.id[i] >= 0) regionSize[regions.id[i]]++;

  const ownership = new Int8Array(board.length);
  const black: Vertex[] = [];
  const white: Vertex[] = [];
  for (let i = 0; i < board.length; i++) {
    if (alive[i] !== EMPTY) {
      ownership[i] = alive[i] === BLACK ? 1 : -1;
      continue;
    }
    const r = regions.id[i];
    const sealed = regionSize[r] <= board.length * MAX_DEAD_REGION_SHARE ? borders[r] : 0;
    let owner = sealed === BLACK ? 1 : sealed === WHITE ? -1 : Math.sign(influence[i]);
    // A dead stone is its opponent's even where the influence stops short of it.
    if (dead[i] === 1) owner = board[i] === BLACK ? -1 : 1;
    ownership[i] = owner;
    if (owner === 1) black.push(indexToVertex(i, pos.size));
    else if (owner === -1) white.push(indexToVertex(i, pos.size));
  }
  return { ownership, black, white };
}
