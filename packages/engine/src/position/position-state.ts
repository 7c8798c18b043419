import {
  BLACK,
  Board,
  EMPTY,
  err,
  ok,
  opponent,
  type Result,
  type Sign,
  type Stone,
  type Vertex,
  WHITE,
} from '@tengen/core';
import { netInputs } from '../inputs/features.ts';
import type { Symmetry } from '../inputs/symmetry.ts';
import type { EngineRules, GamePosition, NetInput } from '../types.ts';
import { hasKey, type KeyLink, pushKey } from './key-history.ts';
import { PASS_POINT } from './pass-point.ts';
import type { PositionError } from './position-error.ts';
import { isMultiStoneSuicide, playMultiStoneSuicide } from './suicide.ts';
import { isVertexOn, positionShapeError } from './validate.ts';

/** A move as the input features need it: `point` is y * size + x, or PASS_POINT. */
export interface RecentMove {
  readonly color: Stone;
  readonly point: number;
}

/** How many of the latest moves a state keeps (the network sees five). */
const RECENT_MOVES = 5;

/** What a state knows of its history since the last reset (KataGo's BoardHistory, reduced). */
interface History {
  /** The last moves since the reset, oldest first, at most RECENT_MOVES. */
  readonly recent: readonly RecentMove[];
  /** Moves since the reset (KataGo's "approximately valid turns this phase"), capped. */
  readonly validTurns: number;
  readonly passes: number;
  readonly finished: boolean;
  /** Keys of positions in which each side passed: [unused, black, white]. */
  readonly passKeys: readonly [null, KeyLink | null, KeyLink | null];
  /** Keys of the positions since the last history clearing, for superko (includes the current one). */
  readonly koKeys: KeyLink | null;
  readonly hasButton: boolean;
  /** White's extra points: the button, and the one-point-per-move adjustment of territory scoring. */
  readonly whiteBonus: number;
  /** Black stones and white stones on the board at the reset. */
  readonly startBlack: number;
  readonly startWhite: number;
  /** Black's moves (not passes) since the reset, up to White's first move; -1 once White moved. */
  readonly blackOpening: number;
  readonly blackOpeningDone: boolean;
}

/**
 * A Go position with what KataGo's network and rules need of its history: the board, the side to
 * move, the last five moves, the two previous boards (for the ladder features), consecutive passes,
 * the ko point and superko history. Immutable: `play` answers a new state and shares what did not
 * change. Moves of the wrong colour, like KataGo's GTP, reset the history.
 */
export class PositionState {
  readonly size: number;
  readonly komi: number;
  readonly rules: EngineRules;
  readonly toMove: Stone;
  /** The board; callers must not change it (clone it first). */
  readonly board: Board;
  /** The board before the last move and before the one before, or null past the reset. */
  readonly previousBoard: Board | null;
  readonly previousPreviousBoard: Board | null;
  private readonly history: History;
  private superkoBans: Uint8Array | null = null;

  private constructor(
    position: Pick<GamePosition, 'size' | 'komi' | 'rules' | 'toMove'>,
    board: Board,
    previous: Board | null,
    previousPrevious: Board | null,
    history: History,
  ) {
    this.size = position.size;
    this.komi = position.komi;
    this.rules = position.rules;
    this.toMove = position.toMove;
    this.board = board;
    this.previousBoard = previous;
    this.previousPreviousBoard = previousPrevious;
    this.history = history;
  }

  /** Sets up a position: setup stones, then every move, each of which must be legal. */
  static from(position: GamePosition): Result<PositionState, PositionError> {
    const shape = positionShapeError(position);
    if (shape) return err(shape);
    const board = new Board(position.size);
    const changes: { vertex: Vertex; sign: Sign }[] = [];
    const seen = new Set<number>();
    for (const [color, list] of [
      [BLACK, position.setup.black],
      [WHITE, position.setup.white],
    ] as const) {
      for (const vertex of list) {
        const i = vertex.y * position.size + vertex.x;
        if (seen.has(i))
          return err({ code: 'SETUP_OVERLAP', message: `two setup stones on ${JSON.stringify(vertex)}` });
        seen.add(i);
        changes.push({ vertex, sign: color });
      }
    }
    board.setStones(changes);
    for (const { vertex } of changes) {
      if (board.libertiesOf(board.index(vertex)) === 0)
        return err({
          code: 'SETUP_NO_LIBERTY',
          message: `setup stone ${JSON.stringify(vertex)} has no liberty`,
        });
    }
    const rules = { size: position.size, komi: position.komi, rules: position.rules };
    let state = PositionState.reset({ ...rules, toMove: BLACK }, board);
    for (let i = 0; i < position.moves.length; i++) {
      const move = position.moves[i];
      if (move.color !== state.toMove) state = state.withHistoryReset(move.color);
      if (!state.isLegal(move.point)) {
        return err({
          code: 'ILLEGAL_MOVE',
          message: `move ${i + 1} (${move.point ? `${move.point.x},${move.point.y}` : 'pass'}) is illegal`,
          move: i,
        });
      }
      state = state.play(move.point);
    }
    if (position.toMove !== state.toMove) state = state.withHistoryReset(position.toMove);
    return ok(state);
  }

