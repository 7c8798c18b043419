/** The tables of migration 017 as Kysely sees them; `withRecovery` adds them to the schema. */
import type { Generated, Kysely } from 'kysely';
import type { Db } from './db.ts';
import type { Database } from './schema.ts';

export interface AccountSecurityTable {
  user_id: number;
  email: string | null;
  email_key: string | null;
  totp_secret: string | null;
  totp_pending: string | null;
  totp_last_step: Generated<number>;
  code_tries: Generated<number>;
  code_window_start: Generated<number>;
}

export interface RecoveryCodesTable {
  user_id: number;
  code_hash: string;
  used_at: number | null;
}

export interface PasswordResetsTable {
  id_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type RecoveryTables = {
  account_security: AccountSecurityTable;
  recovery_codes: RecoveryCodesTable;
  password_resets: PasswordResetsTable;
};

export type RecoveryDb = Kysely<Database & RecoveryTables>;

export function withRecovery(db: Db): RecoveryDb {
  return db.withTables<RecoveryTables>();
}
