import { BLACK, Board, readSetupLists, type Stone, sgfToMove, WHITE } from '@tengen/core';
import {
  type ChatEntry,
  type CountResult,
  type ScoreEntry,
  type SideClock,
  startClock,
} from '@tengen/protocol';
import type { RoomConfig } from './room-config.ts';

export type Seat = 0 | typeof BLACK | typeof WHITE;

export interface Finish {
  /** 1 black, 2 white, 3 draw. */
  readonly winner: 1 | 2 | 3;
  /** 1 resignation, 2 points, 3 timeout, 4 abstention, 5 referee verdict. */
  readonly wintype: 1 | 2 | 3 | 4 | 5;
  /** Margin in hundredths of a stone for a win by points, else 0. */
  readonly winnumber: number;
  /** The SGF result text (`B+R`, `W+3.75`, `B+T`, `0` …). */
  readonly text: string;
}

export type CountingState =
  | { readonly stage: 'asked'; readonly by: Stone }
  | { readonly stage: 'result'; readonly by: Stone; readonly count: CountResult };

/**
 * One value per colour, read as `x[BLACK]` and `x[WHITE]` (slot 0 is unused). A live game makes
 * new ones with every move, and a three-slot array is a quarter of the size of an object with
 * number keys (which V8 gives a 19-slot element store).
 */
export type PerColor<T> = readonly [none: null, black: T, white: T];

export function perColor<T>(black: T, white: T): PerColor<T> {
  return [null, black, white];
}

/** A copy of `pair` with `color`'s value replaced. */
export function withColor<T>(pair: PerColor<T>, color: Stone, value: T): PerColor<T> {
  return color === BLACK ? [null, value, pair[WHITE]] : [null, pair[BLACK], value];
}

/**
 * Everything a live game is. Plain data treated as immutable: `step` returns a new state and
 * never changes what the one it was given says. Read the position with `boardOf`, not `board`:
 * a move reuses its state's board (see `boardForMove`).
 */
export interface RoomState {
  readonly config: RoomConfig;
  readonly status: 'waiting' | 'playing' | 'finished';
  /** When the game starts; moved later by downtime on a restart. */
  readonly startAt: number;
  /** Every move in order, SGF points, `tt` a pass. */
  readonly moves: readonly string[];
  /** The position; read it through `boardOf(state)`. */
  readonly board: Board;
  /** Each side's clock banked at the start of the current turn. */
  readonly clocks: PerColor<SideClock>;
  /** Time used by each side, ms. */
  readonly costs: PerColor<number>;
  /** When the side to move began its turn. */
  readonly turnStartedAt: number;
  /** Byo-yomi periods already announced (miao_tip) during the current turn; -1 for none. */
  readonly announcedPeriods: number;
  /** Players who have shown up (joined the room) at least once. */
  readonly present: PerColor<boolean>;
  readonly takeBack: { readonly by: Stone; readonly depth: number } | null;
  readonly counting: CountingState | null;
  readonly countingRequests: number;
  readonly lastCountingAt: number | null;
  /** Whether each side has moved since its last counting request. */
  readonly movedSinceCounting: PerColor<boolean>;
  readonly judgeCalls: PerColor<number>;
  readonly earlyStart: { readonly by: Stone; readonly at: number } | null;
  readonly chat: {
    readonly entries: readonly ChatEntry[];
    readonly nextId: number;
    readonly lastAt: Readonly<Record<string, number>>;
    readonly forbidden: readonly string[];
    readonly blackEnabled: boolean;
    readonly whiteEnabled: boolean;
  };
  readonly scoreList: readonly ScoreEntry[];
  readonly finish: Finish | null;
}

/** How many chat messages a room keeps for late joiners. */
export const CHAT_HISTORY = 200;

export function createRoom(config: RoomConfig): RoomState {
  const board = new Board(config.size);
  const setup = readSetupLists(config.prepos.black, config.prepos.white, config.size);
  if (!setup.ok) throw new Error(`play ${config.playId}: bad prepos ${JSON.stringify(setup.error)}`);
  board.setStones([
    ...setup.value.black.map((vertex) => ({ vertex, sign: BLACK as Stone })),
    ...setup.value.white.map((vertex) => ({ vertex, sign: WHITE as Stone })),
  ]);
  const moves: readonly string[] = [];
  boardMoves.set(board, moves);
  const clock = startClock(config.mainMs / 60_000, config.periodMs / 1000, config.periods);
  return {
    config,
    status: 'waiting',
    startAt: config.startAt,
    moves,
    board,
    clocks: perColor(clock, clock),
    costs: perColor(0, 0),
    turnStartedAt: config.startAt,
    announcedPeriods: -1,
    present: perColor(false, false),
    takeBack: null,
    counting: null,
    countingRequests: 0,
    lastCountingAt: null,
    movedSinceCounting: perColor(false, false),
    judgeCalls: perColor(0, 0),
    earlyStart: null,
    chat: { entries: [], nextId: 1, lastAt: {}, forbidden: [], blackEnabled: true, whiteEnabled: true },
    scoreList: [],
    finish: null,
  };
}

/** The colour to move: alternating from the first mover. */
export function toMove(state: RoomState): Stone {
  const first: Stone = state.config.blackFirst ? BLACK : WHITE;
  return state.moves.length % 2 === 0 ? first : first === BLACK ? WHITE : BLACK;
}

/**
 * Which move list each board shows. A live room makes a move every few seconds for hours, and
 * copying the board for each one kept a new board alive per move until the next, which the
 * garbage collector then had to promote and collect. Instead a move plays on its state's board
 * and hands it to the new state; the older state, whose move list is no longer the board's,
 * gets its position replayed if anyone asks for it (a test, a refused store write).
 */
const boardMoves = new WeakMap<Board, readonly string[]>();

/**
 * The position of a state: its own board while that still shows its moves, else a replayed one.
 * Only a move may change the board it gets, and it must `adoptBoard` it for the new move list.
 */
export function boardOf(state: RoomState): Board {
  if (boardMoves.get(state.board) === state.moves) return state.board;
  return boardAfter(state, state.moves.length);
}

/** Records that `board` now shows `moves` (the state being built owns it). */
export function adoptBoard(board: Board, moves: readonly string[]): Board {
  boardMoves.set(board, moves);
  return board;
}

/** A new board after the first `count` moves (for take-backs): replayed from the setup. */
export function boardAfter(state: RoomState, count: number): Board {
  const fresh = createRoom(state.config).board;
  const first: Stone = state.config.blackFirst ? BLACK : WHITE;
  let color = first;
  for (let i = 0; i < count; i++) {
    const move = sgfToMove(state.moves[i], fresh.size);
    if (move.ok) fresh.play(move.value, color);
    color = color === BLACK ? WHITE : BLACK;
  }
  return fresh;
}
