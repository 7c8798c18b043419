/** Room chat messages and chat bans. */
import type { Db } from './db.ts';
import { chatFromRow } from './rows.ts';
import type { ChatBan, ChatMessage, NewChatMessage } from './types.ts';

export async function saveChat(db: Db, message: NewChatMessage): Promise<ChatMessage> {
  const row = await db
    .insertInto('chats')
    .values({
      play_id: message.playId,
      user_id: message.userId,
      username: message.username,
      level: message.level,
      content: message.content,
      at: message.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return chatFromRow(row);
}

export async function chatsOf(db: Db, playId: number): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('chats')
    .selectAll()
    .where('play_id', '=', playId)
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map(chatFromRow);
}

export async function chatById(db: Db, id: number): Promise<ChatMessage | null> {
  const row = await db
    .selectFrom('chats')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return row === undefined ? null : chatFromRow(row);
}

export async function removeChat(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('chats')
    .set({ deleted: 1 })
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function banChat(db: Db, ban: ChatBan): Promise<void> {
  await db
    .insertInto('chat_bans')
    .values({ user_id: ban.userId, play_id: ban.playId, by_user_id: ban.byUserId, at: ban.at })
    .onConflict((oc) => oc.columns(['user_id', 'play_id']).doNothing())
    .execute();
}

export async function isChatBanned(db: Db, userId: number, playId: number): Promise<boolean> {
  const row = await db
    .selectFrom('chat_bans')
    .select('id')
    .where('user_id', '=', userId)
    .where('play_id', 'in', [0, playId])
    .executeTakeFirst();
  return row !== undefined;
}
