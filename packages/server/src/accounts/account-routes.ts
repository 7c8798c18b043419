/** Tengen's own account calls: register, log in, log out, me (`/api/account/…`). */
import { err, ok } from '@tengen/core';
import { type CurrentUser, languageOrFallback, rankLabelFor } from '@tengen/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure, type HttpFailure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import type { User } from '../storage/types.ts';
import type { CreateAccountError } from './accounts.ts';
import { clearSignInCookie, setSignInCookie } from './sign-in-cookie.ts';
import { signInPlaceOf } from './sign-in-place.ts';
import { readToken } from './tokens.ts';

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

const REGISTER_FAILURES: Readonly<Record<CreateAccountError, HttpFailure>> = {
  USERNAME_TAKEN: failure('CONFLICT', 'this username is taken'),
  BAD_USERNAME: failure(
    'BAD_REQUEST',
    'username: 3–20 letters, digits or underscores, not guest_ or machine_',
  ),
  BAD_PASSWORD: failure('BAD_REQUEST', 'password: 8–128 characters'),
};

export function addAccountRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { accounts } = deps;

  // The cookie lives as long as the token: it lets pages render for the signed-in user.
  const setCookie = (reply: FastifyReply, token: string) => {
    const claims = readToken(deps.secret, token, deps.now());
    if (claims.ok) setSignInCookie(reply, token, Math.round((claims.value.expiresAt - deps.now()) / 1000));
  };

  addRoute(app, accounts, 'register', async ({ form, request, reply }) => {
    const registered = await accounts.register(form.username, form.password, signInPlaceOf(request));
    if (!registered.ok) return err(REGISTER_FAILURES[registered.error]);
    setCookie(reply, registered.value.token);
    return ok({ token: registered.value.token, user: currentUser(registered.value.user) });
  });

  addRoute(app, accounts, 'login', async ({ form, request, reply }) => {
    const login = await accounts.logIn(form.username, form.password, signInPlaceOf(request));
    if (!login.ok) return err(failure('BAD_CREDENTIALS', 'wrong username or password'));
    setCookie(reply, login.value.token);
    return ok({ token: login.value.token, user: currentUser(login.value.user) });
  });

  addRoute(app, accounts, 'logout', async ({ viewer, reply }) => {
    await accounts.logOut(viewer.tokenId);
    clearSignInCookie(reply);
    return ok({ result: 0 });
  });

  addRoute(app, accounts, 'me', async ({ viewer }) => ok(currentUser(viewer.user)));
}
