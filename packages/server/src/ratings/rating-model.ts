/**
 * The rating model: Glicko-2 (the `glicko2` package) with one game per rating period, as OGS
 * and lichess rate, and the rules that turn a rating into a level. The constants are those of
 * docs/ratings.md.
 */
import glicko2 from 'glicko2';
import type { GlickoState } from '../storage/rating-store.ts';
import { AUTO_LEVEL, levelOfRating, ratingOfLevel } from './rating-scale.ts';

/** Glicko-2's system constant: how much a surprise may move the volatility. */
export const TAU = 0.5;
/** Where a player without a level starts: Glickman's defaults. */
export const START_RATING = 1500;
export const START_RD = 350;
export const START_VOLATILITY = 0.06;
/** A player who already has a level (from an administrator) is known better than nobody. */
export const LEVELLED_START_RD = 200;
/** The least RD a player keeps, so that a long-rated player still moves (lichess keeps 45 too). */
export const MIN_RD = 45;
/**
 * Time away makes a rating less certain: each whole day without a rated game is a rating
 * period without games (Glickman's step 6 for a player who does not compete), as lichess does.
 */
export const RATING_PERIOD_MS = 24 * 60 * 60 * 1000;
/** Glicko-2's scale factor between ratings and its internal units. */
const SCALE = 173.7178;
/** A player who started at `Auto` keeps that level for this many rated games. */
export const PROVISIONAL_GAMES = 5;

/** 1 the player won, 0.5 a draw, 0 lost. */
export type GameScore = 0 | 0.5 | 1;

/** A player's rating before a first rated game: from the level they have, if any. */
export function startingRating(level: number): GlickoState {
  const seeded = ratingOfLevel(level);
  return {
    rating: seeded ?? START_RATING,
    rd: seeded === null ? START_RD : LEVELLED_START_RD,
    volatility: START_VOLATILITY,
    games: 0,
    startLevel: seeded === null ? AUTO_LEVEL : level,
  };
}

/** Still `Auto`: started without a level and has played fewer than `PROVISIONAL_GAMES` rated games. */
export function isProvisional(r: GlickoState): boolean {
  return r.startLevel === AUTO_LEVEL && r.games < PROVISIONAL_GAMES;
}

/** The level a player has with this rating; `current` (what they have now) while provisional. */
export function levelFor(r: GlickoState, current: number): number {
  return isProvisional(r) ? current : levelOfRating(r.rating);
}

/** The rating after `idleMs` without rated games: the same rating, its RD grown (at most to `START_RD`). */
export function idleRating(r: GlickoState, idleMs: number): GlickoState {
  const periods = Math.floor(idleMs / RATING_PERIOD_MS);
  if (periods <= 0) return r;
  const phi = r.rd / SCALE;
  const grown = Math.sqrt(phi * phi + periods * r.volatility * r.volatility) * SCALE;
  return { ...r, rd: Math.min(START_RD, grown) };
}

/** Both players' ratings after one game between them; `blackScore` is black's. */
export function rateGame(
  black: GlickoState,
  white: GlickoState,
  blackScore: GameScore,
): { black: GlickoState; white: GlickoState } {
  const system = new glicko2.Glicko2({
    tau: TAU,
    rating: START_RATING,
    rd: START_RD,
    vol: START_VOLATILITY,
  });
  const b = system.makePlayer(black.rating, black.rd, black.volatility);
  const w = system.makePlayer(white.rating, white.rd, white.volatility);
  system.updateRatings([[b, w, blackScore]]);
  const after = (before: GlickoState, p: typeof b): GlickoState => ({
    rating: p.getRating(),
    rd: Math.max(MIN_RD, p.getRd()),
    volatility: p.getVol(),
    games: before.games + 1,
    startLevel: before.startLevel,
  });
  return { black: after(black, b), white: after(white, w) };
}
