import { BLACK, WHITE } from '@tengen/core';
import { afterAll, describe, expect, it } from 'vitest';
import { GNUGO } from '../testing/test-gnugo.ts';
import { playMatchGame } from './calibration-match.ts';
import { EnginePool } from './pool.ts';

const pool = new EnginePool({
  command: [GNUGO, '--mode', 'gtp'],
  size: 1,
  maxQueued: 4,
  commandTimeoutMs: 60_000,
  defaultLevel: 3,
});
afterAll(() => pool.close());

describe('a calibration game between two GNU Go levels', () => {
  it('plays a 9×9 game to a resignation or a count', async () => {
    const r = await playMatchGame({ size: 9, blackLevel: 1, whiteLevel: 1, handicap: 0, seed: 1 }, pool);
    expect([BLACK, WHITE]).toContain(r.winner);
    expect(r.moves).toBeGreaterThan(20);
    if (r.by === 'count')
      expect(r.points % 1).toBe(0.5); // komi 7.5: never a draw
    else expect(r.moves).toBeGreaterThanOrEqual(41); // the machine resigns from move size²/2 on
  }, 60_000);

  it('plays a handicap game: black, given three stones at the same level, wins', async () => {
    const r = await playMatchGame({ size: 9, blackLevel: 1, whiteLevel: 1, handicap: 3, seed: 1 }, pool);
    expect(r.handicap).toBe(3);
    // with three stones and komi ½ on 9×9, black at the same level wins
    expect(r.winner).toBe(BLACK);
  }, 60_000);
});
