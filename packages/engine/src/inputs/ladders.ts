import { type Board, EMPTY, type Stone } from '@tengen/core';
import { labelChains } from './chains.ts';

/** KataGo's budget of moves for one ladder reading; past it the ladder counts as not working. */
const NODE_BUDGET = 25000;
const BORDER = 3;

/** Marks of points already counted, by padded index; a new mark number per walk. */
const seen = new Int32Array(27 * 27);
let mark = 0;

/** Distinct empty points next to the chain at padded index `p`. */
function libertiesOf(board: Board, p: number): number[] {
  const c = board.color;
  const s = board.stride;
  const out: number[] = [];
  mark++;
  for (const q of board.chainOf(p)) {
    for (const n of [q - s, q - 1, q + 1, q + s]) {
      if (c[n] === EMPTY && seen[n] !== mark) {
        seen[n] = mark;
        out.push(n);
      }
    }
  }
  return out;
}

function libertyCount(board: Board, p: number): number {
  const c = board.color;
  const s = board.stride;
  let count = 0;
  mark++;
  for (const q of board.chainOf(p)) {
    for (const n of [q - s, q - 1, q + 1, q + s]) {
      if (c[n] === EMPTY && seen[n] !== mark) {
        seen[n] = mark;
        count++;
      }
    }
  }
  return count;
}

/** Points that capture an enemy chain in atari next to the chain at `p` (they gain it liberties). */
function libertyGainingCaptures(board: Board, p: number, into: number[]): void {
  const c = board.color;
  const enemy = 3 - c[p];
  const done: number[] = [];
  for (const q of board.chainOf(p)) {
    for (const n of board.neighbours(q)) {
      if (c[n] !== enemy) continue;
      if (done.includes(n)) continue;
      const members = board.chainOf(n);
      for (const m of members) done.push(m);
      const libs = libertiesOf(board, n);
      if (libs.length === 1 && !into.includes(libs[0] as number)) into.push(libs[0] as number);
    }
  }
}

function hasEnemyInAtari(board: Board, p: number): boolean {
  const c = board.color;
  const enemy = 3 - c[p];
  for (const q of board.chainOf(p)) {
    for (const n of board.neighbours(q)) if (c[n] === enemy && libertyCount(board, n) === 1) return true;
  }
  return false;
}

function emptyNeighbours(board: Board, p: number): number {
  let count = 0;
  for (const n of board.neighbours(p)) if (board.color[n] === EMPTY) count++;
  return count;
}

/** KataGo's wouldBeKoCapture: every neighbour is `color`'s enemy or the edge, one lone enemy stone in atari. */
function wouldBeKoCapture(board: Board, p: number, color: Stone): boolean {
  const c = board.color;
  if (c[p] !== EMPTY) return false;
  const enemy = 3 - color;
  let capturable = -1;
  for (const n of board.neighbours(p)) {
    if (c[n] !== BORDER && c[n] !== enemy) return false;
    if (c[n] === enemy && libertyCount(board, n) === 1) {
      if (capturable >= 0) return false;
      capturable = n;
    }
  }
  return capturable >= 0 && board.chainOf(capturable).length === 1;
}

function libertiesAfterPlay(board: Board, p: number, color: Stone): number {
  const after = board.clone();
  after.pass();
  if (after.playIndex(p, color) < 0) return 0;
  return libertyCount(after, p);
}

/** KataGo's ko ban knows no colour: a ko point is illegal for both sides. */
function isLegal(board: Board, p: number, color: Stone): boolean {
  return p !== board.koPoint && board.check(p, color) >= 0;
}

function areAdjacent(a: number, b: number, stride: number): boolean {
  const d = Math.abs(a - b);
  return d === 1 || d === stride;
}

class LadderReader {
  private nodes = 0;
  aborted = false;
  private readonly maxDepth: number;

  constructor(
    private readonly target: number,
    private readonly defender: Stone,
    size: number,
  ) {
    this.maxDepth = Math.floor((size * size * 3) / 2) + 1;
  }

