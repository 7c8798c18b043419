/**
 * Keeps the board widget showing the game's moves. The widget keeps its own move tree; a new
 * move that continues what it shows is played on it (so it makes its stone sound), anything
 * else (a resync, a take-back, a pass) loads the whole record.
 */
import type { BoardApi } from '@tengen/board';
import { moveToSgf, type RecordInput, sgfToVertex } from '@tengen/core';
import type { GameSetup } from '../state/live-position.ts';

export function recordOf(setup: GameSetup, moves: readonly string[]): RecordInput {
  return {
    lu: setup.size,
    content: [[...setup.prepos.black], [...setup.prepos.white]],
    pos: [...moves],
    blackfirst: setup.blackFirst,
  };
}

/** The moves from the start to the widget's current node, in SGF (`tt` a pass). */
export function shownMoves(api: BoardApi): string[] {
  const game = api.state.game;
  const moves: string[] = [];
  for (let node: typeof game.current | null = game.current; node; node = node.parent) {
    if (node.move) moves.push(moveToSgf(node.move.vertex, game.size));
  }
  return moves.reverse();
}

export type SyncResult = 'same' | 'played' | 'loaded';

/** Shows `moves`. `loaded`: the widget already shows this game's record (false the first time). */
export function syncBoard(
  api: BoardApi,
  setup: GameSetup,
  moves: readonly string[],
  loaded: boolean,
): SyncResult {
  const shown = shownMoves(api);
  const prefix = shown.length <= moves.length && shown.every((m, i) => moves[i] === m);
  if (loaded && api.state.game.size === setup.size && prefix) {
    if (shown.length === moves.length) return 'same';
    const next = moves[shown.length];
    const vertex = next === 'tt' ? null : sgfToVertex(next, setup.size);
    if (shown.length + 1 === moves.length && vertex?.ok && api.play(vertex.value) === 'OK') return 'played';
  }
  api.set({ record: recordOf(setup, moves) });
  return 'loaded';
}
