import {
  BLACK,
  Board,
  moverOf,
  readSetupLists,
  type Stone,
  sgfToMove,
  type Vertex,
  WHITE,
} from '@tengen/core';
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
  /** The counted position (dead stones, territory) of a game that ended by a count. */
  readonly count?: CountResult;
}

export type CountingState =
  | { readonly stage: 'asked'; readonly by: Stone }
  /** `dame`: the engine's, kept to count the accepted result exactly as the players saw it. */
  | {
      readonly stage: 'result';
      readonly by: Stone;
      readonly count: CountResult;
      readonly dame: readonly string[];
    };

/**
 * The count proposed after two passes (count-proposal.ts): the engine's marks, waiting for both
 * players to accept it or one to refuse it while the clocks stand still (`pause`).
 */
export interface CountProposal {
  readonly count: CountResult;
  /** The engine's dame, kept to count the accepted result exactly as the players saw it. */
  readonly dame: readonly string[];
  readonly accepted: PerColor<boolean>;
}

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
 * never changes what the one it was given says. The position is read with `boardOf`: a move
 * reuses its state's board, so `board` is held opaque (see `HeldBoard`).
 */
export interface RoomState {
  readonly config: RoomConfig;
  readonly status: 'waiting' | 'playing' | 'finished';
  /** When the game starts; moved later by downtime on a restart. */
  readonly startAt: number;
  /** Every move in order, SGF points, `tt` a pass. */
  readonly moves: readonly string[];
  /** The position, which only this module reads: `boardOf(state)`. */
  readonly board: HeldBoard;
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
  /**
   * Since when each player who has shown up has had no socket in the room on any process; null
   * while they are here. A player who never came is away since the start (`awayFrom`).
   */
  readonly awaySince: PerColor<number | null>;
  /** Whether the clocks run: from the first move of the game on, whoever makes it. */
  readonly clocksStarted: boolean;
  readonly takeBack: { readonly by: Stone; readonly depth: number } | null;
  readonly counting: CountingState | null;
  /**
   * While a take-back or counting request waits for its answer both clocks stand still (from
   * `since`), until the answer or `lapseAt`, when the request lapses (request-pause.ts).
   */
  readonly pause: { readonly since: number; readonly lapseAt: number } | null;
  readonly proposal: CountProposal | null;
  /** The move count when a proposal was last refused: only two passes after it propose again. */
  readonly playedOnAt: number;
  /**
   * After a restart the side to move is not charged from `since` until they are back in the
   * room, or `until` at the latest (restart-grace.ts).
   */
  readonly grace: { readonly since: number; readonly until: number } | null;
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
    /** guestenable: the game's setting at first, then as a player changed it. */
    readonly guestEnable: boolean;
  };
  readonly scoreList: readonly ScoreEntry[];
  readonly finish: Finish | null;
}

/** How many chat messages a room keeps for late joiners. */
export const CHAT_HISTORY = 200;

function setupStones(config: RoomConfig): { vertex: Vertex; sign: Stone }[] {
  const setup = readSetupLists(config.prepos.black, config.prepos.white, config.size);
  if (!setup.ok) throw new Error(`play ${config.playId}: bad prepos ${JSON.stringify(setup.error)}`);
  return [
    ...setup.value.black.map((vertex) => ({ vertex, sign: BLACK as Stone })),
    ...setup.value.white.map((vertex) => ({ vertex, sign: WHITE as Stone })),
  ];
}

export function createRoom(config: RoomConfig): RoomState {
  const board = new Board(config.size);
  board.setStones(setupStones(config));
  const moves: readonly string[] = [];
  const held = adoptBoard(board, moves);
  const clock = startClock(config.mainMs / 60_000, config.periodMs / 1000, config.periods);
  return {
    config,
    status: 'waiting',
    startAt: config.startAt,
    moves,
    board: held,
    clocks: perColor(clock, clock),
    costs: perColor(0, 0),
    turnStartedAt: config.startAt,
    announcedPeriods: -1,
    present: perColor(false, false),
    awaySince: perColor(null, null),
    clocksStarted: false,
    takeBack: null,
    counting: null,
    pause: null,
    proposal: null,
    playedOnAt: 0,
    grace: null,
    countingRequests: 0,
    lastCountingAt: null,
    movedSinceCounting: perColor(false, false),
    judgeCalls: perColor(0, 0),
    earlyStart: null,
    chat: {
      entries: [],
      nextId: 1,
      lastAt: {},
      forbidden: [],
      blackEnabled: true,
      whiteEnabled: true,
      guestEnable: config.guestEnable,
    },
    scoreList: [],
    finish: null,
  };
}

