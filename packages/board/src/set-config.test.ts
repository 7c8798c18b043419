import { describe, expect, it } from 'vitest';
import { createHeadlessBoard } from './create-board.ts';
import { changedFields } from './react.ts';

const played = (api: ReturnType<typeof createHeadlessBoard>) => api.state.game.current.moveNumber;

describe('set() keeps the game when the game fields are unchanged', () => {
  it('the whole config passed again with showCoor toggled keeps the moves played', () => {
    const config = { size: 9, ab: ['cc'], aw: 'dd', clickMode: 'play' as const };
    const api = createHeadlessBoard(config);
    api.play({ x: 4, y: 4 });
    api.play({ x: 5, y: 5 });
    api.set({ ...config, showCoor: false });
    expect(played(api)).toBe(2);
    expect(api.state.showCoor).toBe(false);
    expect(api.state.game.board.get({ x: 2, y: 2 })).toBe(1);
  });

  it('the same record object again keeps the step the viewer went to; a new record loads', () => {
    const record = { lu: 9, pos: ['cc', 'dd', 'ee'], blackfirst: true };
    const api = createHeadlessBoard({ record });
    api.goto(1);
    api.set({ record, showCoor: true });
    expect(played(api)).toBe(1);
    api.set({ record: { ...record } });
    expect(played(api)).toBe(3);
  });

  it('another size, first player or setup list starts a new game', () => {
    const api = createHeadlessBoard({ size: 9, clickMode: 'play' });
    api.play({ x: 4, y: 4 });
    api.set({ size: 9 });
    expect(played(api)).toBe(1);
    api.set({ size: 13 });
    expect(api.state.game.size).toBe(13);
    expect(played(api)).toBe(0);
    api.play({ x: 4, y: 4 });
    api.set({ whoPlayFirst: 2 });
    expect(played(api)).toBe(0);
    expect(api.state.game.toPlay).toBe(2);
    api.set({ ab: ['aa'] });
    expect(api.state.game.board.get({ x: 0, y: 0 })).toBe(1);
    api.set({ ab: ['aa'] });
    expect(api.state.game.board.get({ x: 0, y: 0 })).toBe(1);
    api.set({ ab: ['bb'] });
    expect(api.state.game.board.get({ x: 0, y: 0 })).toBe(0);
    expect(api.state.game.board.get({ x: 1, y: 1 })).toBe(1);
  });

  it('a record loaded through the API is replaced by the config record given before, if given again', () => {
    const first = { lu: 9, pos: ['cc'], blackfirst: true };
    const api = createHeadlessBoard({ record: first });
    api.loadRecord({ lu: 9, pos: ['dd', 'ee'], blackfirst: true });
    api.set({ record: first });
    expect(played(api)).toBe(1);
    expect(api.state.game.board.get({ x: 2, y: 2 })).toBe(1);
  });
});

describe('changedFields', () => {
  it('keeps only the fields whose values changed, objects compared by reference', () => {
    const record = { lu: 9, pos: ['cc'], blackfirst: true };
    const last = { size: 9, showCoor: true, record };
    expect(changedFields(last, { size: 9, showCoor: false, record })).toEqual({ showCoor: false });
    expect(changedFields(last, { ...last })).toEqual({});
    const other = { ...record };
    expect(changedFields(last, { ...last, record: other })).toEqual({ record: other });
  });
});
