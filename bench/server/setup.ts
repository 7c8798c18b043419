/**
 * The bench's accounts and games, written straight into the database before a step (a
 * registration over HTTP costs a 76 ms scrypt hash each): users with one precomputed password
 * hash, a session (login) per user, and plays between them. Userkeys are then minted with the
 * server's own secret, exactly as GET /jwt/getplayinfo/{id}/ mints them.
 */
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { hashPassword } from '../../packages/server/src/accounts/password.ts';
import { newTokenId } from '../../packages/server/src/accounts/tokens.ts';
import { userKeyFor } from '../../packages/server/src/accounts/userkey.ts';
import type { Db } from '../../packages/server/src/storage/db.ts';
import { migrateToLatest } from '../../packages/server/src/storage/migrations.ts';
import { playToRow } from '../../packages/server/src/storage/rows.ts';
import type { Database } from '../../packages/server/src/storage/schema.ts';

export type Location = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface BenchUser {
  readonly id: number;
  readonly tokenId: string;
}

/** Rows per INSERT: under SQLite's bound-parameter limit for the widest table (plays). */
const CHUNK = 400;
/** 19×19, an hour each and 3 × 30 s: nobody's flag falls in a bench run. */
const PLAY_SETTINGS = { boardSize: 19, mainMinutes: 60, byoyomiSeconds: 30, byoyomiPeriods: 3 } as const;

export function openDb(location: Location): Db {
  if (location.kind === 'postgres') {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: location.url, max: 2 }) }),
    });
  }
  const database = new SqliteDatabase(location.file);
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 10000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

/** Migrates and creates `count` users, each with a live session; answers them in order. */
export async function createUsers(db: Db, dialect: Location['kind'], count: number): Promise<BenchUser[]> {
  await migrateToLatest(db, dialect);
  const passwordHash = await hashPassword('bench-password', { N: 2 ** 10, r: 8, p: 1 });
  const now = Date.now();
  const prefix = `bench${now.toString(36)}_`;
  const users: BenchUser[] = [];
  await db.transaction().execute(async (tx) => {
    for (let start = 0; start < count; start += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, count - start) }, (_, i) => ({
        username: `${prefix}${start + i}`,
        password_hash: passwordHash,
        created_at: now,
      }));
      const ids = await tx.insertInto('users').values(rows).returning('id').execute();
      const sessions = ids.map(({ id }) => ({
        id: newTokenId(),
        user_id: id,
        created_at: now,
        expires_at: now + 7 * 86_400_000,
        revoked_at: null,
      }));
      await tx.insertInto('sessions').values(sessions).execute();
      for (const s of sessions) users.push({ id: s.user_id, tokenId: s.id });
    }
  });
  return users;
}

/** Creates one play per pair of users (black 2i, white 2i+1), starting now; answers their ids. */
export async function createPlays(db: Db, users: readonly BenchUser[], games: number): Promise<number[]> {
  if (users.length < 2 * games) throw new Error(`${games} games need ${2 * games} users`);
  const now = Date.now();
  const ids: number[] = [];
  await db.transaction().execute(async (tx) => {
    for (let start = 0; start < games; start += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, games - start) }, (_, i) => {
        const g = start + i;
        const play = { ...PLAY_SETTINGS, blackId: users[2 * g].id, whiteId: users[2 * g + 1].id };
        return playToRow({ ...play, startsAt: now, createdAt: now }, { black: true, white: true });
      });
      const inserted = await tx.insertInto('plays').values(rows).returning('id').execute();
      for (const { id } of inserted) ids.push(id);
    }
  });
  return ids;
}

/** Ends every unfinished play, so the next server start has no games to rebuild. */
export async function finishAllPlays(db: Db): Promise<void> {
  await db.updateTable('plays').set({ status: 1, finished_at: Date.now() }).where('status', '=', 0).execute();
}

/** The `init_user` frame of a player. */
export function playerJoin(secret: Buffer, playId: number, user: BenchUser): string {
  const userkey = userKeyFor(secret, playId, { kind: 'user', userId: user.id, tokenId: user.tokenId });
  return JSON.stringify({ cmd: 'init_user', pkey: `play:${playId}`, userkey });
}

/** The `init_user` frame of a spectator: a guest, as most watchers of a public game are. */
export function guestJoin(secret: Buffer, playId: number, n: number): string {
  const username = `guest_${String(n % 1_000_000_000).padStart(9, '0')}`;
  const userkey = userKeyFor(secret, playId, { kind: 'guest', username });
  return JSON.stringify({ cmd: 'init_user', pkey: `play:${playId}`, userkey });
}
