import { moveToSgf, sgfToMove, sgfToVertex, vertexToSgf } from './coords.ts';
import { Game } from './game.ts';
import { type GameInfo, readGameInfo } from './game-info.ts';
import { err, ok, type Result } from './result.ts';
import { expandPointList } from './sgf/points.ts';
import type { SgfNode } from './sgf/types.ts';
import type { GameNode, Mark, Setup } from './tree.ts';
import { BLACK, MAX_READ_SIZE, MIN_SIZE, type Stone, type Vertex, WHITE } from './types.ts';

export interface SgfGame {
  game: Game;
  info: GameInfo;
  /** Minor damage repaired while reading. */
  warnings: string[];
}

export interface SgfGameError {
  code: 'BAD_SIZE' | 'BAD_MOVE';
  message: string;
}

const MARK_IDS: Record<string, 'triangle' | 'circle' | 'square' | 'cross'> = {
  TR: 'triangle',
  CR: 'circle',
  SQ: 'square',
  MA: 'cross',
};
/** Properties turned into typed node fields; everything else is kept as it is. */
const READ_IDS = new Set(['B', 'W', 'AB', 'AW', 'AE', 'PL', 'C', 'TR', 'CR', 'SQ', 'MA', 'LB', 'SZ']);
/** Written by Tengen itself, so never copied from the source record. */
const OWN_ROOT_IDS = new Set(['FF', 'GM', 'CA', 'SZ']);

export interface SgfReadOptions {
  superko?: boolean;
}

function readSize(root: SgfNode): Result<number, SgfGameError> {
  const sz = root.props.SZ?.[0]?.trim();
  if (sz === undefined || sz === '') return ok(19);
  const [w, h] = sz.split(':');
  const size = Number(w);
  if (h !== undefined && Number(h) !== size)
    return err({ code: 'BAD_SIZE', message: `rectangular board ${sz}` });
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_READ_SIZE) {
    return err({ code: 'BAD_SIZE', message: `board size ${sz} is outside ${MIN_SIZE}–${MAX_READ_SIZE}` });
  }
  return ok(size);
}

function colorOf(text: string | undefined): Stone | undefined {
  const t = text?.trim().toUpperCase();
  if (t === 'B' || t === '1') return BLACK;
  if (t === 'W' || t === '2') return WHITE;
  return undefined;
}

/** Builds a move tree from one parsed game tree. The tree is built, not replayed. */
export function gameFromSgf(root: SgfNode, options: SgfReadOptions = {}): Result<SgfGame, SgfGameError> {
  const size = readSize(root);
  if (!size.ok) return size;
  const warnings: string[] = [];
  const info = readGameInfo(root.props);
  const firstColor = colorOf(root.props.PL?.[0]) ?? (info.handicap >= 2 ? WHITE : BLACK);
  const game = new Game(size.value, { firstColor, superko: options.superko });

  const rootFields = readNode(root, game.root, size.value, warnings);
  if (!rootFields.ok) return rootFields;
  if (game.root.setup) game.setupRoot(game.root.setup);

  // A move on the root node moves down into a node of its own, so the root holds only setup.
  const stack: [SgfNode, GameNode][] = [];
  let top: GameNode = game.root;
  if (rootFields.value) {
    top = game.root.addChild();
    top.move = rootFields.value;
  }
  for (let i = root.children.length - 1; i >= 0; i--) stack.push([root.children[i], top]);
  while (stack.length > 0) {
    const [sgf, parent] = stack.pop()!;
    const node = parent.addChild();
    const read = readNode(sgf, node, size.value, warnings);
    if (!read.ok) return read;
    if (read.value) node.move = read.value;
    for (let i = sgf.children.length - 1; i >= 0; i--) stack.push([sgf.children[i], node]);
  }
  return ok({ game, info, warnings });
}

