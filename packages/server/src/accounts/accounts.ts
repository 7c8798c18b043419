/**
 * Accounts: create, register, log in, log out, and tell who a token or a socket's userkey
 * belongs to. HTTP routes, the admin CLI and the socket host all go through this.
 */
import { err, ok, type Result } from '@tengen/core';
import { GUEST_NAME_PREFIX, passwordRule, usernameRule } from '@tengen/protocol';
import type { Store } from '../storage/store.ts';
import type { NewUser, Session, User } from '../storage/types.ts';
import { hashPassword, type ScryptCost, verifyPassword } from './password.ts';
import { isReservedUsername, isWeakPassword } from './recovery/password-rules.ts';
import { localSessionEnds, type SessionEnds } from './session-ends.ts';
import { newTokenId, readToken, signToken, type TokenError } from './tokens.ts';
import { readUserKey } from './userkey.ts';

export interface AccountsOptions {
  readonly store: Store;
  readonly secret: Buffer;
  readonly tokenTtlMs: number;
  readonly passwordCost: ScryptCost;
  readonly now: () => number;
  /** A session unused this long ends (ms); 0 or absent: sessions end only when they expire. */
  readonly idleMs?: number;
  /** Where ended sessions are announced, so their sockets close (one process by default). */
  readonly sessionEnds?: SessionEnds;
}

/** Where a sign-in came from, kept with its session for the owner's sessions list. */
export interface SignInPlace {
  readonly userAgent?: string;
  readonly address?: string;
}

export type ChangePasswordError =
  | 'WRONG_PASSWORD'
  | 'TOO_MANY_WRONG'
  | 'BAD_PASSWORD'
  | 'WEAK_PASSWORD'
  | 'SAME_PASSWORD';

export type NewAccount = Omit<NewUser, 'passwordHash' | 'createdAt'> & { readonly password: string };
export type CreateAccountError = 'USERNAME_TAKEN' | 'BAD_USERNAME' | 'BAD_PASSWORD';
/** Registration refuses these too (the administrator may still create such accounts). */
export type RegisterError = CreateAccountError | 'RESERVED_USERNAME' | 'WEAK_PASSWORD';

export interface IssuedToken {
  readonly token: string;
  readonly user: User;
}

export interface SignedIn {
  readonly user: User;
  readonly tokenId: string;
}

export type AuthError = TokenError | 'REVOKED' | 'IDLE' | 'NO_SUCH_USER';

/** Who a socket is in one play, from its userkey. */
export type SocketIdentity =
  | {
      readonly kind: 'user';
      readonly user: User;
      /** The session the userkey was signed for, and when it expires (Unix ms). */
      readonly tokenId: string;
      readonly expiresAt: number;
    }
  | { readonly kind: 'guest'; readonly username: string };

export interface Accounts {
  /** `machineName: 'allow'` lets the admin create machine opponents (`machine_…`). */
  createAccount(
    account: NewAccount,
    options?: { machineName?: 'allow' | 'refuse' },
  ): Promise<Result<User, CreateAccountError>>;
  register(
    username: string,
    password: string,
    place?: SignInPlace,
  ): Promise<Result<IssuedToken, RegisterError>>;
  /** Same answer for an unknown name and a wrong password, in about the same time. */
  logIn(
    username: string,
    password: string,
    place?: SignInPlace,
  ): Promise<Result<IssuedToken, 'BAD_CREDENTIALS'>>;
  /** logIn's check without a session: the user whose password this is (a second step may follow). */
  checkPassword(username: string, password: string): Promise<Result<User, 'BAD_CREDENTIALS'>>;
  /** A new session for a user whose sign-in is complete. */
  issueToken(user: User, place?: SignInPlace): Promise<IssuedToken>;
  /**
   * A new password set without the old one (a reset link, the administrator; its rules checked
   * by the caller): every session of the account ends and its sockets close. Answers how many ended.
   */
  setPassword(userId: number, password: string): Promise<number>;
  logOut(tokenId: string): Promise<void>;
  /**
   * The old password checked, the new one stored, every session of the account ended (its
   * sockets close) and a fresh session for the browser that asked.
   */
  changePassword(
    signedIn: SignedIn,
    oldPassword: string,
    newPassword: string,
    place?: SignInPlace,
  ): Promise<Result<IssuedToken, ChangePasswordError>>;
  /** The user's live sessions, the last used first. */
  sessionsOf(userId: number): Promise<Session[]>;
  /** Ends one live session of the user (false: none such); its sockets close. */
  endSession(userId: number, tokenId: string): Promise<boolean>;
  /** Ends every live session of the user but `keep`; answers how many ended. */
  endOtherSessions(userId: number, keep: string): Promise<number>;
  /** A token's user, if the token is well formed, signed, unexpired and not revoked. */
  authenticate(token: string): Promise<Result<SignedIn, AuthError>>;
  /** For `init_user`: the user or guest a userkey names, if signed for this play and still valid. */
  identifySocket(playId: number, userkey: string): Promise<Result<SocketIdentity, 'BAD_USERKEY'>>;
}

