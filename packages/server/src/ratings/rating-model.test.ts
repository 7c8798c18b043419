/// <reference path="./glicko2.d.ts" />
import glicko2 from 'glicko2';
import { describe, expect, it } from 'vitest';
import {
  idleRating,
  isProvisional,
  LEVELLED_START_RD,
  levelFor,
  MIN_RD,
  PROVISIONAL_GAMES,
  RATING_PERIOD_MS,
  rateGame,
  START_RATING,
  START_RD,
  startingRating,
} from './rating-model.ts';
import { AUTO_LEVEL } from './rating-scale.ts';

describe('rating model', () => {
  it('starts an Auto player at 1500 ± 350, a levelled one in their rank ± 200', () => {
    expect(startingRating(AUTO_LEVEL)).toEqual({
      rating: START_RATING,
      rd: 350,
      volatility: 0.06,
      games: 0,
      startLevel: AUTO_LEVEL,
    });
    expect(startingRating(230)).toMatchObject({ rating: 1950, rd: LEVELLED_START_RD, startLevel: 230 });
  });

  it('follows Glickman: equal players, a win moves both by the same amount, the RDs shrink', () => {
    const p = startingRating(230);
    const { black, white } = rateGame(p, p, 1);
    expect(black.rating).toBeCloseTo(2028.8, 1);
    expect(white.rating).toBeCloseTo(1871.2, 1);
    expect(black.rd).toBeCloseTo(180.08, 1);
    expect(white.rd).toBe(black.rd);
    expect([black.games, white.games]).toEqual([1, 1]);
  });

  it("the package gives Glickman's worked example (glicko2.pdf: 1464.06 ± 151.52)", () => {
    const system = new glicko2.Glicko2({ tau: 0.5, rating: 1500, rd: 350, vol: 0.06 });
    const me = system.makePlayer(1500, 200, 0.06);
    const opponents = [
      system.makePlayer(1400, 30, 0.06),
      system.makePlayer(1550, 100, 0.06),
      system.makePlayer(1700, 300, 0.06),
    ];
    system.updateRatings([
      [me, opponents[0], 1],
      [me, opponents[1], 0],
      [me, opponents[2], 0],
    ]);
    expect(me.getRating()).toBeCloseTo(1464.06, 1);
    expect(me.getRd()).toBeCloseTo(151.52, 1);
    expect(me.getVol()).toBeCloseTo(0.05999, 4);
  });

  it('a draw between equals changes no rating; a favourite who wins gains little', () => {
    const p = startingRating(AUTO_LEVEL);
    const draw = rateGame(p, p, 0.5);
    expect(draw.black.rating).toBeCloseTo(1500, 6);
    const strong = { ...p, rating: 1900, rd: 80 };
    const weak = { ...p, rating: 1300, rd: 80 };
    const expected = rateGame(strong, weak, 1);
    const upset = rateGame(strong, weak, 0);
    expect(expected.black.rating - 1900).toBeLessThan(5);
    expect(1900 - upset.black.rating).toBeGreaterThan(20);
  });

  it('never lets the RD fall below its floor', () => {
    let a = { rating: 1500, rd: 50, volatility: 0.01, games: 100, startLevel: 0 };
    const b = { ...a };
    for (let i = 0; i < 50; i++) a = rateGame(a, b, 0.5).black;
    expect(a.rd).toBe(MIN_RD);
  });

  it(`keeps an Auto starter Auto for ${PROVISIONAL_GAMES} games, a levelled one never`, () => {
    const auto = { ...startingRating(AUTO_LEVEL), rating: 2050 };
    for (let games = 0; games < PROVISIONAL_GAMES; games++) {
      expect(isProvisional({ ...auto, games })).toBe(true);
      expect(levelFor({ ...auto, games }, AUTO_LEVEL)).toBe(AUTO_LEVEL);
    }
    expect(levelFor({ ...auto, games: PROVISIONAL_GAMES }, AUTO_LEVEL)).toBe(292); // 1K, halfway
    expect(levelFor({ ...startingRating(230), games: 1 }, 230)).toBe(250);
  });

  it('grows the RD by the whole days away, never past the start RD; the rating stays', () => {
    const settled = { rating: 2000, rd: 60, volatility: 0.06, games: 40, startLevel: 230 };
    expect(idleRating(settled, RATING_PERIOD_MS - 1)).toEqual(settled);
    const month = idleRating(settled, 30 * RATING_PERIOD_MS);
    // sqrt((60 / 173.7178)² + 30 × 0.06²) × 173.7178
    expect(month.rd).toBeCloseTo(Math.sqrt((60 / 173.7178) ** 2 + 30 * 0.0036) * 173.7178, 6);
    expect(month.rd).toBeGreaterThan(60);
    expect(month.rating).toBe(2000);
    expect(idleRating(settled, 100 * 365 * RATING_PERIOD_MS).rd).toBe(START_RD);
  });
});
