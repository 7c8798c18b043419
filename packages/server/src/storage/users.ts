/** Users: accounts, roles, ranks. */
import { err, ok, type Result } from '@tengen/core';
import { sql, type Updateable } from 'kysely';
import { type Db, isUniqueViolation } from './db.ts';
import { flag, userFromRow } from './rows.ts';
import type { UsersTable } from './schema.ts';
import type { NewUser, User, UserChanges } from './types.ts';

export async function createUser(db: Db, user: NewUser): Promise<Result<User, 'USERNAME_TAKEN'>> {
  try {
    const row = await db
      .insertInto('users')
      .values({
        username: user.username,
        password_hash: user.passwordHash,
        created_at: user.createdAt,
        user_level: user.userLevel,
        rank: user.rank,
        membership: user.membership,
        is_audit_man: user.isAuditMan === undefined ? undefined : flag(user.isAuditMan),
        is_appeal_man: user.isAppealMan === undefined ? undefined : flag(user.isAppealMan),
        display_name: user.displayName,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok(userFromRow(row));
  } catch (error) {
    if (isUniqueViolation(error)) return err('USERNAME_TAKEN');
    throw error;
  }
}

export async function userById(db: Db, id: number): Promise<User | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row === undefined ? null : userFromRow(row);
}

/** The usernames of these user ids, in one query. */
export async function usernamesByIds(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}

export async function userByName(db: Db, username: string): Promise<User | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row === undefined ? null : userFromRow(row);
}

export async function passwordHashOf(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function updateUser(db: Db, id: number, changes: UserChanges): Promise<User | null> {
  const set: Updateable<UsersTable> = {
    user_level: changes.userLevel,
    rank: changes.rank,
    membership: changes.membership,
    is_audit_man: changes.isAuditMan === undefined ? undefined : flag(changes.isAuditMan),
    is_appeal_man: changes.isAppealMan === undefined ? undefined : flag(changes.isAppealMan),
    marked_bad: changes.markedBad === undefined ? undefined : flag(changes.markedBad),
    chat_default: changes.chatDefault === undefined ? undefined : flag(changes.chatDefault),
    display_name: changes.displayName,
    avatar_url: changes.avatarUrl,
    lang: changes.lang,
  };
  const defined = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
  if (Object.keys(defined).length === 0) return userById(db, id);
  const row = await db
    .updateTable('users')
    .set(defined)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row === undefined ? null : userFromRow(row);
}
