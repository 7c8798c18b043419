import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { openStore } from './open-store.ts';
import { sqliteLogWriter } from './sqlite-log-writer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function migratedFile(): Promise<{ file: string; playId: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'tengen-log-'));
  dirs.push(dir);
  const file = join(dir, 'tengen.sqlite');
  const store = await openStore({ kind: 'sqlite', file });
  const user = await store.createUser({ username: 'writer', passwordHash: 'h', createdAt: 1 });
  if (!user.ok) throw new Error('not created');
  const play = await store.createPlay({
    blackId: user.value.id,
    whiteId: user.value.id,
    startsAt: 1,
    createdAt: 1,
  });
  await store.close();
  return { file, playId: play.id };
}

const seqsIn = (file: string, playId: number) => {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    return db.prepare('select seq, kind from play_events where play_id = ? order by seq').all(playId) as {
      seq: number;
      kind: string;
    }[];
  } finally {
    db.close();
  }
};

it('a batch commits on the thread and is readable from another connection once it resolves', async () => {
  const { file, playId } = await migratedFile();
  const writer = sqliteLogWriter(file);
  await writer.writeBatch([
    { playId, seq: 1, event: { type: 'move', point: 'dd' }, at: 10 },
    { playId, seq: 2, event: { type: 'pass' }, at: 11 },
  ]);
  expect(seqsIn(file, playId)).toEqual([
    { seq: 1, kind: 'move' },
    { seq: 2, kind: 'pass' },
  ]);
  await writer.close();
});

it('a batch holding a duplicate seq stores none of its rows; one row alone answers DUPLICATE_SEQ', async () => {
  const { file, playId } = await migratedFile();
  const writer = sqliteLogWriter(file);
  await writer.writeBatch([{ playId, seq: 1, event: { type: 'move' }, at: 1 }]);
  const batch = writer.writeBatch([
    { playId, seq: 2, event: { type: 'move' }, at: 2 },
    { playId, seq: 1, event: { type: 'move' }, at: 2 },
  ]);
  const error = await batch.then(
    () => null,
    (e: unknown) => e,
  );
  expect(writer.isDuplicate(error)).toBe(true);
  expect(seqsIn(file, playId).map((r) => r.seq)).toEqual([1]);
  expect(await writer.writeOne({ playId, seq: 1, event: { type: 'move' }, at: 3 })).toEqual({
    ok: false,
    error: 'DUPLICATE_SEQ',
  });
  expect(await writer.writeOne({ playId, seq: 2, event: { type: 'move' }, at: 3 })).toEqual({
    ok: true,
    value: undefined,
  });
  await writer.close();
});

it('a failing write rejects with the database error and the writer keeps working', async () => {
  const { file, playId } = await migratedFile();
  const writer = sqliteLogWriter(file);
  // No such play: the foreign key refuses the row.
  const error = await writer.writeBatch([{ playId: playId + 1000, seq: 1, event: {}, at: 1 }]).then(
    () => null,
    (e: unknown) => e as Error,
  );
  expect(error?.message).toMatch(/FOREIGN KEY/i);
  expect(writer.isDuplicate(error)).toBe(false);
  await writer.writeBatch([{ playId, seq: 1, event: { type: 'move' }, at: 1 }]);
  expect(seqsIn(file, playId)).toHaveLength(1);
  await writer.close();
});

it('after close, writes are refused instead of waiting forever', async () => {
  const { file, playId } = await migratedFile();
  const writer = sqliteLogWriter(file);
  await writer.close();
  await expect(writer.writeBatch([{ playId, seq: 1, event: {}, at: 1 }])).rejects.toThrow(/closed/);
});

it('event data with tabs, newlines and non-Latin text is stored exactly', async () => {
  const { file, playId } = await migratedFile();
  const writer = sqliteLogWriter(file);
  const event = { type: 'chat', text: 'a\tb\nc 黑棋 \\t', nested: { list: [1, 'x\ty'] } };
  await writer.writeBatch([
    { playId, seq: 1, event, at: 5 },
    { playId, seq: 2, event: { type: 'odd\tkind\n' }, at: 6 },
  ]);
  await writer.close();
  const db = new SqliteDatabase(file, { readonly: true });
  const rows = db
    .prepare('select seq, kind, data, at from play_events where play_id = ? order by seq')
    .all(playId);
  db.close();
  expect(rows).toEqual([
    { seq: 1, kind: 'chat', data: JSON.stringify(event), at: 5 },
    { seq: 2, kind: 'odd kind ', data: JSON.stringify({ type: 'odd\tkind\n' }), at: 6 },
  ]);
});
