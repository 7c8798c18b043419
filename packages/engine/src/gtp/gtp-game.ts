import { BLACK, opponent, type Stone, type Vertex, WHITE } from '@tengen/core';
import { PASS_POINT } from '../position/pass-point.ts';
import { PositionState } from '../position/position-state.ts';
import type { EngineMove, EngineRules, GamePosition } from '../types.ts';

/** The game a GTP session is told: board, komi, rules, setup stones and moves, and its position. */
export class GtpGame {
  size = 19;
  komi = 7.5;
  rules: EngineRules;
  setup: { black: Vertex[]; white: Vertex[] } = { black: [], white: [] };
  moves: EngineMove[] = [];
  /** Who moves first after the setup (White after free handicap stones). */
  firstToMove: Stone = BLACK;
  /** Set when a move's colour was not the side to move: the position then holds it explicitly. */
  private forcedToMove: Stone | null = null;
  state: PositionState;

  constructor(rules: EngineRules) {
    this.rules = rules;
    this.state = this.build();
  }

  private position(moves: readonly EngineMove[], toMove: Stone): GamePosition {
    return { size: this.size, komi: this.komi, rules: this.rules, setup: this.setup, moves, toMove };
  }

  private build(): PositionState {
    const last = this.moves[this.moves.length - 1];
    const toMove = this.forcedToMove ?? (last ? opponent(last.color) : this.firstToMove);
    const made = PositionState.from(this.position(this.moves, toMove));
    if (!made.ok) throw new Error(made.error.message);
    return made.value;
  }

  /** Rebuilds the position after a change of size, komi, rules or setup; undoes the change if it fails. */
  update(change: () => void): void {
    const saved = {
      size: this.size,
      komi: this.komi,
      rules: this.rules,
      setup: this.setup,
      moves: this.moves,
      firstToMove: this.firstToMove,
      forcedToMove: this.forcedToMove,
    };
    try {
      change();
      this.state = this.build();
    } catch (error) {
      Object.assign(this, saved);
      throw error;
    }
  }

  clear(): void {
    this.update(() => {
      this.setup = { black: [], white: [] };
      this.moves = [];
      this.firstToMove = BLACK;
      this.forcedToMove = null;
    });
  }

  get isEmpty(): boolean {
    return this.moves.length === 0 && this.setup.black.length === 0 && this.setup.white.length === 0;
  }

  /** Plays a move of either colour; throws "illegal move" when it is not legal. */
  play(color: Stone, point: number): void {
    const vertex: Vertex | null =
      point === PASS_POINT ? null : { x: point % this.size, y: Math.floor(point / this.size) };
    if (color === this.state.toMove) {
      if (!this.state.isLegalIndex(point)) throw new Error('illegal move');
      this.moves = [...this.moves, { color, point: vertex }];
      this.forcedToMove = null;
      this.state = this.state.playIndex(point);
      return;
    }
    this.update(() => {
      this.moves = [...this.moves, { color, point: vertex }];
      this.forcedToMove = null;
    });
  }

  /** Makes `color` the side to move (GTP's genmove for the other colour). */
  setToMove(color: Stone): void {
    if (color === this.state.toMove) return;
    this.update(() => {
      this.forcedToMove = color;
    });
  }

  undo(): boolean {
    if (this.moves.length === 0) return false;
    this.update(() => {
      this.moves = this.moves.slice(0, -1);
      this.forcedToMove = null;
    });
    return true;
  }

  /** Places setup stones on an empty board; `toMove` moves next. */
  placeSetup(black: Vertex[], white: Vertex[], toMove: Stone): void {
    this.update(() => {
      this.setup = { black, white };
      this.moves = [];
      this.firstToMove = toMove;
      this.forcedToMove = null;
    });
  }

  get moveCount(): number {
    return this.moves.length;
  }

  get whiteToMove(): boolean {
    return this.state.toMove === WHITE;
  }
}
