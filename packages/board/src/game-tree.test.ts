import { BLACK, boardToRows, gtpToMove, WHITE } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { baiziInfo, goto, loadGameRecord, next, placeStone, playMove, prev, resetGame } from './game-tree.ts';
import { defaultState } from './state.ts';

const at = (gtp: string, size = 5) => {
  const v = gtpToMove(gtp, size);
  if (!v.ok || !v.value) throw new Error(gtp);
  return v.value;
};

function fiveByFive() {
  const s = defaultState();
  s.log = () => {};
  resetGame(s, 5);
  return s;
}

describe('moves and navigation', () => {
  it('plays legal moves, switches sides, and answers the seed errors', () => {
    const s = fiveByFive();
    expect(playMove(s, at('C3'))).toBe('OK');
    expect(s.game.toPlay).toBe(WHITE);
    expect(playMove(s, at('C3'))).toBe('NOT_EMPTY');
    for (const p of ['E5', 'A2', 'A1', 'B1']) playMove(s, at(p));
    expect(boardToRows(s.game.board)).toEqual(['....O', '.....', '..X..', 'X....', '.X...']);
    expect(playMove(s, at('A1'))).toBe('SUICIDE');
  });

  it('steps back and forward along the line; back at the start is an error', () => {
    const s = fiveByFive();
    playMove(s, at('C3'));
    playMove(s, at('D3'));
    expect(prev(s)).toBe('OK');
    expect(s.game.toPlay).toBe(WHITE);
    expect(prev(s)).toBe('OK');
    expect(prev(s)).toBe('ERROR');
    expect(goto(s, 2)).toBe('OK');
    expect(s.game.current.moveNumber).toBe(2);
    expect(next(s)).toBe('ERROR');
  });

  it('loads a record and clamps its size', () => {
    const s = fiveByFive();
    expect(loadGameRecord(s, { lu: 9, content: [['cc'], ['dd']], pos: ['ee', 'ff'], blackfirst: true })).toBe(
      'OK',
    );
    expect(s.game.size).toBe(9);
    expect(s.game.current.moveNumber).toBe(2);
    expect(loadGameRecord(s, { lu: 9, content: [['cc', 'cc'], []] })).toBe('ERROR');
  });

  it('places and removes stones in place mode without rules', () => {
    const s = fiveByFive();
    expect(placeStone(s, at('A1'), 'alternate')).toBe(BLACK);
    expect(placeStone(s, at('B1'), 'alternate')).toBe(WHITE);
    expect(placeStone(s, at('A1'), 'alternate')).toBe(0);
    expect(baiziInfo(s).prepos).toEqual([[], ['be']]);
    playMove(s, at('C3'));
    expect(placeStone(s, at('D4'), WHITE)).toBe(WHITE);
    expect(s.game.current.setup?.white).toEqual([at('D4')]);
    expect(baiziInfo(s)).toMatchObject({ size: 5, children: ['cc'], shixia: false });
  });
});
