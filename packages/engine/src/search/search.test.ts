import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNetworkEvaluator } from '../evaluate/create-evaluator.ts';
import type { Evaluator } from '../types.ts';
import { MonteCarloSearch } from './search.ts';
import { ATARI_CAPTURE, atariPosition } from './test-search-positions.ts';

let evaluator: Evaluator;
beforeAll(async () => {
  evaluator = (await createNetworkEvaluator()).evaluator;
});
afterAll(async () => {
  await evaluator.close();
});

const capture = ATARI_CAPTURE.y * 9 + ATARI_CAPTURE.x;

describe('MonteCarloSearch', () => {
  it('wins a capturing race by taking first, and stops at exactly the visits asked for', async () => {
    const search = new MonteCarloSearch(evaluator, atariPosition(), { threads: 4 });
    const result = await search.run({ maxVisits: 40 });
    expect(result.visits).toBe(40);
    expect(result.bestMove).toBe(capture);
    expect(result.moves[0]?.move).toBe(capture);
    expect(result.moves.reduce((sum, m) => sum + m.visits, 0)).toBe(39);
    expect(result.winrate).toBeGreaterThan(0.5);
    expect(result.moves[0]?.pv[0]).toBe(capture);
    expect(result.whiteOwnership).toHaveLength(81);
    // the taken stones' points are Black's in the tree's ownership
    expect(result.whiteOwnership[1]).toBeLessThan(0);
    expect(result.batches).toBeLessThan(result.evaluations);
  });

  it("plays the network policy's move after one visit (no child visited yet), not a pass", async () => {
    const search = new MonteCarloSearch(evaluator, atariPosition(), { threads: 4 });
    const result = await search.run({ maxVisits: 1 });
    expect(result.visits).toBe(1);
    expect(result.moves).toEqual([]);
    expect(result.bestMove).toBe(capture);
  });

  it('repeats itself with the same seed and one descent at a time', async () => {
    const run = async (seed: number) => {
      const search = new MonteCarloSearch(evaluator, atariPosition(), { threads: 1, seed });
      const result = await search.run({ maxVisits: 30 });
      return result.moves.map((m) => [m.move, m.visits, m.winrate]);
    };
    const first = await run(7);
    expect(await run(7)).toEqual(first);
  });

  it('keeps the subtree of the move played', async () => {
    const search = new MonteCarloSearch(evaluator, atariPosition(), { threads: 2 });
    const result = await search.run({ maxVisits: 30 });
    const best = result.moves[0];
    if (!best) throw new Error('no candidate');
    expect(search.play(best.move)).toBe(true);
    expect(search.rootVisits).toBe(best.visits);
    const next = await search.run({ maxVisits: best.visits + 10 });
    expect(next.visits).toBe(best.visits + 10);
    // a position from elsewhere starts a new tree
    expect(search.setPosition(atariPosition())).toBe(false);
    expect(search.rootVisits).toBe(0);
  });
});
