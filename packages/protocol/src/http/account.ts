/**
 * Tengen's own account calls, under `/api/account/`: the seed shows none (the host page
 * supplies the user). Same conventions as the /jwt/ calls: form bodies, `JWT <token>` header.
 */
import * as z from 'zod/mini';
import { GUEST_NAME_PREFIX, type Language, MACHINE_NAME_PREFIX } from '../constants/users.ts';
import type { RouteSpec } from './route-spec.ts';

export const ACCOUNT_PREFIX = '/api/account/';

/** 3–20 letters, digits or underscores, not starting with a reserved prefix (guest_, machine_). */
export const usernameRule = z.string().check(
  z.regex(/^[A-Za-z0-9_]{3,20}$/, 'expected 3–20 letters, digits or underscores'),
  z.refine(
    (name) =>
      !name.toLowerCase().startsWith(GUEST_NAME_PREFIX) &&
      !name.toLowerCase().startsWith(MACHINE_NAME_PREFIX),
    'this username prefix is reserved',
  ),
);
export const passwordRule = z.string().check(z.minLength(8), z.maxLength(128));

const none = z.object({});

/**
 * The strength a new player says they have, which sets where their rating starts until their
 * first rated game (docs/ratings.md); `unknown` starts at `Auto`, as every account did before.
 */
export const STARTING_STRENGTHS = ['unknown', 'beginner', '10k', '5k', '1d', '3d'] as const;
export type StartingStrength = (typeof STARTING_STRENGTHS)[number];
const strength = z.enum(STARTING_STRENGTHS);

export const ACCOUNT_ROUTES = {
  /** 200 with a session; 409 CONFLICT if the name is taken. */
  register: {
    method: 'POST',
    path: '/api/account/register/',
    params: none,
    form: z.object({ username: usernameRule, password: passwordRule, strength: z.optional(strength) }),
    auth: 'none',
  },
  /** 200 with a session; 401 BAD_CREDENTIALS otherwise (same answer for an unknown name). */
  login: {
    method: 'POST',
    path: '/api/account/login/',
    params: none,
    form: z.object({
      username: z.string().check(z.minLength(1), z.maxLength(20)),
      password: z.string().check(z.minLength(1), z.maxLength(128)),
    }),
    auth: 'none',
  },
  /** Revokes the token sent. */
  logout: { method: 'POST', path: '/api/account/logout/', params: none, form: none, auth: 'user' },
  me: { method: 'GET', path: '/api/account/me/', params: none, form: none, auth: 'user' },
  /** The starting strength chosen, and whether it may still change (no rated game yet). */
  startingStrength: { method: 'GET', path: '/api/account/strength/', params: none, form: none, auth: 'user' },
  /** 200 with the new state; 409 CONFLICT once a rated game has set the rating. */
  setStartingStrength: {
    method: 'POST',
    path: '/api/account/strength/',
    params: none,
    form: z.object({ strength }),
    auth: 'user',
  },
} as const satisfies Record<string, RouteSpec>;

/** The signed-in user, as the host page would supply it. */
export interface CurrentUser {
  readonly userid: number;
  readonly username: string;
  /** Membership: 0 normal, 1 silver, 2 gold, other task card. */
  readonly usertype: number;
  readonly gamelevel: number;
  readonly gamelevelname: string;
  readonly userlevel: number;
  /** Weidou balance. */
  readonly beans: number;
  readonly lang: Language;
  /** Judges complaints (the play info's field of the same name). */
  readonly isappealman: boolean;
}

export interface StartingStrengthResponse {
  readonly strength: StartingStrength;
  /** False once a rated game has been played: the rating then moves by games alone. */
  readonly changeable: boolean;
  /** The level it gives now (`Auto` while unknown). */
  readonly gamelevel: number;
  readonly gamelevelname: string;
}

export interface SessionResponse {
  /** Sent back as `Authorization: JWT <token>`; opaque to the client. */
  readonly token: string;
  readonly user: CurrentUser;
}
