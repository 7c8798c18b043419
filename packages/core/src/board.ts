import { isOnBoard } from './coords.ts';
import { err, ok, type Result } from './result.ts';
import {
  BLACK,
  EMPTY,
  MAX_READ_SIZE,
  MIN_SIZE,
  type MoveVertex,
  type Sign,
  type Stone,
  type Vertex,
} from './types.ts';
import { zobrist } from './zobrist.ts';

const ZOBRIST_LO = zobrist.lo;
const ZOBRIST_HI = zobrist.hi;
const ZOBRIST_CELLS = zobrist.cells;

/** Why a move is illegal, in the order they are checked. */
export type MoveError = 'KO' | 'NOT_EMPTY' | 'SUICIDE' | 'BAD_POINT';

/** What a legal move did (or would do). */
export interface MoveEffect {
  readonly captured: readonly Vertex[];
  /** The point the opponent may not take back on the next move, or null. */
  readonly ko: Vertex | null;
}

const BORDER = 3;
// Codes of the allocation-free fast path: a capture count >= 0, or one of these.
export const KO_CODE = -1;
export const NOT_EMPTY_CODE = -2;
export const SUICIDE_CODE = -3;
/** The answer of every legal move that captures nothing (and so sets no ko). */
const NOTHING_CAPTURED: Result<MoveEffect, MoveError> = Object.freeze({
  ok: true,
  value: Object.freeze({ captured: Object.freeze([]) as readonly Vertex[], ko: null }),
});
const ERRORS: Record<number, MoveError> = {
  [KO_CODE]: 'KO',
  [NOT_EMPTY_CODE]: 'NOT_EMPTY',
  [SUICIDE_CODE]: 'SUICIDE',
};

interface EmptyLayout {
  color: Uint8Array;
  empties: Int16Array;
  emptyAt: Int16Array;
}

/** The arrays of an empty board that are not all zeros, made once per size and copied by `Board`. */
const emptyLayouts = new Map<number, EmptyLayout>();

function emptyLayout(size: number): EmptyLayout {
  const known = emptyLayouts.get(size);
  if (known) return known;
  const stride = size + 2;
  const layout: EmptyLayout = {
    color: new Uint8Array(stride * stride).fill(BORDER),
    empties: new Int16Array(size * size),
    emptyAt: new Int16Array(stride * stride).fill(-1),
  };
  let i = 0;
  for (let y = 1; y <= size; y++) {
    for (let x = 1; x <= size; x++, i++) {
      const p = y * stride + x;
      layout.color[p] = EMPTY;
      layout.empties[i] = p;
      layout.emptyAt[p] = i;
    }
  }
  emptyLayouts.set(size, layout);
  return layout;
}

/**
 * A mutable Go board on flat typed arrays with a border ring. Stones of a chain form a circular
 * list; each chain keeps its pseudo-liberties (one per stone–empty adjacency), which is enough
 * for exact capture and suicide tests. It knows nothing of turns or history: `Game` does.
 * `head` is 0 (a border corner, never a stone) on every point without a stone, so comparing
 * heads alone tells whether two points hold the same chain.
 */
export class Board {
  readonly size: number;
  /** Row length of the padded arrays: a border column on each side. */
  readonly stride: number;
  readonly color: Uint8Array;
  private readonly next: Int16Array;
  private readonly head: Int16Array;
  private readonly libs: Int16Array;
  private readonly stones: Int16Array;
  /** Empty points, unordered, with each point's index in that list. */
  readonly empties: Int16Array;
  private readonly emptyAt: Int16Array;
  emptyCount = 0;
  /** Stones captured by each colour: [unused, by black, by white]. */
  readonly captures = [0, 0, 0];
  /** Padded index of the ko point, forbidden to `koColor` on the next move; -1 if none. */
  koPoint = -1;
  koColor: Sign = EMPTY;
  hashLo = 0;
  hashHi = 0;
  private readonly capturedScratch: Vertex[] = [];

