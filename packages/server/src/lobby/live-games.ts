import { type BoardSize, type LiveGame, rankLabelFor } from '@tengen/protocol';
import { roomConfigOf } from '../play/play-config.ts';
import type { RoomCommand } from '../play/room/commands.ts';
import { createRoom, type RoomState } from '../play/room/room-state.ts';
import { step } from '../play/room/step.ts';
import type { Store } from '../storage/store.ts';
import type { Play } from '../storage/types.ts';

/** How many games in progress the lobby lists (the newest). */
export const LIVE_GAMES_LISTED = 24;

interface Tracked {
  readonly play: Play;
  readonly black: { readonly name: string; readonly levelname: string };
  readonly white: { readonly name: string; readonly levelname: string };
  state: RoomState;
  lastSeq: number;
}

/** A game in progress: its players (for the online list), and its entry in the lobby's list. */
export interface GameInProgress {
  readonly playId: number;
  readonly players: readonly [string, string];
  readonly entry: Omit<LiveGame, 'watchers'>;
}

/**
 * The games in progress, read from the store (every process sees every game): each game's moves
 * are replayed through the room's own step function from its stored commands, and only the
 * commands stored since the last read are read and stepped again.
 */
export class LiveGamesReader {
  private readonly tracked = new Map<number, Tracked>();

  constructor(
    private readonly store: Store,
    private readonly now: () => number,
  ) {}

  /**
   * The unfinished games that have started, newest first. Only the LIVE_GAMES_LISTED newest are
   * replayed (their boards are listed); the others count for who is playing where, from their
   * rows alone, so a refresh reads the stored commands of a bounded number of games.
   */
  async read(): Promise<GameInProgress[]> {
    const ids = (await this.store.unfinishedPlayIds()).sort((a, b) => b - a);
    const open = new Set(ids);
    for (const id of this.tracked.keys()) if (!open.has(id)) this.tracked.delete(id);
    const games: GameInProgress[] = [];
    let listed = 0;
    for (const id of ids) {
      const game = await this.track(id);
      if (!game || game.play.startsAt > this.now()) continue;
      if (listed < LIVE_GAMES_LISTED) {
        await this.replay(id, game);
        if (game.state.status === 'finished') continue;
        listed += 1;
      }
      games.push({
        playId: id,
        players: [game.black.name, game.white.name],
        entry: {
          playid: id,
          size: game.play.boardSize as BoardSize,
          black: game.black.name,
          blacklevelname: game.black.levelname,
          white: game.white.name,
          whitelevelname: game.white.levelname,
          prepos: {
            black: [...game.play.presetStones.black],
            white: [...game.play.presetStones.white],
          },
          black_first: game.play.blackFirst,
          pos: [...game.state.moves],
        },
      });
    }
    return games;
  }

  private async track(id: number): Promise<Tracked | null> {
    let game = this.tracked.get(id);
    if (!game) {
      const play = await this.store.playById(id);
      if (!play) return null;
      const [black, white] = await Promise.all([
        this.store.userById(play.blackId),
        this.store.userById(play.whiteId),
      ]);
      const names = { black: black?.username ?? '', white: white?.username ?? '' };
      game = {
        play,
        black: { name: names.black, levelname: rankLabelFor(black?.rank ?? -101) },
        white: { name: names.white, levelname: rankLabelFor(white?.rank ?? -101) },
        state: createRoom(roomConfigOf(play, names)),
        lastSeq: -1,
      };
      this.tracked.set(id, game);
    }
    return game;
  }

  /** Steps the commands stored since the last read of this game. */
  private async replay(id: number, game: Tracked): Promise<void> {
    for (const { seq, event, at } of await this.store.eventsOf(
      id,
      game.lastSeq < 0 ? undefined : game.lastSeq,
    )) {
      const r = step(game.state, event as RoomCommand, at);
      if (r.ok) game.state = r.state;
      game.lastSeq = seq;
    }
  }
}
