/**
 * What an owner does to keep an account safe (docs/accounts.md): change the password, see the
 * account's sessions and sign one or all others out. Under `/api/account/` like the other
 * account calls.
 */
import * as z from 'zod/mini';
import type { SessionResponse } from './account.ts';
import type { OkResponse } from './responses.ts';
import type { RouteSpec } from './route-spec.ts';

const none = z.object({});

export const ACCOUNT_SECURITY_ROUTES = {
  /**
   * 200 with a fresh session for this browser; every session of the account ended. 401
   * BAD_CREDENTIALS for a wrong old password; 400 BAD_REQUEST naming `newpassword` for a new
   * one the password rules refuse or the same as the old.
   */
  changePassword: {
    method: 'POST',
    path: '/api/account/password/',
    params: none,
    form: z.object({
      oldpassword: z.string().check(z.minLength(1), z.maxLength(128)),
      newpassword: z.string().check(z.maxLength(1024)),
    }),
    auth: 'user',
  },
  /** The account's live sessions, the last used first. */
  getSessions: { method: 'GET', path: '/api/account/sessions/', params: none, form: none, auth: 'user' },
  /** Ends one of the account's sessions; 404 NOT_FOUND for one that is not (or no longer) live. */
  endSession: {
    method: 'POST',
    path: '/api/account/sessions/end/',
    params: none,
    form: z.object({
      sessionid: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected a session id')),
    }),
    auth: 'user',
  },
  /** Ends every session of the account but this one. */
  endOtherSessions: {
    method: 'POST',
    path: '/api/account/sessions/endothers/',
    params: none,
    form: none,
    auth: 'user',
  },
} as const satisfies Record<string, RouteSpec>;

/** One session of the account, as its owner sees it. */
export interface AccountSession {
  /** Not the token's id: a name for this session that signs nothing in. */
  readonly sessionid: string;
  /** The browser and system read from its User-Agent, e.g. "Firefox 128 · Windows 10"; '' unknown. */
  readonly device: string;
  /** The address it signed in from. */
  readonly address: string;
  /** Unix ms. */
  readonly createdAt: number;
  readonly lastSeenAt: number;
  /** The session of the browser asking. */
  readonly current: boolean;
}

export interface AccountSecurityResponses {
  changePassword: SessionResponse;
  getSessions: { readonly sessions: readonly AccountSession[] };
  endSession: OkResponse;
  endOtherSessions: OkResponse & { readonly ended: number };
}
