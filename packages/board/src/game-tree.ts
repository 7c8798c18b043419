import {
  BLACK,
  clampPlaySize,
  EMPTY,
  Game,
  type GameNode,
  loadRecord,
  type MoveVertex,
  moveToSgf,
  type RecordInput,
  readSetupLists,
  type Setup,
  type Stone,
  type Vertex,
  vertexToSgf,
  WHITE,
} from '@tengen/core';
import { fullRegion } from './region.ts';
import type { BoardState } from './state.ts';
import type { ActionResult } from './types.ts';

/** A new empty game of `size` (clamped to 2–19) with optional setup stones. */
export function resetGame(
  state: BoardState,
  size: number,
  options: { firstColor?: Stone; black?: Vertex[]; white?: Vertex[] } = {},
): void {
  const game = new Game(clampPlaySize(size), { firstColor: options.firstColor ?? BLACK });
  if ((options.black?.length ?? 0) + (options.white?.length ?? 0) > 0)
    game.setupRoot({ black: options.black ?? [], white: options.white ?? [], empty: [] });
  if (game.size !== state.game.size) forgetPoints(state);
  state.game = game;
  state.region = fullRegion(game.size);
  state.candidate = null;
  state.cursor = null;
}

/**
 * Forgets what points of the previous game the state holds apart from the game, when a game of
 * another size replaces it: a vote's pick or counts, a candidate, the cursors, win rates or
 * territory of the old one would name other points, or points off a smaller board.
 */
function forgetPoints(state: BoardState): void {
  state.candidate = null;
  state.cursor = null;
  state.keyCursor = null;
  state.vote = { ...state.vote, chosen: null, counts: new Map() };
  state.winrates = new Map();
  state.territory = null;
}

/** Setup lists in SGF points (the config's ab/aw); a bad list is logged and ignored. */
export function setupFromSgf(
  state: BoardState,
  ab: unknown,
  aw: unknown,
): { black: Vertex[]; white: Vertex[] } {
  const list = (x: unknown) => (typeof x === 'string' || Array.isArray(x) ? (x as string[]) : []);
  const read = readSetupLists(list(ab), list(aw), state.game.size);
  if (read.ok) return read.value;
  state.log('BAD_POINT', `setup point ${read.error.point}: ${read.error.code}`);
  return { black: [], white: [] };
}

/** Plays a move with the rules of the core; the error codes are the seed's. */
export function playMove(state: BoardState, vertex: MoveVertex, color?: Stone): ActionResult {
  const played = state.game.play(vertex, color ?? state.game.toPlay);
  if (!played.ok) return played.error === 'BAD_POINT' ? 'ERROR' : played.error;
  const node = played.value;
  state.hooks.moved(node.effect?.captured ?? 0, node.moveNumber === 1);
  return 'OK';
}

export function prev(state: BoardState): ActionResult {
  return state.game.back().ok ? 'OK' : 'ERROR';
}

export function next(state: BoardState): ActionResult {
  return state.game.forward(0).ok ? 'OK' : 'ERROR';
}

/** Goes to move `n` of the current line (0 is the start); past the end stops at the end. */
export function goto(state: BoardState, n: number): ActionResult {
  const game = state.game;
  if (!Number.isInteger(n) || n < 0) return 'ERROR';
  while (game.current.moveNumber > n && game.back().ok) {}
  while (game.current.moveNumber < n && game.forward(0).ok) {}
  return 'OK';
}

/**
 * Makes the line from the root to the current node the first child at every step, so `next` and
 * `toEnd` follow it; the other lines stay in the tree behind it.
 */
export function makeMainLine(game: Game): void {
  for (let node = game.current; node.parent; node = node.parent) {
    const siblings = node.parent.children;
    siblings.splice(siblings.indexOf(node), 1);
    siblings.unshift(node);
  }
}

/** Loads a game record (qipu); repairs are logged, a broken record leaves the board as it was. */
export function loadGameRecord(state: BoardState, record: RecordInput): ActionResult {
  const loaded = loadRecord(record);
  if (!loaded.ok) {
    state.log('MISSING_DATA', `record: ${JSON.stringify(loaded.error)}`);
    return 'ERROR';
  }
  for (const w of loaded.value.warnings) state.log('MISSING_DATA', `record ${w.field}: ${w.message}`);
  if (loaded.value.game.size !== state.game.size) forgetPoints(state);
  state.game = loaded.value.game;
  state.region = fullRegion(state.game.size);
  return 'OK';
}

function editableSetupNode(game: Game): GameNode | null {
  const node = game.current;
  return node.move === null && (node === game.root || node.setup !== null) ? node : null;
}

/**
 * Place mode (baizi): puts a stone without rules, or removes the stone on the point. Stones go into
 * the current setup node (the root before any move), else into a new setup node.
 */
export function placeStone(state: BoardState, v: Vertex, placement: Stone | 'alternate'): Stone | 0 {
  const game = state.game;
  const node = editableSetupNode(game);
  const setup: Setup = node?.setup
    ? { black: [...node.setup.black], white: [...node.setup.white], empty: [...node.setup.empty] }
    : { black: [], white: [], empty: [] };
  const same = (a: Vertex) => a.x === v.x && a.y === v.y;
  const occupied = game.board.get(v) !== EMPTY;
  setup.black = setup.black.filter((a) => !same(a));
  setup.white = setup.white.filter((a) => !same(a));
  setup.empty = setup.empty.filter((a) => !same(a));
  let color: Stone | 0 = 0;
  if (occupied) setup.empty.push(v);
  else {
    color = placement === 'alternate' ? (setup.black.length > setup.white.length ? WHITE : BLACK) : placement;
    (color === BLACK ? setup.black : setup.white).push(v);
  }
  if (node === game.root) game.setupRoot(setup);
  else {
    if (node) {
      game.back();
      game.current.children.splice(game.current.children.indexOf(node), 1);
    }
    game.addSetup(setup);
  }
  return color;
}

/** The baizi info of seed 001: size, setup stones, state, the moves after them, trial flag, colour. */
export function baiziInfo(state: BoardState) {
  const game = state.game;
  const setup = game.root.setup;
  const moves = game.current.path().filter((n) => n.move);
  return {
    size: game.size,
    prepos: [setup?.black.map(vertexToSgf) ?? [], setup?.white.map(vertexToSgf) ?? []],
    state: state.clickMode,
    children: moves.map((n) => moveToSgf(n.move!.vertex, game.size)),
    shixia: state.trial !== null,
    color: game.toPlay,
  };
}
