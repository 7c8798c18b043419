/** Tengen's own account calls: register, log in, log out, me (`/api/account/…`). */
import { err, ok } from '@tengen/core';
import { type CurrentUser, languageOrFallback, rankLabelFor } from '@tengen/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure, type HttpFailure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import { chooseStartingStrength } from '../ratings/starting-strength.ts';
import type { User } from '../storage/types.ts';
import type { RegisterError } from './accounts.ts';
import { createTwoFactor } from './recovery/two-factor.ts';
import { clearSignInCookie, setSignInCookie } from './sign-in-cookie.ts';
import { signInPlaceOf } from './sign-in-place.ts';
import { readToken } from './tokens.ts';

/** The refusal of a password a cracker would guess early (registration, change, reset). */
export const WEAK_PASSWORD_MESSAGE = 'password: too easy to guess; choose a longer or less common one';

export function currentUser(user: User): CurrentUser {
  return {
    userid: user.id,
    username: user.username,
    usertype: user.membership,
    gamelevel: user.rank,
    gamelevelname: rankLabelFor(user.rank),
    userlevel: user.userLevel,
    beans: user.beans,
    lang: languageOrFallback(user.lang),
    isappealman: user.isAppealMan,
  };
}

const REGISTER_FAILURES: Readonly<Record<RegisterError, HttpFailure>> = {
  USERNAME_TAKEN: failure('CONFLICT', 'this username is taken'),
  BAD_USERNAME: failure(
    'BAD_REQUEST',
    'username: 3–20 letters, digits or underscores, not guest_ or machine_',
  ),
  BAD_PASSWORD: failure('BAD_REQUEST', 'password: 8–128 characters'),
  RESERVED_USERNAME: failure('BAD_REQUEST', 'username: this name is reserved'),
  WEAK_PASSWORD: failure('BAD_REQUEST', WEAK_PASSWORD_MESSAGE),
};

/** The cookie lives as long as the token: it lets pages render for the signed-in user. */
export function setTokenCookie(deps: HttpDeps, reply: FastifyReply, token: string): void {
  const claims = readToken(deps.secret, token, deps.now());
  if (claims.ok) setSignInCookie(reply, token, Math.round((claims.value.expiresAt - deps.now()) / 1000));
}

export function addAccountRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { accounts } = deps;
  const twoFactor = createTwoFactor({ store: deps.store.recovery, secret: deps.secret, now: deps.now });

  const setCookie = (reply: FastifyReply, token: string) => setTokenCookie(deps, reply, token);

  addRoute(app, accounts, 'register', async ({ form, request, reply }) => {
    const registered = await accounts.register(form.username, form.password, signInPlaceOf(request));
    if (!registered.ok) return err(REGISTER_FAILURES[registered.error]);
    let user = registered.value.user;
    if (form.strength !== undefined && form.strength !== 'unknown') {
      // A new account has no rated game, so this cannot be refused.
      await chooseStartingStrength(deps.store, user.id, form.strength, deps.now());
      user = (await deps.store.userById(user.id)) ?? user;
    }
    setCookie(reply, registered.value.token);
    return ok({ token: registered.value.token, user: currentUser(user) });
  });

  // Limits first (auth-limits.ts, before this handler), then the password, then the second step.
  addRoute(app, accounts, 'login', async ({ form, request, reply }) => {
    const checked = await accounts.checkPassword(form.username, form.password);
    if (!checked.ok) return err(failure('BAD_CREDENTIALS', 'wrong username or password'));
    // Two-factor: no session until the code (recovery-routes.ts, `loginCode`).
    if (await twoFactor.isOn(checked.value.id)) {
      return ok({ secondstep: 'code', ticket: twoFactor.ticketFor(checked.value.id) });
    }
    const login = await accounts.issueToken(checked.value, signInPlaceOf(request));
    setCookie(reply, login.token);
    return ok({ token: login.token, user: currentUser(login.user) });
  });

  addRoute(app, accounts, 'logout', async ({ viewer, reply }) => {
    await accounts.logOut(viewer.tokenId);
    clearSignInCookie(reply);
    return ok({ result: 0 });
  });

  addRoute(app, accounts, 'me', async ({ viewer }) => ok(currentUser(viewer.user)));
}