  /** A state with no history: what KataGo makes when the side to move is not the expected one. */
  private static reset(
    position: Pick<GamePosition, 'size' | 'komi' | 'rules' | 'toMove'>,
    board: Board,
  ): PositionState {
    board.pass(); // clears the ko point
    let startBlack = 0;
    let startWhite = 0;
    const c = board.color;
    for (let p = 0; p < c.length; p++) {
      if (c[p] === BLACK) startBlack++;
      else if (c[p] === WHITE) startWhite++;
    }
    const territoryBonus =
      position.rules.scoring === 'TERRITORY'
        ? startBlack - startWhite - (board.captures[BLACK] - board.captures[WHITE])
        : 0;
    return new PositionState(position, board, null, null, {
      recent: [],
      validTurns: 0,
      passes: 0,
      finished: false,
      passKeys: [null, null, null],
      koKeys: pushKey(null, board.positionKey(), koKeyColor(position.rules, position.toMove)),
      hasButton: position.rules.hasButton,
      whiteBonus: territoryBonus,
      startBlack,
      startWhite,
      blackOpening: 0,
      blackOpeningDone: false,
    });
  }

  private withHistoryReset(toMove: Stone): PositionState {
    return PositionState.reset(
      { size: this.size, komi: this.komi, rules: this.rules, toMove },
      this.board.clone(),
    );
  }

  /** Consecutive passes at the end that count towards ending the game (a button pass does not). */
  get passes(): number {
    return this.history.passes;
  }

  /** Whether the button (rules with a button) is still there to take by passing. */
  get hasButton(): boolean {
    return this.history.hasButton;
  }

  /** The network's input for this position in one of KataGo's eight symmetries. */
  inputs(symmetry: Symmetry = 0): NetInput {
    return netInputs(this, symmetry);
  }

  /** Whether the game has ended by passes (or, under territory scoring, the normal phase). */
  get isFinished(): boolean {
    return this.history.finished;
  }

  /** The point the side to move may not take back because of simple ko, or null. */
  get koPoint(): Vertex | null {
    const b = this.board;
    return b.koPoint >= 0 && b.koColor === this.toMove ? b.vertex(b.koPoint) : null;
  }

  /** The last moves since the history was reset, oldest first (at most five). */
  get recentMoves(): readonly RecentMove[] {
    return this.history.recent;
  }

  /** Moves since the history reset, capped as KataGo caps them after a finished game. */
  get validTurns(): number {
    return this.history.validTurns;
  }

  /** White's bonus from the button and territory scoring, and the handicap bonus the rules give. */
  get whiteBonusPoints(): number {
    return this.history.whiteBonus + this.whiteHandicapBonus();
  }

  /** Komi and bonuses as points for the side to move (KataGo's "self komi"). */
  selfKomi(): number {
    const white = this.komi + this.whiteBonusPoints;
    return this.toMove === WHITE ? white : -white;
  }

  private whiteHandicapBonus(): number {
    const rule = this.rules.whiteHandicapBonus;
    if (rule === '0') return 0;
    const h = this.history;
    const advantage = h.startBlack + h.blackOpening;
    const stones = h.startWhite !== 0 || advantage <= 1 ? 0 : advantage;
    if (rule === 'N') return stones;
    return stones > 1 ? stones - 1 : 0;
  }

  /** Whether a pass now would end the game or phase: a second pass, or a repeated pass (simple ko). */
  passWouldEndPhase(): boolean {
    const h = this.history;
    if (h.passes + 1 >= 2) return true;
    return (
      this.rules.ko === 'SIMPLE' && hasKey(h.passKeys[this.toMove], this.board.positionKey(), this.toMove)
    );
  }

  /**
   * KataGo's shouldSuppressEndGameFromFriendlyPass: under friendly-pass area rules, a pass now
   * would be the second and is not a repeated-position pass, so it would not end the game.
   */
  friendlyPassSuppressesEnd(): boolean {
    const h = this.history;
    return (
      this.rules.friendlyPassOk === true &&
      this.rules.scoring === 'AREA' &&
      h.passes + 1 === 2 &&
      !(this.rules.ko === 'SIMPLE' && hasKey(h.passKeys[this.toMove], this.board.positionKey(), this.toMove))
    );
  }

  isLegal(point: Vertex | null): boolean {
    if (point === null) return true;
    if (!isVertexOn(point, this.size)) return false;
    return this.isLegalIndex(point.y * this.size + point.x);
  }

  /** Legality of a move at y * size + x (PASS_POINT is a pass). */
  isLegalIndex(point: number): boolean {
    if (point === PASS_POINT) return true;
    const b = this.board;
    const p = padded(b, point);
    if (!this.canPlay(b, p)) return false;
    return this.rules.ko === 'SIMPLE' || this.superkoBanned()[point] === 0;
  }

