/**
 * The HTTP calls of account recovery and two-factor sign-in (protocol's RECOVERY_ROUTES):
 * the e-mail address, forgot password, reset, the sign-in code step, enrol and switch off.
 */
import { err, ok } from '@tengen/core';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../../http/deps.ts';
import { failure, type HttpFailure } from '../../http/failure.ts';
import { originOfServer } from '../../http/public-origin.ts';
import { addRoute } from '../../http/route.ts';
import { currentUser, setTokenCookie, WEAK_PASSWORD_MESSAGE } from '../account-routes.ts';
import { verifyPassword } from '../password.ts';
import { signInPlaceOf } from '../sign-in-place.ts';
import type { MailConfig } from './mail-config.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { isEmailAddress, maskEmail } from './mask-email.ts';
import { createPasswordReset, type ResetRefusal } from './password-reset.ts';
import { type CodeRefusal, createTwoFactor } from './two-factor.ts';

const RESET_FAILURES: Readonly<Record<ResetRefusal, HttpFailure>> = {
  BAD_LINK: failure('BAD_REQUEST', 'token: this reset link is not valid'),
  USED: failure('BAD_REQUEST', 'token: this reset link was already used'),
  EXPIRED: failure('BAD_REQUEST', 'token: this reset link has expired'),
  BAD_PASSWORD: failure('BAD_REQUEST', 'password: 8–128 characters'),
  WEAK_PASSWORD: failure('BAD_REQUEST', WEAK_PASSWORD_MESSAGE),
};

const CODE_FAILURES: Readonly<Record<CodeRefusal, HttpFailure>> = {
  BAD_CODE: failure('BAD_CREDENTIALS', 'code: wrong or already used code'),
  TOO_MANY_TRIES: failure('RATE_LIMITED', 'code: too many wrong codes; try again in 15 minutes'),
};

export interface RecoveryRouteOptions {
  readonly mail: MailConfig;
  /** By default one over `mail.smtpUrl` (none without it). */
  readonly mailer?: Mailer | null;
}

export function addRecoveryRoutes(app: FastifyInstance, deps: HttpDeps, options: RecoveryRouteOptions): void {
  const { accounts, store, secret, now } = deps;
  const twoFactor = createTwoFactor({ store: store.recovery, secret, now });
  const reset = createPasswordReset({
    store,
    secret,
    now,
    origin: () => originOfServer(app.server),
    mailer: options.mailer === undefined ? createMailer(options.mail) : options.mailer,
    // The account's sessions end through the accounts' announcement, so their sockets close.
    accounts,
  });

  const passwordIsRight = async (userId: number, password: string) => {
    const stored = await store.passwordHashOf(userId);
    return stored !== null && (await verifyPassword(password, stored));
  };

  addRoute(app, accounts, 'accountSecurity', async ({ viewer }) => {
    const security = await store.recovery.securityOf(viewer.user.id);
    return ok({
      email: security.email === null ? '' : maskEmail(security.email),
      twofactor: security.totpSecret !== null,
      recoverycodesleft: security.totpSecret === null ? 0 : security.recoveryCodesLeft,
      mail: reset.mailOn,
    });
  });

  addRoute(app, accounts, 'setEmail', async ({ viewer, form }) => {
    const email = form.email.trim();
    if (email !== '' && !isEmailAddress(email)) {
      return err(failure('BAD_REQUEST', 'email: not an e-mail address'));
    }
    if (!(await passwordIsRight(viewer.user.id, form.password))) {
      return err(failure('BAD_CREDENTIALS', 'password: wrong password'));
    }
    const set = await store.recovery.setEmail(viewer.user.id, email === '' ? null : email);
    if (!set.ok) return err(failure('CONFLICT', 'email: this address belongs to another account'));
    return ok({ result: 0 });
  });

  addRoute(app, accounts, 'forgotPassword', async ({ form, request }) => {
    // Answered before the mail goes out: the answer and its time are the same for every name.
    reset
      .request(form.name)
      .catch((error: unknown) => request.log.error({ err: error }, 'reset mail not sent'));
    return ok({ result: 0, mail: reset.mailOn });
  });

  addRoute(app, accounts, 'resetPassword', async ({ form }) => {
    const done = await reset.reset(form.token, form.password);
    return done.ok ? ok({ result: 0 }) : err(RESET_FAILURES[done.error]);
  });

  // A success signs the browser in: auth-limits.ts then makes the device known, as for a password.
  addRoute(app, accounts, 'loginCode', async ({ form, request, reply }) => {
    const redeemed = await twoFactor.redeem(form.ticket, form.code);
    if (!redeemed.ok) {
      return err(
        redeemed.error === 'BAD_TICKET'
          ? failure('UNAUTHORIZED', 'ticket: this sign-in has expired; sign in again')
          : CODE_FAILURES[redeemed.error],
      );
    }
    const user = await store.userById(redeemed.value);
    if (user === null) return err(failure('UNAUTHORIZED', 'ticket: this sign-in has expired; sign in again'));
    const issued = await accounts.issueToken(user, signInPlaceOf(request));
    setTokenCookie(deps, reply, issued.token);
    return ok({ token: issued.token, user: currentUser(issued.user) });
  });

  addRoute(app, accounts, 'startTwoFactor', async ({ viewer }) => {
    if (await twoFactor.isOn(viewer.user.id)) {
      return err(failure('CONFLICT', 'two-factor sign-in is already on; switch it off first'));
    }
    return ok(await twoFactor.start(viewer.user));
  });

  addRoute(app, accounts, 'enableTwoFactor', async ({ viewer, form }) => {
    const enabled = await twoFactor.enable(viewer.user.id, form.code);
    if (enabled.ok) return ok({ recoverycodes: enabled.value });
    return err(
      enabled.error === 'NOT_STARTED'
        ? failure('CONFLICT', 'start enrolling first (or two-factor sign-in is already on)')
        : CODE_FAILURES[enabled.error],
    );
  });

  addRoute(app, accounts, 'disableTwoFactor', async ({ viewer, form }) => {
    if (!(await passwordIsRight(viewer.user.id, form.password))) {
      return err(failure('BAD_CREDENTIALS', 'password: wrong password'));
    }
    const disabled = await twoFactor.disable(viewer.user.id, form.code);
    if (disabled.ok) return ok({ result: 0 });
    return err(
      disabled.error === 'NOT_ON'
        ? failure('CONFLICT', 'two-factor sign-in is off')
        : CODE_FAILURES[disabled.error],
    );
  });
}
