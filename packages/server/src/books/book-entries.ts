/** A book's saved entries as the book page shows them: each with its game's players and record. */
import { BOOK_TYPE, type BookEntry } from '@tengen/protocol';
import type { StoredEntry } from '../storage/book-store.ts';
import type { Store } from '../storage/store.ts';
import type { Play } from '../storage/types.ts';

export interface EntryGame {
  readonly play: Play;
  readonly blackName: string;
  readonly whiteName: string;
}

/** The plays of `entries` with their players' names, each read once. */
export async function entryGames(
  store: Store,
  entries: readonly StoredEntry[],
): Promise<Map<number, EntryGame>> {
  const ids = [...new Set(entries.map((e) => e.playId))];
  const names = new Map<number, string>();
  const nameOf = async (userId: number) => {
    if (!names.has(userId)) names.set(userId, (await store.userById(userId))?.username ?? '');
    return names.get(userId) ?? '';
  };
  const games = new Map<number, EntryGame>();
  for (const id of ids) {
    const play = await store.playById(id);
    if (play === null) continue;
    games.set(id, { play, blackName: await nameOf(play.blackId), whiteName: await nameOf(play.whiteId) });
  }
  return games;
}

export function bookEntry(entry: StoredEntry, game: EntryGame, booktype: number): BookEntry {
  const { play } = game;
  return {
    chessid: play.id,
    step: booktype === BOOK_TYPE.position ? entry.step : play.finalMoves.length,
    blackname: game.blackName,
    whitename: game.whiteName,
    result: play.resultText,
    size: play.boardSize,
    blackfirst: play.blackFirst,
    prepos: { black: play.presetStones.black, white: play.presetStones.white },
    moves: play.finalMoves,
    savedAt: entry.savedAt,
  };
}
