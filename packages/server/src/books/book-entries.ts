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

/** The plays of `entries` with their players' names: two queries, however many entries. */
export async function entryGames(
  store: Store,
  entries: readonly StoredEntry[],
): Promise<Map<number, EntryGame>> {
  const plays = await store.playsByIds([...new Set(entries.map((e) => e.playId))]);
  const names = await store.usernamesByIds([...new Set(plays.flatMap((p) => [p.blackId, p.whiteId]))]);
  const games = new Map<number, EntryGame>();
  for (const play of plays) {
    games.set(play.id, {
      play,
      blackName: names.get(play.blackId) ?? '',
      whiteName: names.get(play.whiteId) ?? '',
    });
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
