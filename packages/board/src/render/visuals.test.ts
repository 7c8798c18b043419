import { describe, expect, it } from 'vitest';
import { createHeadlessBoard } from '../create-board.ts';
import { playMove, resetGame } from '../game-tree.ts';
import { testState } from '../puzzle/test-board.ts';
import { overlayKey, pointVisuals } from './visuals.ts';

describe('point visuals', () => {
  it('marks the last move, numbers the last N moves, and shows the cursor ghost', () => {
    const { state } = testState();
    resetGame(state, 5);
    playMove(state, { x: 0, y: 0 });
    playMove(state, { x: 1, y: 0 });
    playMove(state, { x: 2, y: 0 });
    let v = pointVisuals(state);
    expect(v.stones.slice(0, 3)).toEqual(new Uint8Array([1, 2, 1]));
    expect(v.overlays[2]).toEqual([{ t: 'last' }]);
    state.moveNumbers = 2;
    state.clickMode = 'play';
    state.cursor = { x: 4, y: 4 };
    v = pointVisuals(state);
    expect(v.overlays.slice(0, 3)).toEqual([[], [{ t: 'moveNumber', n: 2 }], [{ t: 'moveNumber', n: 3 }]]);
    expect(v.overlays[24]).toEqual([{ t: 'ghost', color: 2, kind: 'cursor' }]);
  });

  it('keys change only where a point changes', () => {
    const { state } = testState();
    resetGame(state, 5);
    const before = pointVisuals(state).overlays.map(overlayKey);
    state.game.current.marks.set(7, { kind: 'circle' });
    const after = pointVisuals(state).overlays.map(overlayKey);
    expect(after.filter((k, i) => k !== before[i])).toHaveLength(1);
  });
});

describe('a smaller game after a larger one', () => {
  it("forgets the old game's vote pick and counts, and draws nothing off the board", () => {
    const api = createHeadlessBoard({ record: { lu: 19, pos: [], blackfirst: true }, clickMode: 'vote' });
    api.startVote('tea');
    api.click({ x: 16, y: 16 });
    api.setVoteCounts({ qq: 2, dd: 1 });
    expect(api.state.vote.chosen).toEqual({ x: 16, y: 16 });
    expect(api.loadRecord({ lu: 9, content: [['cc'], []], pos: ['gg'], blackfirst: true })).toBe('OK');
    expect(api.state.vote.chosen).toBeNull();
    expect(api.state.vote.counts.size).toBe(0);
    const v = pointVisuals(api.state);
    expect(v.overlays).toHaveLength(81);
    expect(v.overlays.every((list) => list.every((o) => o.t !== 'voted' && o.t !== 'voteCount'))).toBe(true);
    // A point held off the board (a host's stale pick) is dropped rather than breaking the drawing.
    api.state.vote.chosen = { x: 16, y: 16 };
    api.state.winrates.set(300, '50%');
    expect(() => pointVisuals(api.state)).not.toThrow();
  });
});
