import { Board, type MoveError } from './board.ts';
import { err, ok, type Result } from './result.ts';
import { GameNode, type Move, type NodeEffect, type PointChange, type Setup } from './tree.ts';
import {
  BLACK,
  EMPTY,
  type MoveVertex,
  opponent,
  type Sign,
  type Stone,
  type Vertex,
  WHITE,
} from './types.ts';

export type NavigationError = 'AT_ROOT' | 'AT_END' | 'NOT_IN_TREE';

export interface GameOptions {
  /** Who moves first when the root says nothing (SGF PL, the record's blackfirst). Black by default. */
  firstColor?: Stone;
  /** Positional superko: a move that repeats a position of the current line is refused as KO. */
  superko?: boolean;
}

/**
 * A move tree with a cursor and the board at the cursor. Going forward plays the node's setup
 * and move; going back undoes exactly what that node changed.
 */
export class Game {
  readonly size: number;
  readonly root: GameNode;
  readonly board: Board;
  readonly superko: boolean;
  readonly firstColor: Stone;
  current: GameNode;
  /** Position keys of the nodes on the current line, for superko. */
  private readonly lineKeys = new Map<number, number>();

  constructor(size: number, options: GameOptions = {}) {
    this.size = size;
    this.board = new Board(size);
    this.root = new GameNode(null);
    this.current = this.root;
    this.superko = options.superko ?? false;
    this.firstColor = options.firstColor ?? BLACK;
    this.addKey(this.board.positionKey());
  }

  /** The colour to move at the cursor. */
  get toPlay(): Stone {
    for (let node: GameNode | null = this.current; node; node = node.parent) {
      if (node.setup?.nextColor) return node.setup.nextColor;
      if (node.move) return opponent(node.move.color);
    }
    return this.firstColor;
  }

  get capturesBy(): { black: number; white: number } {
    return { black: this.board.captures[BLACK], white: this.board.captures[WHITE] };
  }

  /**
   * Plays a move at the cursor (by default for the side to move). An existing variation with
   * the same move is followed; otherwise a new branch is made. Illegal moves change nothing.
   */
  play(vertex: MoveVertex, color: Stone = this.toPlay): Result<GameNode, MoveError> {
    const move: Move = { color, vertex };
    const existing = this.current.findChild(move);
    if (existing) {
      const entered = this.enter(existing);
      return entered.ok ? ok(existing) : entered;
    }
    const node = new GameNode(this.current);
    node.move = move;
    const entered = this.enter(node);
    if (!entered.ok) return entered;
    node.parent!.children.push(node);
    return ok(node);
  }

  pass(color: Stone = this.toPlay): GameNode {
    const played = this.play(null, color);
    if (!played.ok) throw new Error('a pass is always legal');
    return played.value;
  }

  /** Puts setup stones on the root (SGF AB/AW on the first node, the record's `content`). */
  setupRoot(setup: Setup): void {
    if (this.current !== this.root) this.toStart();
    this.removeKey(this.board.positionKey());
    if (this.root.effect) this.revert(this.root.effect.changes, [0, 0], { point: -1, color: EMPTY });
    const capturesBefore: [number, number] = [0, 0];
    const changes = this.applySetup(setup);
    this.root.setup = setup;
    this.root.effect = {
      changes,
      captured: 0,
      ko: null,
      capturesBefore,
      koBefore: { point: -1, color: EMPTY },
    };
    this.addKey(this.board.positionKey());
  }

  /** Adds a setup node (the engine's type 2 node) below the cursor and moves onto it. */
  addSetup(setup: Setup): GameNode {
    const node = new GameNode(this.current);
    node.setup = setup;
    this.current.children.push(node);
    this.enter(node);
    return node;
  }

  back(): Result<GameNode, NavigationError> {
    const parent = this.current.parent;
    if (!parent) return err('AT_ROOT');
    this.leave(this.current);
    this.current = parent;
    return ok(parent);
  }

