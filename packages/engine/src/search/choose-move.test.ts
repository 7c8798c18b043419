import { BLACK, type Stone, type Vertex, WHITE } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { PASS_POINT } from '../position/pass-point.ts';
import { PositionState } from '../position/position-state.ts';
import { chooseMove } from './choose-move.ts';
import type { MoveAnalysis } from './search-result.ts';
import { CHINESE_RULES } from './test-search-positions.ts';

/** 9×9 with a wall of `owner` on column E; `passed` passes, then Black is to move. */
function wallAfterPass(owner: Stone): PositionState {
  const wall: Vertex[] = Array.from({ length: 9 }, (_, y) => ({ x: 4, y }));
  const made = PositionState.from({
    size: 9,
    komi: 7,
    rules: CHINESE_RULES,
    setup: owner === BLACK ? { black: wall, white: [] } : { black: [], white: wall },
    moves: [{ color: WHITE, point: null }],
    toMove: BLACK,
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

function candidate(move: number, order: number): MoveAnalysis {
  return {
    move,
    order,
    visits: 10 - order,
    winrate: 0.5,
    scoreLead: 0,
    scoreSelfplay: 0,
    scoreStdev: 0,
    utility: 0,
    lcb: 0.5,
    prior: 0.1,
    pv: [move],
  };
}

const ownedBy = (owner: Stone) => new Float32Array(81).fill(owner === WHITE ? 1 : -1);

describe('chooseMove', () => {
  it("passes after the opponent's pass when that wins the count", () => {
    const state = wallAfterPass(BLACK);
    expect(state.passes).toBe(1);
    expect(chooseMove(state, [candidate(0, 0), candidate(PASS_POINT, 1)], 0.9, ownedBy(BLACK))).toBe(
      PASS_POINT,
    );
  });

  it("never passes after the opponent's pass when that loses the count", () => {
    const state = wallAfterPass(WHITE);
    expect(chooseMove(state, [candidate(PASS_POINT, 0), candidate(3, 1)], 0.1, ownedBy(WHITE))).toBe(3);
    // with nothing else searched, the pass stays
    expect(chooseMove(state, [candidate(PASS_POINT, 0)], 0.1, ownedBy(WHITE))).toBe(PASS_POINT);
  });

  it('plays the most visited move otherwise', () => {
    const made = PositionState.from({
      size: 9,
      komi: 7,
      rules: CHINESE_RULES,
      setup: { black: [], white: [] },
      moves: [],
      toMove: BLACK,
    });
    if (!made.ok) throw new Error(made.error.message);
    expect(
      chooseMove(made.value, [candidate(40, 0), candidate(PASS_POINT, 1)], 0.5, new Float32Array(81)),
    ).toBe(40);
    expect(chooseMove(made.value, [], 0.5, new Float32Array(81))).toBe(PASS_POINT);
  });
});
