import { createHeadlessBoard } from '@tengen/board';
import { describe, expect, it } from 'vitest';
import { shownMoves, syncBoard } from './board-sync.ts';

const setup = { size: 9, blackFirst: true, prepos: { black: ['cc'], white: [] } };

describe('syncBoard: the widget follows the game', () => {
  it('loads the record first, then plays each new move on the widget', () => {
    const api = createHeadlessBoard({ kind: 'game', size: 9 });
    expect(syncBoard(api, setup, ['ee'], false)).toBe('loaded');
    expect(api.state.game.board.get({ x: 2, y: 2 })).toBe(1);
    expect(syncBoard(api, setup, ['ee', 'gg'], true)).toBe('played');
    expect(shownMoves(api)).toEqual(['ee', 'gg']);
    expect(syncBoard(api, setup, ['ee', 'gg'], true)).toBe('same');
  });

  it('a take-back, a pass or a resync that rewrites the moves reloads', () => {
    const api = createHeadlessBoard({ kind: 'game', size: 9 });
    syncBoard(api, setup, ['ee', 'gg'], false);
    expect(syncBoard(api, setup, ['ee'], true)).toBe('loaded');
    expect(shownMoves(api)).toEqual(['ee']);
    expect(syncBoard(api, setup, ['ee', 'tt'], true)).toBe('loaded');
    expect(shownMoves(api)).toEqual(['ee', 'tt']);
    expect(syncBoard(api, setup, ['dd', 'ff', 'gg'], true)).toBe('loaded');
    expect(shownMoves(api)).toEqual(['dd', 'ff', 'gg']);
    expect(api.state.game.board.get({ x: 6, y: 6 })).toBe(1);
  });
});
