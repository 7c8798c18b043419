/** The server's heartbeat row, so a restart can tell how long the server was down. */
import type { Db } from './db.ts';

const ROW = 1;

export async function markStarted(db: Db, now: number): Promise<{ lastBeatAt: number | null }> {
  const lastBeatAt = await lastBeat(db);
  await db
    .insertInto('heartbeat')
    .values({ id: ROW, started_at: now, beat_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ started_at: now, beat_at: now }))
    .execute();
  return { lastBeatAt };
}

export async function beat(db: Db, now: number): Promise<void> {
  await db.updateTable('heartbeat').set({ beat_at: now }).where('id', '=', ROW).execute();
}

export async function lastBeat(db: Db): Promise<number | null> {
  const row = await db.selectFrom('heartbeat').select('beat_at').where('id', '=', ROW).executeTakeFirst();
  return row?.beat_at ?? null;
}
