import GoBoard, { type Sign, type Vertex } from '@sabaki/go-board';

/**
 * Tengen's `Board.isEye` over @sabaki/go-board: every neighbour a stone of `sign` or the edge,
 * and enemy stones on at most one diagonal in the middle of the board, on none at the edge.
 */
function isEye(board: GoBoard, v: Vertex, sign: Sign): boolean {
  const [x, y] = v;
  const own = (nx: number, ny: number) => !board.has([nx, ny]) || board.get([nx, ny]) === sign;
  if (!(own(x - 1, y) && own(x + 1, y) && own(x, y - 1) && own(x, y + 1))) return false;
  let enemies = 0;
  let edge = 0;
  for (const [dx, dy] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ]) {
    const d: Vertex = [x + dx, y + dy];
    if (!board.has(d)) edge = 1;
    else if (board.get(d) === -sign) enemies++;
  }
  return enemies + edge < 2;
}

/** Every empty point, in scan order. */
function emptyPoints(board: GoBoard): Vertex[] {
  const out: Vertex[] = [];
  for (let y = 0; y < board.height; y++)
    for (let x = 0; x < board.width; x++) if (board.signMap[y][x] === 0) out.push([x, y]);
  return out;
}

/**
 * Tengen's `randomPlayout` policy written over @sabaki/go-board: a list of empty points, a
 * random start in it, the first point going round that is not an own eye and that `analyzeMove`
 * finds legal; a pass when there is none; two passes in a row or the cap end it. Answers the
 * stones played.
 */
export function sabakiPlayout(size: number, random: () => number, maxMoves = 3 * size * size): number {
  const options = { preventSuicide: true, preventKo: true };
  let board = GoBoard.fromDimensions(size);
  let empties = emptyPoints(board);
  let sign: Sign = 1;
  let moves = 0;
  let passedLast = false;
  while (moves < maxMoves) {
    const n = empties.length;
    let i = Math.floor(random() * n);
    let played = false;
    for (let k = 0; k < n; k++, i++) {
      if (i === n) i = 0;
      const v = empties[i];
      if (isEye(board, v, sign)) continue;
      const analysis = board.analyzeMove(sign, v);
      if (analysis.suicide || analysis.ko || analysis.overwrite) continue;
      board = board.makeMove(sign, v, options);
      if (analysis.capturing) {
        empties = emptyPoints(board);
      } else {
        empties[i] = empties[n - 1];
        empties.pop();
      }
      played = true;
      break;
    }
    if (played) {
      moves++;
      passedLast = false;
    } else if (passedLast) {
      break;
    } else {
      passedLast = true;
    }
    sign = sign === 1 ? -1 : 1;
  }
  return moves;
}
