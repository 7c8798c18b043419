/**
 * Password reset: "forgot password" mails a link to the account's address, and the link's page
 * sets a new password. The link holds a signed random id (stored by its hash), works once, for
 * RESET_TTL_MS. Asking answers the same whether or not the name or address has an account, and
 * the mail goes out after the answer, so neither the answer nor its time tells. Without a mail
 * server, `tengen admin user reset-link` prints a link instead.
 */
import { err, ok, type Result } from '@tengen/core';
import { passwordRule } from '@tengen/protocol';
import type { Store } from '../../storage/store.ts';
import type { User } from '../../storage/types.ts';
import type { Accounts } from '../accounts.ts';
import type { Mailer } from './mailer.ts';
import { isEmailAddress } from './mask-email.ts';
import { isWeakPassword } from './password-rules.ts';
import { resetMail } from './reset-mail.ts';
import { newResetToken, resetTokenHash } from './signed-tickets.ts';

export const RESET_TTL_MS = 30 * 60_000;
/** One mail per account per this long, however often it is asked for (no mail flood). */
export const RESET_MAIL_GAP_MS = 2 * 60_000;
/** Where the page that sets a new password lives; the token is after `#`, so no log holds it. */
export const RESET_PAGE_PATH = '/reset/';

export type ResetRefusal = 'BAD_LINK' | 'USED' | 'EXPIRED' | 'BAD_PASSWORD' | 'WEAK_PASSWORD';

export interface PasswordReset {
  readonly mailOn: boolean;
  /** Resolves once the mail is sent or skipped (callers need not wait; it never rejects with a reason that names the account). */
  request(name: string): Promise<void>;
  /** A fresh link for this account (the admin's way without mail). */
  linkFor(user: User): Promise<string>;
  /** Sets the new password; on success every session of the account ends. */
  reset(token: string, password: string): Promise<Result<User, ResetRefusal>>;
}

export interface PasswordResetOptions {
  readonly store: Store;
  readonly secret: Buffer;
  readonly now: () => number;
  readonly mailer: Mailer | null;
  /** The site's public origin, which links start with (http/public-origin.ts); null: none known. */
  readonly origin: () => string | null;
  /** Stores the new password and ends every session of the account, closing its sockets. */
  readonly accounts: Pick<Accounts, 'setPassword'>;
}

export function createPasswordReset(options: PasswordResetOptions): PasswordReset {
  const { store, secret, now, mailer, accounts, origin } = options;

  async function newLink(user: User): Promise<string> {
    const { token, idHash } = newResetToken(secret);
    const createdAt = now();
    await store.recovery.createPasswordReset({
      idHash,
      userId: user.id,
      createdAt,
      expiresAt: createdAt + RESET_TTL_MS,
    });
    return `${origin() ?? ''}${RESET_PAGE_PATH}#${token}`;
  }

  async function accountNamed(name: string): Promise<{ user: User; email: string } | null> {
    const trimmed = name.trim();
    const userId = isEmailAddress(trimmed) ? await store.recovery.userIdByEmail(trimmed) : null;
    const user = userId !== null ? await store.userById(userId) : await store.userByName(trimmed);
    if (user === null) return null;
    const { email } = await store.recovery.securityOf(user.id);
    return email === null ? null : { user, email };
  }

  return {
    mailOn: mailer !== null,

    async request(name) {
      if (mailer === null) return;
      const account = await accountNamed(name);
      if (account === null) return;
      const last = await store.recovery.lastPasswordResetAt(account.user.id);
      if (last !== null && now() - last < RESET_MAIL_GAP_MS) return;
      const link = await newLink(account.user);
      const text = resetMail(account.user.lang, account.user.username, link, RESET_TTL_MS / 60_000);
      await mailer.send({ to: account.email, ...text });
    },

    linkFor: newLink,

    async reset(token, password) {
      const idHash = resetTokenHash(secret, token);
      if (!idHash.ok) return idHash;
      const owner = await store.recovery.passwordResetOwner(idHash.value, now());
      if (!owner.ok) return err(owner.error === 'UNKNOWN' ? 'BAD_LINK' : owner.error);
      const user = await store.userById(owner.value);
      if (user === null) return err('BAD_LINK');
      if (!passwordRule.safeParse(password).success) return err('BAD_PASSWORD');
      if (await isWeakPassword(password, [user.username])) return err('WEAK_PASSWORD');
      // Checked first so a refused password leaves the link usable; taken here, once.
      const taken = await store.recovery.takePasswordReset(idHash.value, now());
      if (!taken.ok) return err(taken.error === 'UNKNOWN' ? 'BAD_LINK' : taken.error);
      await accounts.setPassword(user.id, password);
      await store.recovery.clearCodeTries(user.id);
      return ok(user);
    },
  };
}
