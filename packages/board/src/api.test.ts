import { describe, expect, it } from 'vitest';
import { createHeadlessBoard } from './create-board.ts';
import type { SyncOp } from './sync.ts';

function board(config = {}) {
  const faults: string[] = [];
  const ops: SyncOp[] = [];
  const api = createHeadlessBoard({
    onLog: (f) => faults.push(f),
    events: { onSync: (op) => ops.push(op) },
    ...config,
  });
  return { api, faults, ops };
}

describe('headless api', () => {
  it('applies the seed board config: size, first player, setup stones, window', () => {
    const { api } = board({ size: 9, whoPlayFirst: 2, ab: ['cc'], aw: 'dd', x1: 0, x2: 4, y1: 0, y2: 4 });
    const s = api.state;
    expect(s.game.size).toBe(9);
    expect(s.game.toPlay).toBe(2);
    expect(s.game.board.get({ x: 2, y: 2 })).toBe(1);
    expect(s.game.board.get({ x: 3, y: 3 })).toBe(2);
    expect(s.region).toEqual({ x1: 0, x2: 4, y1: 0, y2: 4 });
  });

  it('defaults to a 19 board with region 0–18 and the seed asset path', () => {
    const { api } = board();
    expect(api.state.game.size).toBe(19);
    expect(api.state.region).toEqual({ x1: 0, x2: 18, y1: 0, y2: 18 });
    expect(api.state.assetBase).toBe('/static/playnew/');
  });

  it('clamps sizes to 2–19', () => {
    expect(board({ size: 40 }).api.state.game.size).toBe(19);
    expect(board({ size: 1 }).api.state.game.size).toBe(2);
  });

  it('passes only in play mode', () => {
    const { api, faults } = board();
    expect(api.play(null)).toBe('ERROR');
    expect(faults).toEqual(['PASS_NOT_IN_PLAY']);
    api.set({ clickMode: 'play' });
    expect(api.play(null)).toBe('OK');
    expect(api.state.game.toPlay).toBe(2);
  });

  it('an unknown theme on a game board is wood; a bad ghost point is logged', () => {
    const { api, faults } = board({ kind: 'game', theme: 'night', ghost: { point: 'zz', color: 1 } });
    expect(api.state.theme).toBe('wood');
    expect(api.state.ghost).toBeNull();
    expect(faults).toEqual(['BAD_POINT']);
  });

  it('reports stepping as sync operations; back at the start is an error', () => {
    const { api, ops } = board({ record: { lu: 9, pos: ['cc', 'dd'], blackfirst: true } });
    expect(api.prev()).toBe('OK');
    expect(api.toStart()).toBe('OK');
    expect(api.prev()).toBe('ERROR');
    expect(api.toEnd()).toBe('OK');
    expect(ops).toEqual([{ op: 'prev' }, { op: 'goto', move: 0 }, { op: 'goto', move: 2 }]);
  });

  it('a broken record is logged and leaves the board as it was', () => {
    const { api, faults } = board({ size: 9 });
    expect(api.loadRecord({ lu: 9, pos: ['cc', 'cc'] })).toBe('ERROR');
    expect(faults).toEqual(['MISSING_DATA']);
    expect(api.state.game.current.moveNumber).toBe(0);
  });
});
