/**
 * Sessions: one row per issued token, so a token can be revoked (logout, a password change,
 * the owner's sessions list) before it expires, and its owner sees where it was used.
 */
import type { Selectable } from 'kysely';
import { type Db, inWriteTransaction } from './db.ts';
import type { SessionsTable } from './schema.ts';
import type { Dialect, NewSession, Session } from './types.ts';

/** Stored browser names are cut to this many characters: a User-Agent is the client's to write. */
const USER_AGENT_LENGTH = 400;

export async function createSession(db: Db, session: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.tokenId,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: null,
      last_seen_at: session.createdAt,
      user_agent: (session.userAgent ?? '').slice(0, USER_AGENT_LENGTH),
      address: (session.address ?? '').slice(0, 64),
    })
    .execute();
}

function sessionFromRow(row: Selectable<SessionsTable>): Session {
  return {
    tokenId: row.id,
    userId: row.user_id,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
    lastSeenAt: Number(row.last_seen_at),
    userAgent: row.user_agent,
    address: row.address,
    endReason: row.end_reason,
  };
}

export async function sessionById(db: Db, tokenId: string): Promise<Session | null> {
  const row = await db.selectFrom('sessions').selectAll().where('id', '=', tokenId).executeTakeFirst();
  return row === undefined ? null : sessionFromRow(row);
}

/** These sessions, in one query (ids without a row are left out). */
export async function sessionsByIds(db: Db, tokenIds: readonly string[]): Promise<Session[]> {
  if (tokenIds.length === 0) return [];
  const rows = await db
    .selectFrom('sessions')
    .selectAll()
    .where('id', 'in', [...tokenIds])
    .execute();
  return rows.map(sessionFromRow);
}

/** The user's sessions neither revoked nor expired at `now`, the last used first. */
export async function liveSessionsOf(db: Db, userId: number, now: number): Promise<Session[]> {
  const rows = await db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(sessionFromRow);
}

export async function touchSession(db: Db, tokenId: string, at: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: at })
    .where('id', '=', tokenId)
    .where('last_seen_at', '<', at)
    .execute();
}

export async function revokeSession(
  db: Db,
  tokenId: string,
  at: number,
  reason = 'signedout',
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: at, end_reason: reason })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes the user's live sessions but `keep` (if given); answers the token ids revoked. */
export async function revokeSessionsOf(
  db: Db,
  userId: number,
  at: number,
  reason: string,
  keep: string | null = null,
): Promise<string[]> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: at, end_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep !== null) query = query.where('id', '!=', keep);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}

/**
 * A new password hash and every session of the user revoked, in one transaction: no request
 * signed in with an old session is answered once the new password is stored.
 */
export async function replacePassword(
  db: Db,
  dialect: Dialect,
  userId: number,
  passwordHash: string,
  at: number,
): Promise<string[]> {
  return inWriteTransaction(db, dialect, async (tx) => {
    await tx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    return revokeSessionsOf(tx, userId, at, 'password');
  });
}
