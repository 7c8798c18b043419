/**
 * Tengen's rating calls (docs/ratings.md): a user's rating and its history for the profile
 * page, and what one ranked game did to its players' ratings for the game page. Ratings are
 * Glicko-2 points rounded to whole numbers; levels are the rank table's values and labels.
 */
import * as z from 'zod/mini';
import { idField, textField } from './fields.ts';
import type { RouteSpec } from './route-spec.ts';

const none = z.object({});

export const RATING_ROUTES = {
  /** A user's current rating and the history of their rated games, oldest first. */
  getUserRating: {
    method: 'GET',
    path: '/jwt/getuserratinglist/{username}/',
    params: z.object({ username: textField(1, 40) }),
    form: none,
    auth: 'optional',
  },
  /** What a game did to its players' ratings: both rows once a ranked game is rated. */
  getPlayRating: {
    method: 'GET',
    path: '/jwt/getplayrating/{playid}/',
    params: z.object({ playid: idField }),
    form: none,
    auth: 'optional',
  },
} as const satisfies Record<string, RouteSpec>;

/** A level: the rank table's value (`gamelevel`) and its label (`gamelevelname`). */
export interface RatingLevel {
  readonly gamelevel: number;
  readonly gamelevelname: string;
}

/** A user's rating now. */
export interface CurrentRating extends RatingLevel {
  readonly rating: number;
  /** The rating deviation: how far off the rating may be (two of them either way is 95 %). */
  readonly rd: number;
  readonly games: number;
  /** Still `Auto`: rated games so far are fewer than `provisionalgames`. */
  readonly provisional: boolean;
  readonly provisionalgames: number;
}

/** One rated game in a user's history: where it left the rating and level. */
export interface RatingPoint extends RatingLevel {
  readonly playid: number;
  /** When the game was rated, Unix ms. */
  readonly t: number;
  readonly rating: number;
  readonly rd: number;
  /** The change this game made, in rating points. */
  readonly delta: number;
  /** 1 won, 0.5 draw, 0 lost. */
  readonly score: number;
  readonly opponent: string;
}

export interface UserRatingResponse {
  readonly userid: number;
  readonly username: string;
  /** Null before the user's first rated game. */
  readonly rating: CurrentRating | null;
  /** Where the rating started, before the first game of `history` (null with no history). */
  readonly start: number | null;
  /** The latest rated games (at most `RATING_HISTORY_SHOWN`), oldest first. */
  readonly history: readonly RatingPoint[];
}

/** The most rated games the history answers. */
export const RATING_HISTORY_SHOWN = 500;

/** One player of a rated game: before and after it. */
export interface PlayRatingChange {
  readonly userid: number;
  readonly username: string;
  /** 1 black, 2 white. */
  readonly color: 1 | 2;
  readonly before: RatingLevel & { readonly rating: number };
  readonly after: RatingLevel & { readonly rating: number };
  /** `after.rating - before.rating`, rounded. */
  readonly delta: number;
  /** Still `Auto` after this game, and how many rated games that took. */
  readonly provisional: boolean;
  readonly games: number;
}

export interface PlayRatingResponse {
  readonly playid: number;
  /** A ranked game (a level challenge's). */
  readonly ranked: boolean;
  /** Black's change, then white's; empty while a ranked game goes on, and for other games. */
  readonly changes: readonly PlayRatingChange[];
  /** How many rated games a new player stays `Auto`. */
  readonly provisionalgames: number;
}