/** Fills a tree node from an SGF node; answers the node's move, if any. */
function readNode(
  sgf: SgfNode,
  node: GameNode,
  size: number,
  warnings: string[],
): Result<{ color: Stone; vertex: Vertex | null } | null, SgfGameError> {
  const p = sgf.props;
  let move: { color: Stone; vertex: Vertex | null } | null = null;
  for (const [id, color] of [
    ['B', BLACK],
    ['W', WHITE],
  ] as const) {
    const value = p[id];
    if (!value) continue;
    if (move) {
      warnings.push(`a node has both B and W; ${id}[${value[0]}] ignored`);
      continue;
    }
    const v = sgfToMove(value[0].trim(), size);
    if (!v.ok) return err({ code: 'BAD_MOVE', message: `${id}[${value[0]}]: ${v.error}` });
    move = { color, vertex: v.value };
  }

  const setup = readSetup(p, size, warnings);
  if (setup) node.setup = setup;
  if (p.C) node.comment = p.C.join('\n');
  for (const id of Object.keys(MARK_IDS)) {
    for (const point of expandPointList(p[id] ?? [])) {
      const v = sgfToVertex(point, size);
      if (v.ok) node.marks.set(v.value.y * size + v.value.x, { kind: MARK_IDS[id] });
      else warnings.push(`${id}[${point}] is not a point; ignored`);
    }
  }
  for (const label of p.LB ?? []) {
    const colon = label.indexOf(':');
    const v = sgfToVertex(label.slice(0, colon), size);
    if (colon !== 2 || !v.ok) {
      warnings.push(`LB[${label}] is not point:text; ignored`);
      continue;
    }
    const text = label.slice(colon + 1);
    const mark: Mark = /^[1-9][0-9]{0,3}$/.test(text)
      ? { kind: 'number', value: Number(text) }
      : { kind: 'label', text };
    node.marks.set(v.value.y * size + v.value.x, mark);
  }
  for (const [id, values] of Object.entries(p)) if (!READ_IDS.has(id)) node.extra[id] = values;
  return ok(move);
}

function readSetup(p: Record<string, string[]>, size: number, warnings: string[]): Setup | null {
  if (!p.AB && !p.AW && !p.AE && !p.PL) return null;
  const seen = new Set<string>();
  const list = (id: string): Vertex[] => {
    const out: Vertex[] = [];
    const points = (p[id] ?? []).flatMap((value) => expandPointList([value]));
    for (const point of points) {
      const v = sgfToVertex(point, size);
      if (!v.ok) warnings.push(`${id}[${point}] is not a point on the board; ignored`);
      else if (seen.has(point)) warnings.push(`${id}[${point}] listed twice; ignored`);
      else {
        seen.add(point);
        out.push(v.value);
      }
    }
    return out;
  };
  const setup: Setup = { black: list('AB'), white: list('AW'), empty: list('AE') };
  const next = colorOf(p.PL?.[0]);
  if (next) setup.nextColor = next;
  return setup;
}

/** Writes a move tree back to SGF nodes; reading the result gives back the same tree. */
export function gameToSgf(game: Game): SgfNode {
  const size = game.size;
  const rootProps: Record<string, string[]> = { FF: ['4'], GM: ['1'], CA: ['UTF-8'], SZ: [String(size)] };
  for (const [id, v] of Object.entries(game.root.extra)) if (!OWN_ROOT_IDS.has(id)) rootProps[id] = v;
  const out: SgfNode = { props: rootProps, children: [] };
  writeNode(game.root, out.props, size);
  const stack: [GameNode, SgfNode][] = [[game.root, out]];
  while (stack.length > 0) {
    const [node, sgf] = stack.pop()!;
    for (const child of node.children) {
      const props: Record<string, string[]> = {};
      if (child.move) props[child.move.color === BLACK ? 'B' : 'W'] = [moveToSgf(child.move.vertex, size)];
      writeNode(child, props, size);
      for (const [id, v] of Object.entries(child.extra)) props[id] = v;
      const childSgf: SgfNode = { props, children: [] };
      sgf.children.push(childSgf);
      stack.push([child, childSgf]);
    }
  }
  return out;
}

function writeNode(node: GameNode, props: Record<string, string[]>, size: number): void {
  const s = node.setup;
  if (s) {
    if (s.black.length) props.AB = s.black.map(vertexToSgf);
    if (s.white.length) props.AW = s.white.map(vertexToSgf);
    if (s.empty.length) props.AE = s.empty.map(vertexToSgf);
    if (s.nextColor) props.PL = [s.nextColor === BLACK ? 'B' : 'W'];
  }
  if (node.comment) props.C = [node.comment];
  for (const [index, mark] of node.marks) {
    const point = vertexToSgf({ x: index % size, y: Math.floor(index / size) });
    if (mark.kind === 'number' || mark.kind === 'label') {
      const text = mark.kind === 'number' ? String(mark.value) : mark.text;
      appendProp(props, 'LB', `${point}:${text}`);
    } else {
      const id = Object.keys(MARK_IDS).find((k) => MARK_IDS[k] === mark.kind)!;
      appendProp(props, id, point);
    }
  }
}

function appendProp(props: Record<string, string[]>, id: string, value: string): void {
  if (props[id]) props[id].push(value);
  else props[id] = [value];
}
