/**
 * What review navigation steps through: a game's setup stones and its main line, read once
 * from a @tengen/core Game (the first child at every node). Setup stones count only on the
 * root, as live games and their records have them.
 */
import {
  BLACK,
  Game,
  loadRecord,
  type Move,
  type MoveError,
  moveToSgf,
  type Result,
  type Stone,
  type Vertex,
  vertexToSgf,
} from '@tengen/core';

export interface ReviewRecord {
  readonly size: number;
  readonly firstColor: Stone;
  readonly setup: { readonly black: readonly Vertex[]; readonly white: readonly Vertex[] };
  readonly mainLine: readonly Move[];
}

/** Reads without moving the game's cursor or changing its tree. */
export function recordFromGame(game: Game): ReviewRecord {
  const mainLine: Move[] = [];
  for (let node = game.root.children[0]; node; node = node.children[0])
    if (node.move) mainLine.push(node.move);
  return {
    size: game.size,
    firstColor: game.firstColor,
    setup: { black: game.root.setup?.black ?? [], white: game.root.setup?.white ?? [] },
    mainLine,
  };
}

/** A record from a play's data: board size, who starts, pre-placed stones and moves (SGF, `tt` a pass). */
export function recordFromPlay(play: {
  readonly size: number;
  readonly blackFirst: boolean;
  readonly prepos: { readonly black: readonly string[]; readonly white: readonly string[] };
  readonly moves: readonly string[];
}): Result<ReviewRecord, string> {
  const loaded = loadRecord({
    lu: play.size,
    blackfirst: play.blackFirst,
    content: [[...play.prepos.black], [...play.prepos.white]],
    pos: [...play.moves],
  });
  if (!loaded.ok) return { ok: false, error: JSON.stringify(loaded.error) };
  return { ok: true, value: recordFromGame(loaded.value.game) };
}

/**
 * A fresh game at the position after `moves` (the main line's first moves, then tried ones),
 * or the first move that cannot be played. The record's own game is never touched.
 */
export function replayReview(record: ReviewRecord, moves: readonly Move[]): Result<Game, MoveError> {
  const game = new Game(record.size, { firstColor: record.firstColor });
  if (record.setup.black.length + record.setup.white.length > 0) {
    game.setupRoot({ black: [...record.setup.black], white: [...record.setup.white], empty: [] });
  }
  for (const move of moves) {
    const played = game.play(move.vertex, move.color);
    if (!played.ok) return played;
  }
  return { ok: true, value: game };
}

/** The board widget's record input for a position: setup as `content`, the moves as `pos`. */
export function boardRecord(record: ReviewRecord, moves: readonly Move[]) {
  return {
    lu: record.size,
    blackfirst: record.firstColor === BLACK,
    content: [record.setup.black.map(vertexToSgf), record.setup.white.map(vertexToSgf)],
    pos: moves.map((m) => moveToSgf(m.vertex, record.size)),
  };
}
