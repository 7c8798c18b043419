/**
 * The class board on the server: the record loaded last and the teacher's changes since,
 * replayed with the rules core exactly as the students' widgets replay them (the widget's
 * SyncOp semantics, packages/board/src/sync.ts and game-tree.ts), so a change the widget would
 * refuse is refused before it is stored, and a vote knows which points are empty.
 */
import {
  BLACK,
  EMPTY,
  err,
  type Game,
  type GameNode,
  gameFromSgf,
  loadRecord,
  moveToSgf,
  ok,
  parseSgf,
  type Result,
  type Setup,
  sgfToMove,
  sgfToVertex,
  type Vertex,
  vertexToSgf,
  WHITE,
} from '@tengen/core';
import { type ClassOp, type ClassRecord, EMPTY_CLASS_RECORD } from '@tengen/protocol';

/** The record, then the changes in order; an error names the first change that fails. */
export function replayClass(record: ClassRecord | null, ops: readonly ClassOp[]): Result<Game, string> {
  const loaded = loadRecord(toInput(record ?? EMPTY_CLASS_RECORD));
  if (!loaded.ok) return err('the record cannot be read');
  const game = loaded.value.game;
  for (const [i, op] of ops.entries()) {
    const applied = applyOp(game, op);
    if (!applied.ok) return err(`change ${i + 1}: ${applied.error}`);
  }
  return ok(game);
}

function toInput(record: ClassRecord) {
  return {
    lu: record.lu,
    content: [[...record.content[0]], [...record.content[1]]],
    pos: [...record.pos],
    blackfirst: record.blackfirst,
  };
}

/** Applies one change as the widget's applySync does; an error says why it cannot be. */
export function applyOp(game: Game, op: ClassOp): Result<void, string> {
  switch (op.op) {
    case 'play': {
      const v = sgfToMove(op.point, game.size);
      if (!v.ok) return err(`${op.point} is off the board`);
      const played = game.play(v.value, op.color);
      return played.ok ? ok(undefined) : err(`${op.point}: ${played.error}`);
    }
    case 'place': {
      const v = sgfToVertex(op.point, game.size);
      if (!v.ok) return err(`${op.point} is off the board`);
      placeStone(game, v.value, op.color === 0 ? 'alternate' : op.color);
      return ok(undefined);
    }
    case 'prev':
      return game.back().ok ? ok(undefined) : err('already at the start');
    case 'next':
      return game.forward(0).ok ? ok(undefined) : err('already at the end');
    case 'goto':
      while (game.current.moveNumber > op.move && game.back().ok) {}
      while (game.current.moveNumber < op.move && game.forward(0).ok) {}
      return ok(undefined);
    case 'symbol': {
      const v = sgfToVertex(op.point, game.size);
      return v.ok ? ok(undefined) : err(`${op.point} is off the board`);
    }
    case 'clear_symbols':
      return ok(undefined);
  }
}

/** The widget's place mode (game-tree.ts placeStone): a setup stone put or taken away. */
function placeStone(game: Game, v: Vertex, placement: 1 | 2 | 'alternate'): void {
  const node: GameNode | null =
    game.current.move === null && (game.current === game.root || game.current.setup !== null)
      ? game.current
      : null;
  const setup: Setup = node?.setup
    ? { black: [...node.setup.black], white: [...node.setup.white], empty: [...node.setup.empty] }
    : { black: [], white: [], empty: [] };
  const same = (a: Vertex) => a.x === v.x && a.y === v.y;
  const occupied = game.board.get(v) !== EMPTY;
  setup.black = setup.black.filter((a) => !same(a));
  setup.white = setup.white.filter((a) => !same(a));
  setup.empty = setup.empty.filter((a) => !same(a));
  if (occupied) setup.empty.push(v);
  else {
    const color =
      placement === 'alternate' ? (setup.black.length > setup.white.length ? WHITE : BLACK) : placement;
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
}

/** Every empty point of the position shown, as SGF points. */
export function emptyPoints(game: Game): string[] {
  const out: string[] = [];
  for (let y = 0; y < game.size; y++)
    for (let x = 0; x < game.size; x++)
      if (game.board.get({ x, y }) === EMPTY) out.push(vertexToSgf({ x, y }));
  return out;
}

/** The main line of the first game in SGF text: its size, root setup stones and moves. */
export function recordFromSgf(text: string): Result<ClassRecord, string> {
  const parsed = parseSgf(text);
  if (!parsed.ok || parsed.value.roots.length === 0) return err('not SGF');
  const read = gameFromSgf(parsed.value.roots[0]!);
  if (!read.ok) return err('the SGF game cannot be read');
  const game = read.value.game;
  const setup = game.root.setup;
  const pos: string[] = [];
  for (let node = game.root.children[0]; node; node = node.children[0])
    if (node.move) pos.push(moveToSgf(node.move.vertex, game.size));
  const record: ClassRecord = {
    lu: game.size,
    content: [setup?.black.map(vertexToSgf) ?? [], setup?.white.map(vertexToSgf) ?? []],
    pos,
    blackfirst: game.firstColor === BLACK,
  };
  return loadRecord(toInput(record)).ok ? ok(record) : err('the SGF game has an illegal move');
}
