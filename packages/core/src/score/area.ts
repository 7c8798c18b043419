import { isOnBoard, vertexIndex } from '../coords.ts';
import { err, ok, type Result } from '../result.ts';
import { BLACK, EMPTY, type Vertex, WHITE } from '../types.ts';
import {
  emptyRegions,
  floodFrom,
  indexToVertex,
  neighbourTable,
  type Position,
  readPosition,
  regionBorders,
} from './position.ts';

export type AreaError = 'BAD_POINT' | 'BAD_SIZE' | 'EMPTY_DEAD';

export interface SideScore {
  /** Live stones on the board. */
  readonly stones: number;
  /** Points of regions bordered by this colour only, dead enemy stones included. */
  readonly territory: number;
  readonly area: number;
}

export interface AreaScore {
  readonly black: SideScore;
  readonly white: SideScore;
  /** Points owned by nobody: dame and the shared liberties of seki. */
  readonly neutral: number;
  /** Per point, row-major: 1 black, -1 white, 0 neutral. */
  readonly ownership: Int8Array;
}

/**
 * Area scoring (Chinese counting). Exactly the listed stones are removed as dead: callers list
 * every dead stone (see `expandDeadChains` to mark whole chains). Then each empty region, removed
 * stones included, that borders one colour only is that colour's territory; a region bordering
 * both, or none, is neutral. Seki needs no special case: its stones are not dead and its shared
 * liberties border both colours.
 */
export function areaScore(pos: Position, dead: readonly Vertex[]): Result<AreaScore, AreaError> {
  const read = readPosition(pos);
  if (!read.ok) return read;
  const board = read.value;
  const deadMask = markStones(board, pos.size, dead);
  if (!deadMask.ok) return deadMask;
  for (let i = 0; i < board.length; i++) if (deadMask.value[i] === 1) board[i] = EMPTY;

  const nb = neighbourTable(pos.size);
  const regions = emptyRegions(board, nb);
  const borders = regionBorders(board, nb, regions.id, regions.count);

  const ownership = new Int8Array(board.length);
  const count = { blackStones: 0, whiteStones: 0, blackTerritory: 0, whiteTerritory: 0 };
  for (let i = 0; i < board.length; i++) {
    if (board[i] === BLACK) {
      ownership[i] = 1;
      count.blackStones++;
    } else if (board[i] === WHITE) {
      ownership[i] = -1;
      count.whiteStones++;
    } else if (borders[regions.id[i]] === BLACK) {
      ownership[i] = 1;
      count.blackTerritory++;
    } else if (borders[regions.id[i]] === WHITE) {
      ownership[i] = -1;
      count.whiteTerritory++;
    }
  }
  const side = (stones: number, territory: number): SideScore => ({
    stones,
    territory,
    area: stones + territory,
  });
  const black = side(count.blackStones, count.blackTerritory);
  const white = side(count.whiteStones, count.whiteTerritory);
  return ok({ black, white, neutral: board.length - black.area - white.area, ownership });
}

/** Every stone of the chains holding the listed stones, once each, in row-major order. */
export function expandDeadChains(pos: Position, vertices: readonly Vertex[]): Result<Vertex[], AreaError> {
  const read = readPosition(pos);
  if (!read.ok) return read;
  const board = read.value;
  const listed = markStones(board, pos.size, vertices);
  if (!listed.ok) return listed;
  const nb = neighbourTable(pos.size);
  const inChain = new Uint8Array(board.length);
  for (let i = 0; i < board.length; i++) {
    if (listed.value[i] === 1 && inChain[i] === 0) floodFrom(board, nb, i, inChain);
  }
  const out: Vertex[] = [];
  for (let i = 0; i < board.length; i++) if (inChain[i] === 1) out.push(indexToVertex(i, pos.size));
  return ok(out);
}

/** The listed points as a mask; each must be on the board and hold a stone. */
function markStones(
  board: Int8Array,
  size: number,
  vertices: readonly Vertex[],
): Result<Uint8Array, 'BAD_POINT' | 'EMPTY_DEAD'> {
  const mask = new Uint8Array(board.length);
  for (const v of vertices) {
    if (typeof v !== 'object' || v === null || !isOnBoard(v, size)) return err('BAD_POINT');
    const i = vertexIndex(v, size);
    if (board[i] === EMPTY) return err('EMPTY_DEAD');
    mask[i] = 1;
  }
  return ok(mask);
}
