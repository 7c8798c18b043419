import { readdirSync, readFileSync } from 'node:fs';
import { boardToRows, decodeSgf, type Game, gameFromSgf, moveToSgf, parseSgf } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { effectsOf } from './effects.ts';
import type { GameState } from './game-state.ts';
import { positionAfter } from './live-position.ts';
import { CLOCKS, feed, joined, posMessage, testInitData } from './test-game.ts';

const sgfDir = new URL('../../../../../../fixtures/sgf/', import.meta.url);

/** A real game of the corpus: its moves in SGF and the core's board at the end. */
function corpusGame(file: string): { moves: string[]; game: Game } {
  const parsed = parseSgf(decodeSgf(readFileSync(new URL(file, sgfDir))).text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const read = gameFromSgf(parsed.value.roots[0]);
  if (!read.ok) throw new Error(read.error.message);
  const game = read.value.game;
  const moves: string[] = [];
  for (let node = game.root.children[0]; node; node = node.children[0]) {
    if (node.move) moves.push(moveToSgf(node.move.vertex, game.size));
  }
  game.toEnd();
  return { moves, game };
}

/** The first corpus games without setup stones whose colours alternate, black first. */
function alternatingGames(count: number): string[] {
  const files = readdirSync(sgfDir).filter((f) => f.endsWith('.sgf'));
  const picked: string[] = [];
  for (const file of files) {
    const { game } = corpusGame(file);
    let ok = game.root.setup === null;
    let expected = 1;
    for (let node = game.root.children[0]; ok && node; node = node.children[0]) {
      if (node.move && node.move.color !== expected) ok = false;
      if (node.move) expected = expected === 1 ? 2 : 1;
    }
    if (ok) picked.push(file);
    if (picked.length === count) break;
  }
  return picked;
}

const rows = (s: GameState) => boardToRows(s.position.board);

describe('a real game replayed as pos messages', () => {
  const files = alternatingGames(3);

  it.each(files)('%s: same stones and captures as the rules core, every move kept once', (file) => {
    const { moves, game } = corpusGame(file);
    const state = feed(
      joined(0),
      moves.map((m, i) => posMessage(m, i + 1)),
    );
    expect(state.moves).toEqual(moves);
    expect(rows(state)).toEqual(boardToRows(game.board));
    expect(state.position.captures).toEqual(game.capturesBy);
    expect(state.position.lastMove).toBe(moves.at(-1));
    expect(state.needsResync).toBe(false);
  });

  it('a resync in the middle: initdata replaces, replayed and late moves neither duplicate nor go missing', () => {
    const { moves, game } = corpusGame(files[0]);
    const at = (n: number) => moves.slice(0, n).map((m, i) => posMessage(m, i + 1));
    // The page saw 50 moves, lost its link, and the game went on to 60.
    const before = feed(joined(0), at(50));
    const resynced = feed(before, [testInitData({ pos: moves.slice(0, 60), stepcount: 60, nextcolor: 1 })]);
    expect(resynced.moves).toEqual(moves.slice(0, 60));
    // Broadcasts of moves 55–60 that were in flight arrive after the initdata: ignored.
    const late = feed(resynced, at(60).slice(54));
    expect(late).toBe(resynced);
    // The game goes on to its end.
    const end = feed(late, at(moves.length).slice(60));
    expect(end.moves).toEqual(moves);
    expect(rows(end)).toEqual(boardToRows(game.board));
    expect(end.position.captures).toEqual(game.capturesBy);
  });

  it('a move out of order asks for the whole state again (once), and initdata repairs it', () => {
    const s = feed(joined(0), [posMessage('pd', 1), posMessage('dd', 3)]);
    expect(s.moves).toEqual(['pd']);
    expect(s.needsResync).toBe(true);
    const before = feed(joined(0), [posMessage('pd', 1)]);
    expect(effectsOf(posMessage('dd', 3), before, s)).toEqual([
      { type: 'send', message: { cmd: 'getinitdata' } },
    ]);
    expect(effectsOf(posMessage('qq', 4), s, feed(s, [posMessage('qq', 4)]))).toEqual([]);
    const repaired = feed(s, [testInitData({ pos: ['pd', 'dp', 'dd'], stepcount: 3, nextcolor: 2 })]);
    expect(repaired.needsResync).toBe(false);
    expect(repaired.moves).toEqual(['pd', 'dp', 'dd']);
  });

  it('a known step with another move is a disagreement: resync', () => {
    const s = feed(joined(0), [posMessage('pd', 1), posMessage('qq', 1)]);
    expect(s.needsResync).toBe(true);
    expect(s.moves).toEqual(['pd']);
  });

  it('an accepted take-back rewinds to the position of the shorter list, captures included', () => {
    const { moves } = corpusGame(files[0]);
    const s = feed(
      joined(0),
      moves.slice(0, 120).map((m, i) => posMessage(m, i + 1)),
    );
    const back = feed(s, [
      { cmd: 'restore_tip', color: 2, depth: 2 },
      { cmd: 'restore_ret', agree: true, depth: 2, stepcount: 118, nextcolor: 2, ...CLOCKS },
    ]);
    expect(back.moves).toEqual(moves.slice(0, 118));
    expect(rows(back)).toEqual(
      rows(
        feed(
          joined(0),
          moves.slice(0, 118).map((m, i) => posMessage(m, i + 1)),
        ),
      ),
    );
    expect(back.nextColor).toBe(2);
  });

  it('pre-placed stones and white first (a handicap game)', () => {
    const setup = { size: 9, blackFirst: false, prepos: { black: ['cc', 'gg'], white: [] } };
    const p = positionAfter(setup, ['ee', 'tt', 'dc']);
    const board = boardToRows(p.board);
    expect(board[2][2]).toBe('X');
    // White plays moves 1 and 3, black passed in between.
    expect(board[4][4]).toBe('O');
    expect(board[2][3]).toBe('O');
    expect(p.moveCount).toBe(3);
  });
});