  /** 1 on every point the side to move may play, row by row from the top (size × size). */
  legalMask(): Uint8Array {
    const n = this.size * this.size;
    const mask = new Uint8Array(n);
    const b = this.board;
    const bans = this.rules.ko === 'SIMPLE' ? null : this.superkoBanned();
    for (let i = 0; i < n; i++) {
      if (this.canPlay(b, padded(b, i)) && (bans === null || bans[i] === 0)) mask[i] = 1;
    }
    return mask;
  }

  /** Points where the side to move may not play only because of superko (never the simple ko point). */
  superkoBanned(): Uint8Array {
    if (this.superkoBans) return this.superkoBans;
    const n = this.size * this.size;
    const bans = new Uint8Array(n);
    const h = this.history;
    // KataGo marks superko bans after each move, not on a fresh history.
    if (this.rules.ko !== 'SIMPLE' && h.validTurns > 0 && h.recent.length > 0) {
      const b = this.board;
      const keyColor = koKeyColor(this.rules, opponent(this.toMove));
      for (let i = 0; i < n; i++) {
        const p = padded(b, i);
        if (!this.canPlay(b, p)) continue;
        const after = b.clone();
        this.playOn(after, p);
        if (hasKey(h.koKeys, after.positionKey(), keyColor)) bans[i] = 1;
      }
    }
    this.superkoBans = bans;
    return bans;
  }

  /** Whether the side to move may play at padded index `p`, ignoring superko. */
  private canPlay(board: Board, p: number): boolean {
    return (
      board.check(p, this.toMove) >= 0 || (this.rules.suicide && isMultiStoneSuicide(board, p, this.toMove))
    );
  }

  /** Plays the side to move's stone at padded index `p` on `board`, suicide included. */
  private playOn(board: Board, p: number): void {
    if (board.playIndex(p, this.toMove) < 0) playMultiStoneSuicide(board, p, this.toMove);
  }

  /** The side to move plays (null passes). Throws a RangeError on an illegal move. */
  play(point: Vertex | null): PositionState {
    if (point !== null && !isVertexOn(point, this.size))
      throw new RangeError(`${JSON.stringify(point)} is off the ${this.size}×${this.size} board`);
    return this.playIndex(point === null ? PASS_POINT : point.y * this.size + point.x);
  }

  /** `play` by index: y * size + x, or PASS_POINT. */
  playIndex(point: number): PositionState {
    if (!this.isLegalIndex(point))
      throw new RangeError(`move ${point} is illegal for ${this.toMove === BLACK ? 'black' : 'white'}`);
    const mover = this.toMove;
    const next = opponent(mover);
    const h = this.history;
    const board = this.board.clone();
    const keyBefore = board.positionKey();
    let { passes, hasButton, whiteBonus, koKeys, blackOpening, blackOpeningDone } = h;
    let passKeys = h.passKeys;
    let repeatedPass = false;
    if (point === PASS_POINT) {
      board.pass();
      if (hasButton) {
        hasButton = false;
        whiteBonus += mover === WHITE ? 0.5 : -0.5;
        passes = 0;
        passKeys = [null, null, null];
        koKeys = null;
      } else {
        if (this.rules.ko === 'SIMPLE') koKeys = null;
        passes += 1;
        repeatedPass = this.rules.ko === 'SIMPLE' && hasKey(passKeys[mover], keyBefore, mover);
        passKeys =
          mover === BLACK
            ? [null, pushKey(passKeys[BLACK], keyBefore, mover), passKeys[WHITE]]
            : [null, passKeys[BLACK], pushKey(passKeys[WHITE], keyBefore, mover)];
      }
    } else {
      this.playOn(board, padded(board, point));
      passes = 0;
      if (this.rules.scoring === 'TERRITORY') whiteBonus += mover === BLACK ? 1 : -1;
    }
    if (!blackOpeningDone) {
      if (mover === BLACK && point !== PASS_POINT) blackOpening += 1;
      else if (mover === WHITE && point !== PASS_POINT) blackOpeningDone = true;
    }
    const recent = h.recent.length < RECENT_MOVES ? h.recent.slice() : h.recent.slice(1);
    recent.push({ color: mover, point });
    const validTurns = Math.min(h.finished ? Math.min(h.validTurns, 1) : h.validTurns, RECENT_MOVES) + 1;
    return new PositionState(
      { size: this.size, komi: this.komi, rules: this.rules, toMove: next },
      board,
      this.board,
      this.previousBoard,
      {
        recent,
        validTurns,
        passes,
        finished: passes >= 2 || repeatedPass,
        passKeys,
        koKeys: pushKey(koKeys, board.positionKey(), koKeyColor(this.rules, next)),
        hasButton,
        whiteBonus,
        startBlack: h.startBlack,
        startWhite: h.startWhite,
        blackOpening,
        blackOpeningDone,
      },
    );
  }
}

/** Superko keys carry the side to move except under positional superko. */
function koKeyColor(rules: EngineRules, toMove: Stone): Sign {
  return rules.ko === 'POSITIONAL' ? EMPTY : toMove;
}

function padded(board: Board, point: number): number {
  const size = board.size;
  return (Math.floor(point / size) + 1) * board.stride + (point % size) + 1;
}
