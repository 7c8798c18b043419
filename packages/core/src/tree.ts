import type { MoveVertex, Sign, Stone, Vertex } from './types.ts';

/** Marks the board engine draws on a point. Numbers and letters are both SGF labels (LB). */
export type Mark =
  | { readonly kind: 'triangle' | 'circle' | 'square' | 'cross' }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'label'; readonly text: string };

export interface Move {
  readonly color: Stone;
  readonly vertex: MoveVertex;
}

/** Setup stones of a node (SGF AB/AW/AE, the engine's setup node of type 2). */
export interface Setup {
  black: Vertex[];
  white: Vertex[];
  empty: Vertex[];
  /** Who plays next after this node (SGF PL, the engine's nextPtColor). */
  nextColor?: Stone;
}

export interface PointChange {
  readonly vertex: Vertex;
  readonly before: Sign;
  readonly after: Sign;
}

/** What visiting a node did to the board, kept so that going back can undo it. */
export interface NodeEffect {
  readonly changes: PointChange[];
  readonly captured: number;
  readonly ko: Vertex | null;
  readonly capturesBefore: readonly [number, number];
  readonly koBefore: { readonly point: number; readonly color: Sign };
}

let nextId = 1;

export class GameNode {
  readonly id = nextId++;
  parent: GameNode | null;
  readonly children: GameNode[] = [];
  move: Move | null = null;
  setup: Setup | null = null;
  comment = '';
  /** Marks by row-major point index (y * size + x). */
  readonly marks = new Map<number, Mark>();
  /** SGF properties Tengen does not interpret, kept so that a record round-trips. */
  readonly extra: Record<string, string[]> = {};
  /** Filled when the node is first visited. */
  effect: NodeEffect | null = null;

  constructor(parent: GameNode | null) {
    this.parent = parent;
  }

  /** Moves from the root to this node: the move number shown to players. */
  get moveNumber(): number {
    let n = 0;
    for (let node: GameNode | null = this; node; node = node.parent) if (node.move) n++;
    return n;
  }

  get depth(): number {
    let d = 0;
    for (let node = this.parent; node; node = node.parent) d++;
    return d;
  }

  addChild(): GameNode {
    const child = new GameNode(this);
    this.children.push(child);
    return child;
  }

  /** The child playing `move`, if this variation exists already. */
  findChild(move: Move): GameNode | undefined {
    return this.children.find((c) => {
      const m = c.move;
      if (!m || m.color !== move.color || c.setup) return false;
      if (m.vertex === null || move.vertex === null) return m.vertex === move.vertex;
      return m.vertex.x === move.vertex.x && m.vertex.y === move.vertex.y;
    });
  }

  /** The nodes from the root down to this one. */
  path(): GameNode[] {
    const out: GameNode[] = [];
    for (let node: GameNode | null = this; node; node = node.parent) out.push(node);
    return out.reverse();
  }

  /** This node and every node below it, depth first, parents before children. */
  *walk(): Generator<GameNode> {
    const stack: GameNode[] = [this];
    while (stack.length > 0) {
      const node = stack.pop()!;
      yield node;
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
}