  constructor(size: number) {
    if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_READ_SIZE) {
      throw new RangeError(`board size ${size} is outside ${MIN_SIZE}–${MAX_READ_SIZE}`);
    }
    this.size = size;
    this.stride = size + 2;
    const cells = this.stride * this.stride;
    const empty = emptyLayout(size);
    this.color = empty.color.slice();
    this.next = new Int16Array(cells);
    this.head = new Int16Array(cells);
    this.libs = new Int16Array(cells);
    this.stones = new Int16Array(cells);
    this.empties = empty.empties.slice();
    this.emptyAt = empty.emptyAt.slice();
    this.emptyCount = size * size;
  }

  /** Board size within what `Board` accepts (2–25), for callers holding untrusted sizes. */
  static isValidSize(size: number): boolean {
    return Number.isInteger(size) && size >= MIN_SIZE && size <= MAX_READ_SIZE;
  }

  index(v: Vertex): number {
    return (v.y + 1) * this.stride + v.x + 1;
  }

  vertex(p: number): Vertex {
    return { x: (p % this.stride) - 1, y: Math.floor(p / this.stride) - 1 };
  }

  has(v: Vertex): boolean {
    return isOnBoard(v, this.size);
  }

  get(v: Vertex): Sign {
    return this.color[this.index(v)] as Sign;
  }

  /** Row-major signs (0 empty, 1 black, 2 white), index y * size + x. */
  signs(): Uint8Array {
    const out = new Uint8Array(this.size * this.size);
    for (let y = 0; y < this.size; y++) {
      const row = (y + 1) * this.stride + 1;
      out.set(this.color.subarray(row, row + this.size), y * this.size);
    }
    return out;
  }

  /** A 53-bit position key (stones only) for superko and repetition checks. */
  positionKey(): number {
    return (this.hashHi & 0x1fffff) * 0x100000000 + (this.hashLo >>> 0);
  }

  clone(): Board {
    const b = new Board(this.size);
    b.color.set(this.color);
    b.next.set(this.next);
    b.head.set(this.head);
    b.libs.set(this.libs);
    b.stones.set(this.stones);
    b.empties.set(this.empties);
    b.emptyAt.set(this.emptyAt);
    b.emptyCount = this.emptyCount;
    b.captures[1] = this.captures[1];
    b.captures[2] = this.captures[2];
    b.koPoint = this.koPoint;
    b.koColor = this.koColor;
    b.hashLo = this.hashLo;
    b.hashHi = this.hashHi;
    return b;
  }

  /** Plays a move, or answers why it is illegal and changes nothing. A pass is always legal. */
  play(move: MoveVertex, color: Stone): Result<MoveEffect, MoveError> {
    if (move === null) {
      this.pass();
      return NOTHING_CAPTURED;
    }
    if (!this.has(move)) return err('BAD_POINT');
    const scratch = this.capturedScratch;
    const code = this.playIndex(this.index(move), color, scratch);
    if (code < 0) return err(ERRORS[code]);
    if (code === 0) return NOTHING_CAPTURED;
    const captured = scratch.slice();
    scratch.length = 0;
    return ok({ captured, ko: this.koPoint >= 0 ? this.vertex(this.koPoint) : null });
  }

  pass(): void {
    this.koPoint = -1;
    this.koColor = EMPTY;
  }

  /** What `play` would do, without changing the board. */
  analyze(move: MoveVertex, color: Stone): Result<MoveEffect, MoveError> {
    if (move === null) return ok({ captured: [], ko: null });
    if (!this.has(move)) return err('BAD_POINT');
    const p = this.index(move);
    const code = this.check(p, color);
    if (code < 0) return err(ERRORS[code]);
    const captured: Vertex[] = [];
    const seen: number[] = [];
    for (const n of this.neighbours(p)) {
      const h = this.head[n];
      if (this.color[n] !== 3 - color || seen.includes(h) || this.libs[h] !== this.adjacency(p, h)) continue;
      seen.push(h);
      let s = h;
      do {
        captured.push(this.vertex(s));
        s = this.next[s];
      } while (s !== h);
    }
    const lone = captured.length === 1 && this.isSurroundedByEnemy(p, color);
    return ok({ captured, ko: lone ? captured[0] : null });
  }

  /**
   * Legality of a move at padded index `p`: the capture count it would make (>= 0), or an
   * error code. Checks KO, then NOT_EMPTY, then SUICIDE.
   */
  check(p: number, color: Stone): number {
    if (p === this.koPoint && color === this.koColor) return KO_CODE;
    const c = this.color;
    if (c[p] !== EMPTY) return NOT_EMPTY_CODE;
    const s = this.stride;
    const hd = this.head;
    const h0 = hd[p - s];
    const h1 = hd[p - 1];
    const h2 = hd[p + 1];
    const h3 = hd[p + s];
    // Each captured chain counted once, at the first of its stones next to `p`.
    let captures = this.capturedVia(p - s, p, color);
    if (h1 !== h0) captures += this.capturedVia(p - 1, p, color);
    if (h2 !== h0 && h2 !== h1) captures += this.capturedVia(p + 1, p, color);
    if (h3 !== h0 && h3 !== h1 && h3 !== h2) captures += this.capturedVia(p + s, p, color);
    if (
      captures > 0 ||
      c[p - s] === EMPTY ||
      c[p - 1] === EMPTY ||
      c[p + 1] === EMPTY ||
      c[p + s] === EMPTY ||
      this.hasLibertyAfter(p, color)
    ) {
      return captures;
    }
    return SUICIDE_CODE;
  }

  /**
   * The fast path: plays at padded index `p`, answering the number of stones captured, or an
   * error code (nothing changed). Captured points are pushed onto `captured` when given.
   */
  playIndex(p: number, color: Stone, captured?: Vertex[]): number {
    if (p === this.koPoint && color === this.koColor) return KO_CODE;
    const c = this.color;
    if (c[p] !== EMPTY) return NOT_EMPTY_CODE;
    const s = this.stride;
    const enemy = (3 - color) as Stone;
    // Suicide test before any change, so an illegal move leaves everything as it was.
    const n0 = p - s;
    const n1 = p - 1;
    const n2 = p + 1;
    const n3 = p + s;
    if (
      c[n0] !== EMPTY &&
      c[n1] !== EMPTY &&
      c[n2] !== EMPTY &&
      c[n3] !== EMPTY &&
      !this.hasLibertyAfter(p, color)
    ) {
      return SUICIDE_CODE;
    }
    this.placeStone(p, color);
    const hd = this.head;
    const libs = this.libs;
    let removed = 0;
    let lastCaptured = -1;
    if (c[n0] === enemy && libs[hd[n0]] === 0) {
      lastCaptured = n0;
      removed += this.removeChain(hd[n0], captured);
    }
    if (c[n1] === enemy && libs[hd[n1]] === 0) {
      lastCaptured = n1;
      removed += this.removeChain(hd[n1], captured);
    }
    if (c[n2] === enemy && libs[hd[n2]] === 0) {
      lastCaptured = n2;
      removed += this.removeChain(hd[n2], captured);
    }
    if (c[n3] === enemy && libs[hd[n3]] === 0) {
      lastCaptured = n3;
      removed += this.removeChain(hd[n3], captured);
    }
    if (removed === 0) {
      this.koPoint = -1;
      this.koColor = EMPTY;
      return 0;
    }
    this.captures[color] += removed;
    const h = hd[p];
    if (removed === 1 && this.stones[h] === 1 && libs[h] === 1) {
      this.koPoint = lastCaptured;
      this.koColor = enemy;
    } else {
      this.koPoint = -1;
      this.koColor = EMPTY;
    }
    return removed;
  }

  /** Puts stones or empties points without rules (setup stones); captures nothing. */
  setStones(changes: readonly { vertex: Vertex; sign: Sign }[]): void {
    for (const { vertex, sign } of changes) this.writeSign(this.index(vertex), sign);
    this.rebuildChains();
  }

  /** Replaces the whole position from row-major signs; captures and ko are kept. */
  setSigns(signs: ArrayLike<number>): void {
    for (let y = 0; y < this.size; y++) {
      for (let x = 0; x < this.size; x++)
        this.writeSign((y + 1) * this.stride + x + 1, signs[y * this.size + x] as Sign);
    }
    this.rebuildChains();
  }

  private writeSign(p: number, sign: Sign): void {
    if (sign === EMPTY) {
      this.addEmpty(p);
    } else {
      this.removeEmpty(p);
      this.color[p] = sign;
    }
  }

  /** Recomputes chains, liberties and the hash from the colours alone. */
  rebuildChains(): void {
    const c = this.color;
    this.hashLo = 0;
    this.hashHi = 0;
    this.head.fill(0);
    for (let p = 0; p < c.length; p++) {
      const col = c[p];
      if (col !== BLACK && col !== 2) continue;
      this.hashLo ^= ZOBRIST_LO[col * ZOBRIST_CELLS + p];
      this.hashHi ^= ZOBRIST_HI[col * ZOBRIST_CELLS + p];
      this.head[p] = p;
      this.next[p] = p;
      this.stones[p] = 1;
      this.libs[p] = 0;
    }
    for (let p = 0; p < c.length; p++) {
      const col = c[p];
      if (col !== BLACK && col !== 2) continue;
      for (const n of this.neighbours(p)) {
        if (c[n] === EMPTY) this.libs[this.head[p]]++;
        else if (c[n] === col && n > p && this.head[n] !== this.head[p])
          this.merge(this.head[p], this.head[n]);
      }
    }
  }

  /** Padded indices of the chain containing the stone at `p`. */
  chainOf(p: number): number[] {
    const out: number[] = [];
    const h = this.head[p];
    let s = h;
    do {
      out.push(s);
      s = this.next[s];
    } while (s !== h);
    return out;
  }

  /** Real liberties of the chain at `p` (distinct empty points), counted the slow way. */
  libertiesOf(p: number): number {
    const seen = new Set<number>();
    for (const s of this.chainOf(p))
      for (const n of this.neighbours(s)) if (this.color[n] === EMPTY) seen.add(n);
    return seen.size;
  }

  neighbours(p: number): [number, number, number, number] {
    return [p - this.stride, p - 1, p + 1, p + this.stride];
  }

  /** True when every neighbour of `p` is `color` or the edge: a single-point eye shape. */
  isEyeShape(p: number, color: Stone): boolean {
    const c = this.color;
    const s = this.stride;
    return (
      (c[p - s] === color || c[p - s] === BORDER) &&
      (c[p - 1] === color || c[p - 1] === BORDER) &&
      (c[p + 1] === color || c[p + 1] === BORDER) &&
      (c[p + s] === color || c[p + s] === BORDER)
    );
  }

  /**
   * A single-point eye of `color` that is not false: the eye shape, and enemy stones on at most
   * one diagonal in the middle of the board, on none at the edge.
   */
  isEye(p: number, color: Stone): boolean {
    if (!this.isEyeShape(p, color)) return false;
    const c = this.color;
    const s = this.stride;
    const enemy = 3 - color;
    let enemies = 0;
    let edge = 0;
    for (const d of [p - s - 1, p - s + 1, p + s - 1, p + s + 1]) {
      if (c[d] === enemy) enemies++;
      else if (c[d] === BORDER) edge = 1;
    }
    return enemies + edge < 2;
  }

  /**
   * Whether a stone of `color` at `p`, all of whose neighbours are stones or the edge, would have
   * a liberty: a neighbouring own chain keeps another one, or a neighbouring enemy chain dies.
   */
  private hasLibertyAfter(p: number, color: Stone): boolean {
    const s = this.stride;
    return (
      this.libertyVia(p - s, p, color) ||
      this.libertyVia(p - 1, p, color) ||
      this.libertyVia(p + 1, p, color) ||
      this.libertyVia(p + s, p, color)
    );
  }

  /** For `hasLibertyAfter`: whether the stone at `n`, next to `p`, gives `p` a liberty. */
  private libertyVia(n: number, p: number, color: Stone): boolean {
    const cn = this.color[n];
    if (cn === BORDER) return false;
    const h = this.head[n];
    const k = this.adjacency(p, h);
    return cn === color ? this.libs[h] > k : this.libs[h] === k;
  }

  /** Stones of the enemy chain at `n` that a stone of `color` at `p` would capture; 0 if none. */
  private capturedVia(n: number, p: number, color: Stone): number {
    const cn = this.color[n];
    if (cn === EMPTY || cn === BORDER || cn === color) return 0;
    const h = this.head[n];
    return this.libs[h] === this.adjacency(p, h) ? this.stones[h] : 0;
  }

  /** How many neighbours of `p` belong to the chain headed by `h` (a stone's head, never 0). */
  private adjacency(p: number, h: number): number {
    const hd = this.head;
    const s = this.stride;
    return (
      (hd[p - s] === h ? 1 : 0) +
      (hd[p - 1] === h ? 1 : 0) +
      (hd[p + 1] === h ? 1 : 0) +
      (hd[p + s] === h ? 1 : 0)
    );
  }

  private isSurroundedByEnemy(p: number, color: Stone): boolean {
    for (const n of this.neighbours(p)) if (this.color[n] === EMPTY || this.color[n] === color) return false;
    return true;
  }

  private placeStone(p: number, color: Stone): void {
    const c = this.color;
    c[p] = color;
    this.removeEmpty(p);
    this.hashLo ^= ZOBRIST_LO[color * ZOBRIST_CELLS + p];
    this.hashHi ^= ZOBRIST_HI[color * ZOBRIST_CELLS + p];
    this.head[p] = p;
    this.next[p] = p;
    this.stones[p] = 1;
    const s = this.stride;
    this.libs[p] = this.touch(p - s) + this.touch(p - 1) + this.touch(p + 1) + this.touch(p + s);
    if (c[p - s] === color && this.head[p - s] !== this.head[p]) this.merge(this.head[p - s], this.head[p]);
    if (c[p - 1] === color && this.head[p - 1] !== this.head[p]) this.merge(this.head[p - 1], this.head[p]);
    if (c[p + 1] === color && this.head[p + 1] !== this.head[p]) this.merge(this.head[p + 1], this.head[p]);
    if (c[p + s] === color && this.head[p + s] !== this.head[p]) this.merge(this.head[p + s], this.head[p]);
  }

  /** A new stone touches `n`: 1 if `n` is empty (a liberty), else the chain there loses one. */
  private touch(n: number): number {
    const cn = this.color[n];
    if (cn === EMPTY) return 1;
    if (cn !== BORDER) this.libs[this.head[n]]--;
    return 0;
  }

  /** Joins two chains, relabelling the smaller one. */
  private merge(a: number, b: number): void {
    let big = a;
    let small = b;
    if (this.stones[a] < this.stones[b]) {
      big = b;
      small = a;
    }
    let s = small;
    do {
      this.head[s] = big;
      s = this.next[s];
    } while (s !== small);
    const t = this.next[big];
    this.next[big] = this.next[small];
    this.next[small] = t;
    this.stones[big] += this.stones[small];
    this.libs[big] += this.libs[small];
  }

  private removeChain(h: number, captured?: Vertex[]): number {
    const c = this.color;
    const col = c[h];
    const base = col * ZOBRIST_CELLS;
    const st = this.stride;
    let count = 0;
    let s = h;
    do {
      c[s] = EMPTY;
      this.head[s] = 0;
      this.addEmpty(s);
      this.hashLo ^= ZOBRIST_LO[base + s];
      this.hashHi ^= ZOBRIST_HI[base + s];
      captured?.push(this.vertex(s));
      count++;
      s = this.next[s];
    } while (s !== h);
    // Second pass: each neighbouring stone of another chain gains the freed adjacency.
    s = h;
    do {
      const up = s - st;
      const left = s - 1;
      const right = s + 1;
      const down = s + st;
      if (c[up] !== EMPTY && c[up] !== BORDER) this.libs[this.head[up]]++;
      if (c[left] !== EMPTY && c[left] !== BORDER) this.libs[this.head[left]]++;
      if (c[right] !== EMPTY && c[right] !== BORDER) this.libs[this.head[right]]++;
      if (c[down] !== EMPTY && c[down] !== BORDER) this.libs[this.head[down]]++;
      s = this.next[s];
    } while (s !== h);
    return count;
  }

  private addEmpty(p: number): void {
    if (this.emptyAt[p] >= 0) return;
    this.emptyAt[p] = this.emptyCount;
    this.empties[this.emptyCount++] = p;
    this.color[p] = EMPTY;
  }

  private removeEmpty(p: number): void {
    const i = this.emptyAt[p];
    if (i < 0) return;
    const last = this.empties[--this.emptyCount];
    this.empties[i] = last;
    this.emptyAt[last] = i;
    this.emptyAt[p] = -1;
  }
}
