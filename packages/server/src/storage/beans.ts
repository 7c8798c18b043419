/** The bean (Weidou) ledger: every change is a row; the user's balance moves with it, never below 0. */
import { err, ok, type Result } from '@tengen/core';
import { sql } from 'kysely';
import { type Db, inWriteTransaction } from './db.ts';
import type { BeanChange, BeanChangeError, Dialect, LedgerEntry } from './types.ts';

/**
 * The balance moves by a conditional UPDATE (`… where beans + delta >= 0 returning beans`):
 * on PostgreSQL it locks the user row, and a concurrent spend waits, then re-checks the
 * condition against the committed balance; on SQLite the whole transaction holds the write
 * lock (BEGIN IMMEDIATE). Either way exactly the affordable spends succeed.
 */
export async function changeBeans(
  db: Db,
  dialect: Dialect,
  change: BeanChange,
): Promise<Result<LedgerEntry, BeanChangeError>> {
  return inWriteTransaction(db, dialect, (tx) => changeBeansIn(tx, change));
}

/** `changeBeans` inside a write transaction the caller holds (a paid order grants in its own). */
export async function changeBeansIn(
  tx: Db,
  change: BeanChange,
): Promise<Result<LedgerEntry, BeanChangeError>> {
  if (!Number.isSafeInteger(change.delta))
    throw new RangeError(`bean delta must be an integer: ${change.delta}`);
  const moved = await tx
    .updateTable('users')
    .set({ beans: sql`beans + ${change.delta}` })
    .where('id', '=', change.userId)
    .where(sql<number>`beans + ${change.delta}`, '>=', 0)
    .returning('beans')
    .executeTakeFirst();
  if (moved === undefined) {
    const exists = await tx
      .selectFrom('users')
      .select('id')
      .where('id', '=', change.userId)
      .executeTakeFirst();
    return err(exists === undefined ? 'NO_SUCH_USER' : 'INSUFFICIENT_BEANS');
  }
  const row = await tx
    .insertInto('bean_ledger')
    .values({
      user_id: change.userId,
      delta: change.delta,
      balance_after: moved.beans,
      reason: change.reason,
      reference: change.reference ?? '',
      at: change.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return ok(ledgerFromRow(row));
}

export async function ledgerOf(db: Db, userId: number, limit = 100): Promise<LedgerEntry[]> {
  const rows = await db
    .selectFrom('bean_ledger')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(ledgerFromRow);
}

function ledgerFromRow(row: {
  id: number;
  user_id: number;
  delta: number;
  balance_after: number;
  reason: string;
  reference: string;
  at: number;
}): LedgerEntry {
  return {
    id: row.id,
    userId: row.user_id,
    delta: row.delta,
    balanceAfter: row.balance_after,
    reason: row.reason,
    reference: row.reference,
    at: row.at,
  };
}
