import { describe, expect, it } from 'vitest';
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