const MACHINE_NAME_RULE = /^[A-Za-z0-9_]{3,20}$/;
/**
 * Wrong old passwords one session may give in a row before it is signed out: whoever holds a
 * stolen session cannot guess the password through the change form without the sign-in limits.
 * Counted per process, so N processes allow N times as many before the session ends.
 */
export const WRONG_OLD_PASSWORDS_ALLOWED = 5;
/** Sessions counted at most (the oldest count is forgotten first). */
const WRONG_COUNTS_KEPT = 10_000;

/** A session's last use is written at most this often (a write per request would be too many). */
export const SEEN_EVERY_MS = 60_000;

/** How stale a session's stored last use may get: a minute, or a quarter of a short idle timeout. */
export function seenEveryMs(idleMs: number): number {
  return idleMs > 0 ? Math.min(SEEN_EVERY_MS, Math.ceil(idleMs / 4)) : SEEN_EVERY_MS;
}

export function createAccounts(options: AccountsOptions): Accounts {
  const { store, secret, now } = options;
  const idleMs = options.idleMs ?? 0;
  const seenEvery = seenEveryMs(idleMs);
  const sessionEnds = options.sessionEnds ?? localSessionEnds();
  let decoyHash: Promise<string> | null = null;
  const wrongOldPasswords = new Map<string, number>();

  async function issueToken(user: User, place: SignInPlace = {}): Promise<IssuedToken> {
    const tokenId = newTokenId();
    const createdAt = now();
    const expiresAt = createdAt + options.tokenTtlMs;
    await store.createSession({ tokenId, userId: user.id, createdAt, expiresAt, ...place });
    return { token: signToken(secret, { userId: user.id, tokenId, expiresAt }), user };
  }

  async function sessionUser(
    tokenId: string,
    userId: number,
  ): Promise<Result<{ user: User; session: Session }, 'REVOKED' | 'IDLE' | 'NO_SUCH_USER'>> {
    const session = await store.sessionById(tokenId);
    if (session === null || session.userId !== userId || session.revokedAt !== null) return err('REVOKED');
    const at = now();
    if (session.expiresAt <= at) return err('REVOKED');
    if (idleMs > 0 && at - session.lastSeenAt >= idleMs) {
      if (await store.revokeSession(tokenId, at, 'idle')) sessionEnds.announce([tokenId], 'idle');
      return err('IDLE');
    }
    if (at - session.lastSeenAt >= seenEvery) await store.touchSession(tokenId, at);
    const user = await store.userById(userId);
    return user === null ? err('NO_SUCH_USER') : ok({ user, session });
  }

  const accounts: Accounts = {
    async createAccount(account, { machineName = 'refuse' } = {}) {
      const nameOk =
        machineName === 'allow'
          ? MACHINE_NAME_RULE.test(account.username) &&
            !account.username.toLowerCase().startsWith(GUEST_NAME_PREFIX)
          : usernameRule.safeParse(account.username).success;
      if (!nameOk) return err('BAD_USERNAME');
      if (!passwordRule.safeParse(account.password).success) return err('BAD_PASSWORD');
      const { password, ...rest } = account;
      const passwordHash = await hashPassword(password, options.passwordCost);
      return store.createUser({ ...rest, passwordHash, createdAt: now() });
    },

    async register(username, password, place) {
      if (usernameRule.safeParse(username).success && isReservedUsername(username)) {
        return err('RESERVED_USERNAME');
      }
      if (passwordRule.safeParse(password).success && (await isWeakPassword(password, [username]))) {
        return err('WEAK_PASSWORD');
      }
      const created = await accounts.createAccount({ username, password });
      return created.ok ? ok(await issueToken(created.value, place)) : created;
    },

    async logIn(username, password, place) {
      const user = await accounts.checkPassword(username, password);
      return user.ok ? ok(await issueToken(user.value, place)) : user;
    },

    issueToken,

    async checkPassword(username, password) {
      const user = await store.userByName(username);
      const stored = user === null ? null : await store.passwordHashOf(user.id);
      if (user === null || stored === null) {
        decoyHash ??= hashPassword('decoy password', options.passwordCost);
        await verifyPassword(password, await decoyHash);
        return err('BAD_CREDENTIALS');
      }
      if (!(await verifyPassword(password, stored))) return err('BAD_CREDENTIALS');
      return ok(user);
    },

    async logOut(tokenId) {
      if (await store.revokeSession(tokenId, now(), 'signedout'))
        sessionEnds.announce([tokenId], 'signedout');
    },

    async changePassword(signedIn, oldPassword, newPassword, place) {
      const stored = await store.passwordHashOf(signedIn.user.id);
      if (stored === null || !(await verifyPassword(oldPassword, stored))) {
        const wrong = (wrongOldPasswords.get(signedIn.tokenId) ?? 0) + 1;
        wrongOldPasswords.delete(signedIn.tokenId);
        if (wrong < WRONG_OLD_PASSWORDS_ALLOWED) {
          wrongOldPasswords.set(signedIn.tokenId, wrong);
          if (wrongOldPasswords.size > WRONG_COUNTS_KEPT)
            wrongOldPasswords.delete(wrongOldPasswords.keys().next().value as string);
          return err('WRONG_PASSWORD');
        }
        await accounts.endSession(signedIn.user.id, signedIn.tokenId);
        return err('TOO_MANY_WRONG');
      }
      wrongOldPasswords.delete(signedIn.tokenId);
      if (!passwordRule.safeParse(newPassword).success) return err('BAD_PASSWORD');
      if (newPassword.normalize('NFC') === oldPassword.normalize('NFC')) return err('SAME_PASSWORD');
      if (await isWeakPassword(newPassword, [signedIn.user.username])) return err('WEAK_PASSWORD');
      const passwordHash = await hashPassword(newPassword, options.passwordCost);
      const ended = await store.replacePassword(signedIn.user.id, passwordHash, now());
      sessionEnds.announce(ended, 'password');
      return ok(await issueToken(signedIn.user, place));
    },

    async setPassword(userId, password) {
      const passwordHash = await hashPassword(password, options.passwordCost);
      const ended = await store.replacePassword(userId, passwordHash, now());
      sessionEnds.announce(ended, 'password');
      return ended.length;
    },

    async sessionsOf(userId) {
      const at = now();
      const live = await store.liveSessionsOf(userId, at);
      // An idle session ends when next used or checked; it is not listed meanwhile.
      return idleMs > 0 ? live.filter((session) => at - session.lastSeenAt < idleMs) : live;
    },

    async endSession(userId, tokenId) {
      const session = await store.sessionById(tokenId);
      if (session === null || session.userId !== userId || session.expiresAt <= now()) return false;
      if (!(await store.revokeSession(tokenId, now(), 'revoked'))) return false;
      sessionEnds.announce([tokenId], 'revoked');
      return true;
    },

    async endOtherSessions(userId, keep) {
      const ended = await store.revokeSessionsOf(userId, now(), 'revoked', keep);
      sessionEnds.announce(ended, 'revoked');
      return ended.length;
    },

    async authenticate(token) {
      const claims = readToken(secret, token, now());
      if (!claims.ok) return claims;
      const found = await sessionUser(claims.value.tokenId, claims.value.userId);
      return found.ok ? ok({ user: found.value.user, tokenId: claims.value.tokenId }) : found;
    },

    async identifySocket(playId, userkey) {
      const subject = readUserKey(secret, playId, userkey);
      if (!subject.ok) return subject;
      if (subject.value.kind === 'guest') return ok({ kind: 'guest', username: subject.value.username });
      const found = await sessionUser(subject.value.tokenId, subject.value.userId);
      if (!found.ok) return err('BAD_USERKEY');
      const { user, session } = found.value;
      return ok({ kind: 'user', user, tokenId: session.tokenId, expiresAt: session.expiresAt });
    },
  };
  return accounts;
}
