/**
 * Accounts: create, register, log in, log out, and tell who a token or a socket's userkey
 * belongs to. HTTP routes, the admin CLI and the socket host all go through this.
 */
import { err, ok, type Result } from '@tengen/core';
import { GUEST_NAME_PREFIX, passwordRule, usernameRule } from '@tengen/protocol';
import type { Store } from '../storage/store.ts';
import type { NewUser, User } from '../storage/types.ts';
import { hashPassword, type ScryptCost, verifyPassword } from './password.ts';
import { isReservedUsername, isWeakPassword } from './recovery/password-rules.ts';
import { newTokenId, readToken, signToken, type TokenError } from './tokens.ts';
import { readUserKey } from './userkey.ts';

export interface AccountsOptions {
  readonly store: Store;
  readonly secret: Buffer;
  readonly tokenTtlMs: number;
  readonly passwordCost: ScryptCost;
  readonly now: () => number;
}

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

export type AuthError = TokenError | 'REVOKED' | 'NO_SUCH_USER';

/** Who a socket is in one play, from its userkey. */
export type SocketIdentity =
  | { readonly kind: 'user'; readonly user: User }
  | { readonly kind: 'guest'; readonly username: string };

export interface Accounts {
  /** `machineName: 'allow'` lets the admin create machine opponents (`machine_…`). */
  createAccount(
    account: NewAccount,
    options?: { machineName?: 'allow' | 'refuse' },
  ): Promise<Result<User, CreateAccountError>>;
  register(username: string, password: string): Promise<Result<IssuedToken, RegisterError>>;
  /** Same answer for an unknown name and a wrong password, in about the same time. */
  logIn(username: string, password: string): Promise<Result<IssuedToken, 'BAD_CREDENTIALS'>>;
  /** logIn's check without a session: the user whose password this is (a second step may follow). */
  checkPassword(username: string, password: string): Promise<Result<User, 'BAD_CREDENTIALS'>>;
  /** A new session for a user whose sign-in is complete. */
  issueToken(user: User): Promise<IssuedToken>;
  logOut(tokenId: string): Promise<void>;
  /** A token's user, if the token is well formed, signed, unexpired and not revoked. */
  authenticate(token: string): Promise<Result<SignedIn, AuthError>>;
  /** For `init_user`: the user or guest a userkey names, if signed for this play and still valid. */
  identifySocket(playId: number, userkey: string): Promise<Result<SocketIdentity, 'BAD_USERKEY'>>;
}

const MACHINE_NAME_RULE = /^[A-Za-z0-9_]{3,20}$/;

export function createAccounts(options: AccountsOptions): Accounts {
  const { store, secret, now } = options;
  let decoyHash: Promise<string> | null = null;

  async function issueToken(user: User): Promise<IssuedToken> {
    const tokenId = newTokenId();
    const createdAt = now();
    const expiresAt = createdAt + options.tokenTtlMs;
    await store.createSession({ tokenId, userId: user.id, createdAt, expiresAt });
    return { token: signToken(secret, { userId: user.id, tokenId, expiresAt }), user };
  }

  async function sessionUser(
    tokenId: string,
    userId: number,
  ): Promise<Result<User, 'REVOKED' | 'NO_SUCH_USER'>> {
    const session = await store.sessionById(tokenId);
    if (session === null || session.userId !== userId || session.revokedAt !== null) return err('REVOKED');
    if (session.expiresAt <= now()) return err('REVOKED');
    const user = await store.userById(userId);
    return user === null ? err('NO_SUCH_USER') : ok(user);
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

    async register(username, password) {
      if (usernameRule.safeParse(username).success && isReservedUsername(username)) {
        return err('RESERVED_USERNAME');
      }
      if (passwordRule.safeParse(password).success && (await isWeakPassword(password, [username]))) {
        return err('WEAK_PASSWORD');
      }
      const created = await accounts.createAccount({ username, password });
      return created.ok ? ok(await issueToken(created.value)) : created;
    },

    async logIn(username, password) {
      const user = await accounts.checkPassword(username, password);
      return user.ok ? ok(await issueToken(user.value)) : user;
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
      await store.revokeSession(tokenId, now());
    },

    async authenticate(token) {
      const claims = readToken(secret, token, now());
      if (!claims.ok) return claims;
      const user = await sessionUser(claims.value.tokenId, claims.value.userId);
      return user.ok ? ok({ user: user.value, tokenId: claims.value.tokenId }) : user;
    },

    async identifySocket(playId, userkey) {
      const subject = readUserKey(secret, playId, userkey);
      if (!subject.ok) return subject;
      if (subject.value.kind === 'guest') return ok({ kind: 'guest', username: subject.value.username });
      const user = await sessionUser(subject.value.tokenId, subject.value.userId);
      return user.ok ? ok({ kind: 'user', user: user.value }) : err('BAD_USERKEY');
    },
  };
  return accounts;
}