/** The colour to move: alternating from the first mover. */
export function toMove(state: RoomState): Stone {
  return moverOf(state.moves.length + 1, state.config.blackFirst ? BLACK : WHITE);
}

declare const held: unique symbol;

/**
 * A state's board as the state holds it: the same `Board`, typed so that nothing outside this
 * module can call it. A move hands its state's board on to the next state instead of copying it
 * (see `shows`), so reading `state.board` directly could show a newer state's position.
 */
export type HeldBoard = { readonly [held]: true };

/**
 * Which move list each board shows. A live room makes a move every few seconds for hours, and
 * copying the board for each one kept a new board alive per move until the next, which the
 * garbage collector then had to promote and collect (docs/performance.md, live play). Instead a
 * move plays on its state's board and hands it to the new state; the older state, whose move
 * list is no longer the board's, gets its position replayed if anyone asks for it (a test, a
 * refused store write).
 */
const shows = new WeakMap<Board, readonly string[]>();

/** A board's methods that change it; a state's board read through `boardOf` refuses them. */
const MUTATORS: ReadonlySet<PropertyKey> = new Set<keyof Board>([
  'play',
  'pass',
  'playIndex',
  'setStones',
  'setSigns',
  'rebuildChains',
]);

/** Thrown when a board read through `boardOf` is used after a newer state took it, or changed. */
export class BoardOwnershipError extends Error {
  override readonly name = 'BoardOwnershipError';
}

/**
 * The position of a state, to read: its own board while that still shows its moves, else a
 * replayed one. The answer refuses to change, and throws `BoardOwnershipError` if it is used
 * after a move from this state handed the board on; ask `boardOf` again for the position then.
 */
export function boardOf(state: RoomState): Board {
  const own = state.board as unknown as Board;
  const board = shows.get(own) === state.moves ? own : replayed(state);
  return readOnly(board, state.moves);
}

/**
 * The board a move plays on: the state's own while it still shows the state's moves, else a
 * replayed one. The only mutable way to a state's board; the move must hand the board to the
 * state it makes with `adoptBoard`, and a refused move must leave it unchanged.
 */
export function boardForMove(state: RoomState): Board {
  const own = state.board as unknown as Board;
  return shows.get(own) === state.moves ? own : replayed(state);
}

/** Records that `board` now shows `moves`: the state being built with those moves holds it. */
export function adoptBoard(board: Board, moves: readonly string[]): HeldBoard {
  shows.set(board, moves);
  return board as unknown as HeldBoard;
}

function replayed(state: RoomState): Board {
  const board = boardAfter(state, state.moves.length);
  shows.set(board, state.moves);
  return board;
}

function readOnly(board: Board, moves: readonly string[]): Board {
  return new Proxy(board, {
    get(target, key) {
      if (shows.get(target) !== moves)
        throw new BoardOwnershipError(
          'this board now shows a newer state: read the position with boardOf again',
        );
      if (MUTATORS.has(key))
        throw new BoardOwnershipError(`a state's position is read-only (${String(key)})`);
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(_target, key) {
      throw new BoardOwnershipError(`a state's position is read-only (${String(key)})`);
    },
  });
}

/** A new board after the first `count` moves (for take-backs): replayed from the setup. */
export function boardAfter(state: RoomState, count: number): Board {
  return boardAfterMoves(state.config, state.moves, count);
}

/** A new board after the first `count` of these moves of a game with this config. */
export function boardAfterMoves(config: RoomConfig, moves: readonly string[], count: number): Board {
  const fresh = new Board(config.size);
  fresh.setStones(setupStones(config));
  const first: Stone = config.blackFirst ? BLACK : WHITE;
  let color = first;
  for (let i = 0; i < count; i++) {
    const move = sgfToMove(moves[i], fresh.size);
    if (move.ok) fresh.play(move.value, color);
    color = color === BLACK ? WHITE : BLACK;
  }
  return fresh;
}