  /** Follows the child at `variation` (the main line is 0). */
  forward(variation = 0): Result<GameNode, NavigationError | MoveError> {
    const child = this.current.children[variation];
    if (!child) return err('AT_END');
    const entered = this.enter(child);
    return entered.ok ? ok(child) : entered;
  }

  toStart(): GameNode {
    while (this.current.parent) this.back();
    return this.current;
  }

  /** Follows the main line (first children) to its end, stopping before an illegal move. */
  toEnd(): Result<GameNode, MoveError> {
    while (this.current.children.length > 0) {
      const stepped = this.forward(0);
      if (!stepped.ok) return err(stepped.error as MoveError);
    }
    return ok(this.current);
  }

  /** Moves the cursor to any node of this tree. */
  jumpTo(target: GameNode): Result<GameNode, NavigationError | MoveError> {
    const path = target.path();
    if (path[0] !== this.root) return err('NOT_IN_TREE');
    const onPath = new Set(path);
    while (!onPath.has(this.current)) this.back();
    for (let i = path.indexOf(this.current) + 1; i < path.length; i++) {
      const entered = this.enter(path[i]);
      if (!entered.ok) return entered;
    }
    return ok(this.current);
  }

  /** Plays the node's setup and move onto the board and makes it current. */
  private enter(node: GameNode): Result<GameNode, MoveError> {
    const board = this.board;
    const capturesBefore: [number, number] = [board.captures[BLACK], board.captures[WHITE]];
    const koBefore = { point: board.koPoint, color: board.koColor };
    const changes: PointChange[] = [];
    if (node.setup) changes.push(...this.applySetup(node.setup));
    let captured = 0;
    let ko: Vertex | null = null;
    if (node.move) {
      const { color, vertex } = node.move;
      const played = board.play(vertex, color);
      if (!played.ok) {
        this.revert(changes, capturesBefore, koBefore);
        return err(played.error);
      }
      if (vertex) changes.push({ vertex, before: EMPTY, after: color });
      for (const v of played.value.captured)
        changes.push({ vertex: v, before: opponent(color), after: EMPTY });
      captured = played.value.captured.length;
      ko = played.value.ko;
      if (this.superko && vertex && this.lineKeys.has(board.positionKey())) {
        this.revert(changes, capturesBefore, koBefore);
        return err('KO');
      }
    }
    node.effect = { changes, captured, ko, capturesBefore, koBefore };
    this.addKey(board.positionKey());
    this.current = node;
    return ok(node);
  }

  private leave(node: GameNode): void {
    this.removeKey(this.board.positionKey());
    const e = node.effect as NodeEffect;
    this.revert(e.changes, e.capturesBefore, e.koBefore);
  }

  private applySetup(setup: Setup): PointChange[] {
    const changes: PointChange[] = [];
    const put = (vertex: Vertex, after: Sign) => {
      const before = this.board.get(vertex);
      if (before !== after) changes.push({ vertex, before, after });
    };
    for (const v of setup.empty) put(v, EMPTY);
    for (const v of setup.black) put(v, BLACK);
    for (const v of setup.white) put(v, WHITE);
    this.board.setStones(changes.map((c) => ({ vertex: c.vertex, sign: c.after })));
    this.board.pass();
    return changes;
  }

  private revert(
    changes: readonly PointChange[],
    captures: readonly [number, number],
    ko: { point: number; color: Sign },
  ): void {
    if (changes.length > 0) this.board.setStones(changes.map((c) => ({ vertex: c.vertex, sign: c.before })));
    this.board.captures[BLACK] = captures[0];
    this.board.captures[WHITE] = captures[1];
    this.board.koPoint = ko.point;
    this.board.koColor = ko.color;
  }

  private addKey(key: number): void {
    if (!this.superko) return;
    this.lineKeys.set(key, (this.lineKeys.get(key) ?? 0) + 1);
  }

  private removeKey(key: number): void {
    if (!this.superko) return;
    const n = this.lineKeys.get(key) ?? 0;
    if (n <= 1) this.lineKeys.delete(key);
    else this.lineKeys.set(key, n - 1);
  }
}
