/**
 * Securing an account (docs/accounts.md, "Recovery and two-factor"): an e-mail address for
 * password reset, "forgot password", the reset page's call, and two-factor sign-in with an
 * authenticator app and recovery codes. Same conventions as the other account calls.
 */
import * as z from 'zod/mini';
import type { SessionResponse } from './account.ts';
import type { OkResponse } from './responses.ts';
import type { RouteSpec } from './route-spec.ts';

const none = z.object({});
/** Six digits from the app, or a recovery code (`xxxxx-xxxxx`, dash and case optional). */
const codeField = z.string().check(z.minLength(1), z.maxLength(20));
const password = z.string().check(z.minLength(1), z.maxLength(128));

export const RECOVERY_ROUTES = {
  /** The account's e-mail address (masked) and two-factor state. */
  accountSecurity: { method: 'GET', path: '/api/account/security/', params: none, form: none, auth: 'user' },
  /** Sets (or, empty, removes) the address; the password is asked. 401 BAD_CREDENTIALS, 409 taken. */
  setEmail: {
    method: 'POST',
    path: '/api/account/email/',
    params: none,
    form: z.object({ email: z.string().check(z.maxLength(254)), password }),
    auth: 'user',
  },
  /** Sends a reset link if the name or address has an account with an address; always the same answer. */
  forgotPassword: {
    method: 'POST',
    path: '/api/account/forgot/',
    params: none,
    form: z.object({ name: z.string().check(z.minLength(1), z.maxLength(254)) }),
    auth: 'none',
  },
  /** Sets a new password with a link's token; 400 for a used, expired or unknown link. */
  resetPassword: {
    method: 'POST',
    path: '/api/account/reset/',
    params: none,
    form: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)), password }),
    auth: 'none',
  },
  /** The second step of signing in: the ticket the first step gave and a code. */
  loginCode: {
    method: 'POST',
    path: '/api/account/login/code/',
    params: none,
    form: z.object({ ticket: z.string().check(z.minLength(1), z.maxLength(200)), code: codeField }),
    auth: 'none',
  },
  /** A new secret to enrol an authenticator with (two-factor is not on until `enableTwoFactor`). */
  startTwoFactor: {
    method: 'POST',
    path: '/api/account/twofactor/start/',
    params: none,
    form: none,
    auth: 'user',
  },
  /** Switches two-factor on with a code from the app; answers the recovery codes, shown once. */
  enableTwoFactor: {
    method: 'POST',
    path: '/api/account/twofactor/enable/',
    params: none,
    form: z.object({ code: codeField }),
    auth: 'user',
  },
  /** Switches two-factor off: the password and a code (or a recovery code). */
  disableTwoFactor: {
    method: 'POST',
    path: '/api/account/twofactor/disable/',
    params: none,
    form: z.object({ password, code: codeField }),
    auth: 'user',
  },
} as const satisfies Record<string, RouteSpec>;

export interface AccountSecurityResponse {
  /** `a•••@example.org`, or '' without an address. */
  readonly email: string;
  readonly twofactor: boolean;
  readonly recoverycodesleft: number;
  /** Whether this site sends e-mail at all (a reset link needs it). */
  readonly mail: boolean;
}

export interface ForgotPasswordResponse {
  readonly result: 0;
  /** False: this site sends no e-mail, so only an administrator can reset a password. */
  readonly mail: boolean;
}

export interface TwoFactorStartResponse {
  /** Base32, for typing into the app. */
  readonly secret: string;
  /** The `otpauth://totp/…` address the QR code holds. */
  readonly otpauth: string;
  /** The QR code as an SVG data URL. */
  readonly qr: string;
}

export interface RecoveryCodesResponse {
  readonly recoverycodes: readonly string[];
}

/** The first step's answer for an account with two-factor: no session yet, a ticket for the code. */
export interface SecondStepResponse {
  readonly secondstep: 'code';
  /** Good for a few minutes; sent back with the code to `loginCode`. */
  readonly ticket: string;
}

export interface RecoveryResponses {
  accountSecurity: AccountSecurityResponse;
  setEmail: OkResponse;
  forgotPassword: ForgotPasswordResponse;
  resetPassword: OkResponse;
  loginCode: SessionResponse;
  startTwoFactor: TwoFactorStartResponse;
  enableTwoFactor: RecoveryCodesResponse;
  disableTwoFactor: OkResponse;
}
