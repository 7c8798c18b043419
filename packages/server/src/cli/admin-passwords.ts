/**
 * `tengen admin user reset-link|password …` (docs/admin.md, docs/accounts.md): what an
 * administrator does for a user who lost a password on a site without a mail server. Both end
 * every session of the account.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { err, ok } from '@tengen/core';
import { passwordRule } from '@tengen/protocol';
import { createAccounts } from '../accounts/accounts.ts';
import { createPasswordReset, RESET_TTL_MS } from '../accounts/recovery/password-reset.ts';
import { isWeakPassword } from '../accounts/recovery/password-rules.ts';
import type { AdminContext, CommandResult } from './admin.ts';

export const PASSWORD_USAGE = `  user reset-link NAME        a one-time link (30 min) that sets a new password
  user password NAME [--password PW]   sets it (a random one if not given)`;

/** The accounts over the admin's store: a password set here ends the account's sessions too. */
function adminAccounts({ store, config, now }: AdminContext) {
  return createAccounts({
    store,
    secret: config.secret,
    tokenTtlMs: config.tokenTtlMs,
    passwordCost: config.passwordCost,
    now,
  });
}

export async function userResetLink(args: string[], context: AdminContext): Promise<CommandResult> {
  const { store, config, now } = context;
  if (args.length !== 1) return err('give exactly one username');
  const user = await store.userByName(args[0]);
  if (user === null) return err(`no user '${args[0]}'`);
  const reset = createPasswordReset({
    store,
    secret: config.secret,
    now,
    mailer: null,
    origin: () => config.publicUrl,
    accounts: adminAccounts(context),
  });
  const link = await reset.linkFor(user);
  return ok({
    username: user.username,
    link,
    expires: new Date(now() + RESET_TTL_MS).toISOString(),
    ...(config.publicUrl ? {} : { note: 'TENGEN_PUBLIC_URL is unset: put the site address before the link' }),
  });
}

export async function userPassword(args: string[], context: AdminContext): Promise<CommandResult> {
  const { store } = context;
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { password: { type: 'string' } },
  });
  if (positionals.length !== 1) return err('give exactly one username');
  const user = await store.userByName(positionals[0]);
  if (user === null) return err(`no user '${positionals[0]}'`);
  const password = values.password ?? randomBytes(18).toString('base64url');
  if (!passwordRule.safeParse(password).success) return err('BAD_PASSWORD: 8–128 characters');
  if (await isWeakPassword(password, [user.username])) return err('WEAK_PASSWORD: too easy to guess');
  const ended = await adminAccounts(context).setPassword(user.id, password);
  return ok({
    username: user.username,
    sessionsEnded: ended,
    ...(values.password === undefined ? { password } : {}),
  });
}