  /** Whether the defender's chain dies in a ladder, the defender to move when `defenderToMove`. */
  read(board: Board, depth: number, defenderToMove: boolean): boolean {
    if (depth >= this.maxDepth - 1) return true;
    const libs = libertyCount(board, this.target);
    const attacker = (3 - this.defender) as Stone;
    let moves: number[];
    if (!defenderToMove) {
      if (libs <= 1) return true;
      if (libs >= 3) return false;
      moves = libertiesOf(board, this.target);
      const [m0, m1] = moves as [number, number];
      const libs0 = emptyNeighbours(board, m0);
      const libs1 = emptyNeighbours(board, m1);
      // Both liberties are ko mouths the defender cannot usefully connect: a double-ko death.
      if (
        libs0 === 0 &&
        libs1 === 0 &&
        wouldBeKoCapture(board, m0, attacker) &&
        wouldBeKoCapture(board, m1, attacker) &&
        libertiesAfterPlay(board, m0, this.defender) <= 2 &&
        libertiesAfterPlay(board, m1, this.defender) <= 2 &&
        !hasEnemyInAtari(board, this.target)
      ) {
        return true;
      }
      if (!areAdjacent(m0, m1, board.stride)) {
        if (libs0 >= 3 && libs1 >= 3) return false;
        if (libs0 >= 3) moves = [m0];
        else if (libs1 >= 3) moves = [m1];
      }
    } else {
      if (libs >= 2) return false;
      if (board.koPoint >= 0) return false;
      moves = [];
      libertyGainingCaptures(board, this.target, moves);
      for (const l of libertiesOf(board, this.target)) if (!moves.includes(l)) moves.push(l);
    }
    const mover = defenderToMove ? this.defender : attacker;
    for (const move of moves) {
      if (!isLegal(board, move, mover)) continue;
      if (this.nodes >= NODE_BUDGET) {
        this.aborted = true;
        return false;
      }
      this.nodes++;
      const next = board.clone();
      next.playIndex(move, mover);
      const captured = this.read(next, depth + 1, !defenderToMove);
      if (this.aborted) return false;
      if (defenderToMove && !captured) return false;
      if (!defenderToMove && captured) return true;
    }
    return defenderToMove;
  }
}

/** Reads the ladder on `start`, which the reading may keep as its first node (its ko is cleared). */
function readLadder(start: Board, p: number, defender: Stone): boolean {
  // Every ko works for the defender at the start.
  start.pass();
  const reader = new LadderReader(p, defender, start.size);
  const result = reader.read(start, 0, true);
  return reader.aborted ? false : result;
}

/** KataGo's searchIsLadderCaptured(loc, defenderFirst = true): the chain at `p` (one liberty) cannot escape. */
export function isLadderCaptured(board: Board, p: number): boolean {
  const c = board.color[p];
  if (c !== 1 && c !== 2) return false;
  if (libertyCount(board, p) > 1) return false;
  return readLadder(board.clone(), p, c as Stone);
}

/**
 * KataGo's searchIsLadderCapturedAttackerFirst2Libs: the attacker's moves on the two liberties
 * of the chain at `p` after which it dies in a ladder (empty when none does).
 */
export function workingLadderMoves(board: Board, p: number): number[] {
  const c = board.color[p];
  if (c !== 1 && c !== 2) return [];
  const libs = libertiesOf(board, p);
  if (libs.length !== 2) return [];
  const attacker = (3 - c) as Stone;
  const working: number[] = [];
  for (const move of libs) {
    if (!isLegal(board, move, attacker)) continue;
    const after = board.clone();
    after.playIndex(move, attacker);
    if (libertyCount(after, p) <= 1 && readLadder(after, p, c as Stone)) working.push(move);
  }
  return working;
}

/** A stone of a chain found laddered, with the attacker's working moves (two-liberty chains). */
interface LadderedStone {
  readonly point: number;
  readonly working: readonly number[];
}

/** Boards never change once a state holds them, so each board's ladders are read once. */
const readBoards = new WeakMap<Board, readonly LadderedStone[]>();

function ladderedStones(board: Board): readonly LadderedStone[] {
  const cached = readBoards.get(board);
  if (cached) return cached;
  const found: LadderedStone[] = [];
  const chains = labelChains(board);
  const solved = new Map<number, boolean>();
  const size = board.size;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const p = (y + 1) * board.stride + x + 1;
      const id = chains.chain[p] as number;
      if (id < 0) continue;
      const libs = chains.liberties[id] as number;
      if (libs !== 1 && libs !== 2) continue;
      const known = solved.get(id);
      if (known !== undefined) {
        if (known) found.push({ point: p, working: [] });
        continue;
      }
      let laddered: boolean;
      let working: number[] = [];
      if (libs === 1) laddered = isLadderCaptured(board, p);
      else {
        working = workingLadderMoves(board, p);
        laddered = working.length > 0;
      }
      solved.set(id, laddered);
      if (laddered) found.push({ point: p, working });
    }
  }
  readBoards.set(board, found);
  return found;
}

/**
 * Calls `visit` for every stone whose chain (one or two liberties) is, or can be put, in an
 * inescapable ladder; `working` lists the attacker's moves that do it for two-liberty chains
 * (given once per chain, empty for its other stones), as KataGo's iterLadders does. The board
 * must not change afterwards: its answer is kept.
 */
export function forEachLadderedStone(
  board: Board,
  visit: (p: number, working: readonly number[]) => void,
): void {
  for (const stone of ladderedStones(board)) visit(stone.point, stone.working);
}
