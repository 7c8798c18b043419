/** Competitions and plays: settings, placement in a round, start, chat flags, outcome. */
import { err, ok, parseSgf, type Result, stringifySgf } from '@tengen/core';
import { sql } from 'kysely';
import { type Db, inWriteTransaction } from './db.ts';
import { playFromRow, playToRow } from './rows.ts';
import type { Competition, Dialect, NewPlay, Play, PlayOutcome } from './types.ts';

export async function createCompetition(db: Db, competition: Omit<Competition, 'id'>): Promise<Competition> {
  const row = await db
    .insertInto('competitions')
    .values({
      name: competition.name,
      max_play_count: competition.maxPlayCount,
      created_at: competition.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.name, maxPlayCount: row.max_play_count, createdAt: row.created_at };
}

export async function competitionById(db: Db, id: number): Promise<Competition | null> {
  const row = await db.selectFrom('competitions').selectAll().where('id', '=', id).executeTakeFirst();
  if (row === undefined) return null;
  return { id: row.id, name: row.name, maxPlayCount: row.max_play_count, createdAt: row.created_at };
}

/** Inserts a play; each player's chat flag defaults to that player's `chatDefault`. */
export async function createPlay(db: Db, play: NewPlay): Promise<Play> {
  const defaults = await db
    .selectFrom('users')
    .select(['id', 'chat_default'])
    .where('id', 'in', [play.blackId, play.whiteId])
    .execute();
  const chatOf = (id: number) => (defaults.find((u) => u.id === id)?.chat_default ?? 1) === 1;
  const row = await db
    .insertInto('plays')
    .values(playToRow(play, { black: chatOf(play.blackId), white: chatOf(play.whiteId) }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return playFromRow(row);
}

export async function playById(db: Db, id: number): Promise<Play | null> {
  const row = await db.selectFrom('plays').selectAll().where('id', '=', id).executeTakeFirst();
  return row === undefined ? null : playFromRow(row);
}

/** The plays with these ids, in one query; ids without a play are left out. */
export async function playsByIds(db: Db, ids: readonly number[]): Promise<Play[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('plays')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(playFromRow);
}

export async function roundPlayIds(db: Db, gameId: number, round: number): Promise<number[]> {
  const rows = await db
    .selectFrom('plays')
    .select('id')
    .where('game_id', '=', gameId)
    .where('round_no', '=', round)
    .orderBy('play_index')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Every play of a competition, by round, then play index: the competition page's list. */
export async function competitionPlays(db: Db, gameId: number): Promise<Play[]> {
  const rows = await db
    .selectFrom('plays')
    .selectAll()
    .where('game_id', '=', gameId)
    .orderBy('round_no')
    .orderBy('play_index')
    .orderBy('id')
    .execute();
  return rows.map(playFromRow);
}

/** Plays not finished yet, oldest first: the live games a restarted server must rebuild. */
export async function unfinishedPlayIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('plays').select('id').where('status', '=', 0).orderBy('id').execute();
  return rows.map((r) => r.id);
}

export async function createSecondPlay(
  db: Db,
  dialect: Dialect,
  firstPlayId: number,
  second: NewPlay,
): Promise<Result<Play, 'NO_SUCH_PLAY'>> {
  return inWriteTransaction(db, dialect, async (tx) => {
    const first = await tx
      .selectFrom('plays')
      .select('second_play_id')
      .where('id', '=', firstPlayId)
      .$if(dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (first === undefined) return err('NO_SUCH_PLAY');
    if (first.second_play_id > 0) {
      const existing = await playById(tx, first.second_play_id);
      if (existing !== null) return ok(existing);
    }
    const created = await createPlay(tx, { ...second, firstPlayId });
    await tx.updateTable('plays').set({ second_play_id: created.id }).where('id', '=', firstPlayId).execute();
    return ok(created);
  });
}

export async function setPlayStart(db: Db, playId: number, startsAt: number): Promise<void> {
  await db.updateTable('plays').set({ starts_at: startsAt }).where('id', '=', playId).execute();
}

export async function setPlayerChat(
  db: Db,
  playId: number,
  color: 'black' | 'white',
  allowed: boolean,
): Promise<void> {
  const value = allowed ? 1 : 0;
  await db
    .updateTable('plays')
    .set(color === 'black' ? { black_chat: value } : { white_chat: value })
    .where('id', '=', playId)
    .execute();
}

export async function addCountRequest(db: Db, playId: number): Promise<number> {
  const row = await db
    .updateTable('plays')
    .set({ count_requests: sql`count_requests + 1` })
    .where('id', '=', playId)
    .returning('count_requests')
    .executeTakeFirst();
  return row?.count_requests ?? 0;
}

export async function finishPlay(
  db: Db,
  dialect: Dialect,
  playId: number,
  outcome: PlayOutcome,
): Promise<boolean> {
  return inWriteTransaction(db, dialect, async (tx) => {
    const play = await tx
      .updateTable('plays')
      .set({
        status: 1,
        result: outcome.result,
        win_type: outcome.winType,
        win_number: outcome.winNumber,
        result_text: outcome.resultText,
        final_moves: JSON.stringify(outcome.finalMoves),
        sgf: outcome.sgf,
        finished_at: outcome.finishedAt,
      })
      .where('id', '=', playId)
      .where('status', '=', 0)
      .returning(['black_id', 'white_id', 'is_test'])
      .executeTakeFirst();
    if (play === undefined) return false;
    if (play.is_test === 0 && outcome.result !== 3) {
      const [winner, loser] =
        outcome.result === 1 ? [play.black_id, play.white_id] : [play.white_id, play.black_id];
      await tx.updateTable('users').set({ wins: sql`wins + 1` }).where('id', '=', winner).execute();
      await tx.updateTable('users').set({ losses: sql`losses + 1` }).where('id', '=', loser).execute();
    }
    return true;
  });
}

/** What a changed verdict did to a play: its result before, and whether anything changed. */
export interface OutcomeChange {
  readonly previous: 1 | 2 | 3;
  readonly changed: boolean;
}

/**
 * A finished play's result set anew (an accepted complaint, docs/appeals.md): the row (result,
 * wintype 5 as a referee's verdict, its text, RE of the record) and the players' win and loss
 * counts, undone for the old result and done for the new. Runs in the caller's write
 * transaction. Null when the play is not finished; the same result again changes nothing.
 */
export async function changePlayOutcome(
  tx: Db,
  dialect: Dialect,
  playId: number,
  winner: 1 | 2 | 3,
): Promise<OutcomeChange | null> {
  const play = await tx
    .selectFrom('plays')
    .select(['black_id', 'white_id', 'is_test', 'result', 'sgf'])
    .where('id', '=', playId)
    .where('status', '=', 1)
    .where('result', 'in', [1, 2, 3])
    // Two verdicts on one game at once: the second reads the result the first left.
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
  if (play === undefined) return null;
  const previous = play.result as 1 | 2 | 3;
  if (previous === winner) return { previous, changed: false };
  const text = winner === 3 ? '0' : `${winner === 1 ? 'B' : 'W'}+`;
  await tx
    .updateTable('plays')
    .set({
      result: winner,
      win_type: 5,
      win_number: 0,
      result_text: text,
      sgf: withSgfResult(play.sgf, text),
    })
    .where('id', '=', playId)
    .execute();
  if (play.is_test === 0) {
    const count = async (result: 1 | 2 | 3, by: 1 | -1) => {
      if (result === 3) return;
      const [winnerId, loserId] =
        result === 1 ? [play.black_id, play.white_id] : [play.white_id, play.black_id];
      await tx
        .updateTable('users')
        .set({ wins: sql`wins + ${by}` })
        .where('id', '=', winnerId)
        .execute();
      await tx
        .updateTable('users')
        .set({ losses: sql`losses + ${by}` })
        .where('id', '=', loserId)
        .execute();
    };
    await count(previous, -1);
    await count(winner, 1);
  }
  return { previous, changed: true };
}

/** The record with its root's RE set to `result`; a record that does not read is kept as it is. */
export function withSgfResult(sgf: string, result: string): string {
  if (sgf === '') return sgf;
  const parsed = parseSgf(sgf);
  if (!parsed.ok || parsed.value.roots.length === 0) return sgf;
  const [root, ...rest] = parsed.value.roots;
  root.props.RE = [result];
  return stringifySgf([root, ...rest]);
}
