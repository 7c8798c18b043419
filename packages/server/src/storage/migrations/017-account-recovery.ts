/**
 * Account recovery and two-factor sign-in (docs/accounts.md, "Recovery and two-factor"): an
 * account's e-mail address and authenticator secret, its recovery codes (hashed), and the
 * password-reset links sent (by the hash of their id, so a copy of the table opens no account).
 */
import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as typed now
type AnyDb = Kysely<any>;

export function accountRecoverySchema(): Migration {
  const required = (col: ColumnDefinitionBuilder) => col.notNull();
  const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('account_security')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
        .addColumn('email', 'text')
        // Lower case, for finding the account by its address; unique, so one address names one account.
        .addColumn('email_key', 'text', (col) => col.unique())
        // The authenticator secret once two-factor is on, and the one offered while enrolling:
        // sealed with a key from the server secret (accounts/recovery/sealed-secret.ts).
        .addColumn('totp_secret', 'text')
        .addColumn('totp_pending', 'text')
        // The last 30-second step a code was accepted for: a code is never taken twice.
        .addColumn('totp_last_step', 'bigint', zero)
        // Wrong second-step codes counted in the current window (counted before the check).
        .addColumn('code_tries', 'integer', zero)
        .addColumn('code_window_start', 'bigint', zero)
        .execute();

      await db.schema
        .createTable('recovery_codes')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('code_hash', 'text', required)
        .addColumn('used_at', 'bigint')
        .addPrimaryKeyConstraint('recovery_codes_pk', ['user_id', 'code_hash'])
        .execute();

      await db.schema
        .createTable('password_resets')
        .addColumn('id_hash', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('created_at', 'bigint', required)
        .addColumn('expires_at', 'bigint', required)
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('password_resets_user')
        .on('password_resets')
        .columns(['user_id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('password_resets').execute();
      await db.schema.dropTable('recovery_codes').execute();
      await db.schema.dropTable('account_security').execute();
    },
  };
}
