/** The game rooms' write-ahead log: appended in order, read back in order. */
import { err, ok } from '@tengen/core';
import { CompiledQuery } from 'kysely';
import { type Db, isUniqueViolation } from './db.ts';
import type { AppendResult, EventWriter, PendingEvent } from './event-batcher.ts';
import { STALE_OWNER, STALE_OWNER_CODE } from './migrations/005-game-owners.ts';
import type { Dialect, StoredEvent } from './types.ts';

/**
 * The writer behind the store's group commit (event-batcher.ts): a batch is one multi-row
 * INSERT. The hottest statement of the server, so its SQL is written once per row count
 * instead of being built and compiled by the query builder for every batch.
 */
export function eventWriter(db: Db, dialect: Dialect): EventWriter {
  const insertSql = batchInsertSql(dialect);
  const insert = (events: readonly PendingEvent[]) =>
    db.executeQuery(CompiledQuery.raw(insertSql(events.length), events.flatMap(rowValues)));
  return {
    async writeBatch(events) {
      await insert(events);
    },
    async writeOne(event): Promise<AppendResult> {
      try {
        await insert([event]);
        return ok(undefined);
      } catch (error) {
        if (isUniqueViolation(error)) return err('DUPLICATE_SEQ');
        if (isStaleOwner(error)) return err('STALE_OWNER');
        throw error;
      }
    },
    isRowRefusal: (error) => isUniqueViolation(error) || isStaleOwner(error),
  };
}

/** The fence trigger refused a row (migrations/005-game-owners.ts). */
function isStaleOwner(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === STALE_OWNER_CODE || (typeof message === 'string' && message.includes(STALE_OWNER));
}

/** One event's values, in the order of the insert's columns. */
const rowValues = (e: PendingEvent) => [
  e.playId,
  e.seq,
  kindOf(e.event),
  JSON.stringify(e.event),
  e.at,
  e.fence,
];

const COLUMNS = 6;

/** `insert into play_events … values (…), (…)` for n rows, with the dialect's placeholders. */
function batchInsertSql(dialect: Dialect): (rows: number) => string {
  const texts = new Map<number, string>();
  return (rows) => {
    let text = texts.get(rows);
    if (text === undefined) {
      const tuples: string[] = [];
      for (let r = 0; r < rows; r++) {
        const marks = Array.from({ length: COLUMNS }, (_, c) =>
          dialect === 'postgres' ? `$${r * COLUMNS + c + 1}` : '?',
        );
        tuples.push(`(${marks.join(', ')})`);
      }
      text = `insert into "play_events" ("play_id", "seq", "kind", "data", "at", "fence") values ${tuples.join(', ')}`;
      texts.set(rows, text);
    }
    return text;
  };
}

export async function eventsOf(db: Db, playId: number, afterSeq?: number): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('play_events')
    .select(['play_id', 'seq', 'data', 'at'])
    .where('play_id', '=', playId)
    .$if(afterSeq !== undefined, (q) => q.where('seq', '>', afterSeq ?? 0))
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({ playId: r.play_id, seq: r.seq, event: JSON.parse(r.data) as unknown, at: r.at }));
}

/** The event's `type` or `cmd`, kept in its own column for queries by hand. */
function kindOf(event: unknown): string {
  if (typeof event !== 'object' || event === null) return '';
  const { type, cmd } = event as { type?: unknown; cmd?: unknown };
  if (typeof type === 'string') return type;
  return typeof cmd === 'string' ? cmd : '';
}
