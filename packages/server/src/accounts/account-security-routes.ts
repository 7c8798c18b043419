/** Changing the password and the sessions list (`/api/account/password/`, `/api/account/sessions/…`). */
import { err, ok } from '@tengen/core';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure, type HttpFailure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import { currentUser } from './account-routes.ts';
import type { ChangePasswordError } from './accounts.ts';
import { accountSessionOf, publicSessionId } from './session-list.ts';
import { setSignInCookie } from './sign-in-cookie.ts';
import { signInPlaceOf } from './sign-in-place.ts';
import { readToken } from './tokens.ts';

const CHANGE_FAILURES: Readonly<Record<ChangePasswordError, HttpFailure>> = {
  WRONG_PASSWORD: failure('BAD_CREDENTIALS', 'the old password is wrong'),
  TOO_MANY_WRONG: failure(
    'UNAUTHORIZED',
    'the old password was wrong too many times: this session is signed out',
  ),
  BAD_PASSWORD: failure('BAD_REQUEST', 'newpassword: 8–128 characters'),
  // The rule registration and the reset apply (recovery/password-rules.ts), naming this form's field.
  WEAK_PASSWORD: failure('BAD_REQUEST', 'newpassword: too easy to guess; choose a longer or less common one'),
  SAME_PASSWORD: failure('BAD_REQUEST', 'newpassword: the new password must differ from the old one'),
};

export function addAccountSecurityRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { accounts } = deps;

  addRoute(app, accounts, 'changePassword', async ({ form, viewer, request, reply }) => {
    const changed = await accounts.changePassword(
      viewer,
      form.oldpassword,
      form.newpassword,
      signInPlaceOf(request),
    );
    if (!changed.ok) return err(CHANGE_FAILURES[changed.error]);
    const { token, user } = changed.value;
    const claims = readToken(deps.secret, token, deps.now());
    if (claims.ok) setSignInCookie(reply, token, Math.round((claims.value.expiresAt - deps.now()) / 1000));
    return ok({ token, user: currentUser(user) });
  });

  addRoute(app, accounts, 'getSessions', async ({ viewer }) => {
    const sessions = await accounts.sessionsOf(viewer.user.id);
    return ok({ sessions: sessions.map((s) => accountSessionOf(s, viewer.tokenId)) });
  });

  addRoute(app, accounts, 'endSession', async ({ form, viewer }) => {
    const sessions = await accounts.sessionsOf(viewer.user.id);
    const session = sessions.find((s) => publicSessionId(s.tokenId) === form.sessionid);
    if (session === undefined || !(await accounts.endSession(viewer.user.id, session.tokenId)))
      return err(failure('NOT_FOUND', 'no such session (it may have ended already)'));
    return ok({ result: 0 });
  });

  addRoute(app, accounts, 'endOtherSessions', async ({ viewer }) => {
    const ended = await accounts.endOtherSessions(viewer.user.id, viewer.tokenId);
    return ok({ result: 0, ended });
  });
}
