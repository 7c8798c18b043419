import { BLACK, EMPTY, type Vertex } from '../types.ts';
import { findDeadStones } from './dead-stones.ts';
import { indexToVertex, neighbourTable, type Position, readPosition } from './position.ts';

export interface TerritoryEstimate {
  /** Per point, row-major: 1 black, -1 white, 0 neutral. Live stones own their own point. */
  readonly ownership: Int8Array;
  /** Empty points and likely-dead white stones counted for black. */
  readonly bs: Vertex[];
  /** Empty points and likely-dead black stones counted for white. */
  readonly ws: Vertex[];
}

/**
 * A quick territory estimate without an engine, for the board's overlay: Bouzy's 5/21
 * dilation/erosion (bouzy.ts) after lifting the stones it finds likely dead (dead-stones.ts).
 * A malformed position (see readPosition) estimates to nothing: empty ownership, no points.
 */
export function estimateTerritory(pos: Position): TerritoryEstimate {
  const read = readPosition(pos);
  if (!read.ok) return { ownership: new Int8Array(0), bs: [], ws: [] };
  const board = read.value;
  const { dead, influence } = findDeadStones(board, neighbourTable(pos.size));

  const ownership = new Int8Array(board.length);
  const bs: Vertex[] = [];
  const ws: Vertex[] = [];
  for (let i = 0; i < board.length; i++) {
    let owner: number;
    if (board[i] !== EMPTY && dead[i] === 0) {
      ownership[i] = board[i] === BLACK ? 1 : -1;
      continue;
    }
    // A dead stone is its opponent's even where the influence stops short of it.
    if (dead[i] === 1) owner = board[i] === BLACK ? -1 : 1;
    else owner = Math.sign(influence[i]);
    ownership[i] = owner;
    if (owner === 1) bs.push(indexToVertex(i, pos.size));
    else if (owner === -1) ws.push(indexToVertex(i, pos.size));
  }
  return { ownership, bs, ws };
}
