/** Sessions: one row per issued token, so a token can be revoked (logout) before it expires. */
import type { Db } from './db.ts';
import type { Session } from './types.ts';

export async function createSession(db: Db, session: Omit<Session, 'revokedAt'>): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.tokenId,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .execute();
}

export async function sessionById(db: Db, tokenId: string): Promise<Session | null> {
  const row = await db.selectFrom('sessions').selectAll().where('id', '=', tokenId).executeTakeFirst();
  if (row === undefined) return null;
  return {
    tokenId: row.id,
    userId: row.user_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

export async function revokeSession(db: Db, tokenId: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
