/**
 * Account recovery and two-factor sign-in (migration 017, docs/accounts.md): the e-mail address,
 * the authenticator secret, recovery codes and password-reset links. Every check that must hold
 * across processes (a code taken once, a link used once, tries counted before a check) is one
 * conditional statement, so two requests at once cannot both pass.
 */
import { err, ok, type Result } from '@tengen/core';
import { sql } from 'kysely';
import { type Db, isUniqueViolation } from './db.ts';
import { type RecoveryDb, withRecovery } from './recovery-schema.ts';

export interface AccountSecurity {
  readonly email: string | null;
  /** The authenticator secret (sealed, accounts/recovery/sealed-secret.ts) when two-factor is on. */
  readonly totpSecret: string | null;
  /** The secret offered while enrolling (sealed), until a code from it switches two-factor on. */
  readonly totpPending: string | null;
  readonly recoveryCodesLeft: number;
}

export type ResetLinkRefusal = 'UNKNOWN' | 'USED' | 'EXPIRED';

export interface RecoveryStore {
  securityOf(userId: number): Promise<AccountSecurity>;
  /** Null removes the address. One address belongs to one account (compared without case). */
  setEmail(userId: number, email: string | null): Promise<Result<void, 'EMAIL_TAKEN'>>;
  userIdByEmail(email: string): Promise<number | null>;
  setPendingTotp(userId: number, secret: string): Promise<void>;
  /** Switches two-factor on with the pending secret (false if it is no longer the pending one). */
  enableTotp(userId: number, secret: string, codeHashes: readonly string[], step: number): Promise<boolean>;
  disableTotp(userId: number): Promise<void>;
  /** True, once, for a step later than any taken before: a code is never accepted twice. */
  takeTotpStep(userId: number, step: number): Promise<boolean>;
  /** Counts a second-step try; false (and not counted) when `max` were made in this window. */
  countCodeTry(userId: number, at: number, limit: { max: number; windowMs: number }): Promise<boolean>;
  clearCodeTries(userId: number): Promise<void>;
  /** True, once, for an unused recovery code of this account. */
  useRecoveryCode(userId: number, codeHash: string, at: number): Promise<boolean>;
  createPasswordReset(reset: {
    idHash: string;
    userId: number;
    createdAt: number;
    expiresAt: number;
  }): Promise<void>;
  /** The account of an unused, unexpired link, without using it; why not otherwise. */
  passwordResetOwner(idHash: string, at: number): Promise<Result<number, ResetLinkRefusal>>;
  /** When the account's newest link was made, or null. */
  lastPasswordResetAt(userId: number): Promise<number | null>;
  /** The account of an unused, unexpired link, marking it used; why not otherwise. */
  takePasswordReset(idHash: string, at: number): Promise<Result<number, ResetLinkRefusal>>;
}

export function recoveryStore(plain: Db): RecoveryStore {
  const db: RecoveryDb = withRecovery(plain);

  async function ensureRow(userId: number): Promise<void> {
    await db
      .insertInto('account_security')
      .values({ user_id: userId, email: null, email_key: null, totp_secret: null, totp_pending: null })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }

  return {
    async securityOf(userId) {
      const row = await db
        .selectFrom('account_security')
        .select(['email', 'totp_secret', 'totp_pending'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      const codes = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('left'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return {
        email: row?.email ?? null,
        totpSecret: row?.totp_secret ?? null,
        totpPending: row?.totp_pending ?? null,
        recoveryCodesLeft: Number(codes.left),
      };
    },

    async setEmail(userId, email) {
      await ensureRow(userId);
      try {
        await db
          .updateTable('account_security')
          .set({ email, email_key: email === null ? null : email.toLowerCase() })
          .where('user_id', '=', userId)
          .execute();
        return ok(undefined);
      } catch (error) {
        if (isUniqueViolation(error)) return err('EMAIL_TAKEN');
        throw error;
      }
    },

    async userIdByEmail(email) {
      const row = await db
        .selectFrom('account_security')
        .select('user_id')
        .where('email_key', '=', email.toLowerCase())
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    async setPendingTotp(userId, secret) {
      await ensureRow(userId);
      await db
        .updateTable('account_security')
        .set({ totp_pending: secret })
        .where('user_id', '=', userId)
        .execute();
    },

    async enableTotp(userId, secret, codeHashes, step) {
      return db.transaction().execute(async (tx) => {
        const switched = await tx
          .updateTable('account_security')
          .set({ totp_secret: secret, totp_pending: null, totp_last_step: step })
          .where('user_id', '=', userId)
          .where('totp_pending', '=', secret)
          .executeTakeFirst();
        if (switched.numUpdatedRows === 0n) return false;
        await tx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
        await tx
          .insertInto('recovery_codes')
          .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
          .execute();
        return true;
      });
    },

    async disableTotp(userId) {
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('account_security')
          .set({ totp_secret: null, totp_pending: null })
          .where('user_id', '=', userId)
          .execute();
        await tx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      });
    },

    async takeTotpStep(userId, step) {
      const taken = await db
        .updateTable('account_security')
        .set({ totp_last_step: step })
        .where('user_id', '=', userId)
        .where('totp_last_step', '<', step)
        .executeTakeFirst();
      return taken.numUpdatedRows > 0n;
    },

    async countCodeTry(userId, at, { max, windowMs }) {
      await ensureRow(userId);
      const windowStart = at - windowMs;
      const windowOver = sql`code_window_start <= ${windowStart}`;
      const counted = await db
        .updateTable('account_security')
        .set({
          code_tries: sql`case when ${windowOver} then 1 else code_tries + 1 end`,
          code_window_start: sql`case when ${windowOver} then ${at} else code_window_start end`,
        })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('code_window_start', '<=', windowStart), eb('code_tries', '<', max)]))
        .executeTakeFirst();
      return counted.numUpdatedRows > 0n;
    },

    async clearCodeTries(userId) {
      await db
        .updateTable('account_security')
        .set({ code_tries: 0, code_window_start: 0 })
        .where('user_id', '=', userId)
        .execute();
    },

    async useRecoveryCode(userId, codeHash, at) {
      const used = await db
        .updateTable('recovery_codes')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return used.numUpdatedRows > 0n;
    },

    async createPasswordReset(reset) {
      await db
        .insertInto('password_resets')
        .values({
          id_hash: reset.idHash,
          user_id: reset.userId,
          created_at: reset.createdAt,
          expires_at: reset.expiresAt,
          used_at: null,
        })
        .execute();
    },

    async passwordResetOwner(idHash, at) {
      const row = await db
        .selectFrom('password_resets')
        .select(['user_id', 'used_at', 'expires_at'])
        .where('id_hash', '=', idHash)
        .executeTakeFirst();
      if (row === undefined) return err('UNKNOWN');
      if (row.used_at !== null) return err('USED');
      return row.expires_at > at ? ok(row.user_id) : err('EXPIRED');
    },

    async lastPasswordResetAt(userId) {
      const row = await db
        .selectFrom('password_resets')
        .select((eb) => eb.fn.max('created_at').as('latest'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.latest == null ? null : Number(row.latest);
    },

    async takePasswordReset(idHash, at) {
      const taken = await db
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('id_hash', '=', idHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('user_id')
        .executeTakeFirst();
      if (taken !== undefined) return ok(taken.user_id);
      const row = await db
        .selectFrom('password_resets')
        .select(['used_at'])
        .where('id_hash', '=', idHash)
        .executeTakeFirst();
      if (row === undefined) return err('UNKNOWN');
      return err(row.used_at === null ? 'EXPIRED' : 'USED');
    },
  };
}
