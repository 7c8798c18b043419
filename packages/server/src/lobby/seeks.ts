import {
  type ClientMessageOf,
  INVITE,
  isRankRange,
  type Seek,
  type ServerMessage,
  type SocketErrorCode,
  seekIneligibility,
} from '@tengen/protocol';
import type { OpenSeek, SeekBook } from '../cluster/seek-book.ts';
import type { Store } from '../storage/store.ts';
import { evenGame } from './even-game.ts';
import { type Tell, tellGameStarted } from './game-start.ts';
import type { Reachable } from './invitations.ts';

type Refusal = { code: SocketErrorCode; message: string };

export interface SeeksOptions {
  readonly store: Store;
  readonly now: () => number;
  readonly book: SeekBook;
  /** To every lobby socket, here and on the other processes. */
  readonly broadcast: (message: ServerMessage) => void;
  /** To these users' sockets, here and on the other processes. */
  readonly tell: Tell;
  /** Black for the poster; random by default. */
  readonly nigiri?: () => boolean;
  /** A game was made for these players: their other lobby offers (the quick-match queue) end. */
  readonly onGame?: (usernames: readonly string[]) => Promise<void>;
}

/**
 * Open challenges (docs/lobby.md): a player posts the game they want and every lobby lists it;
 * the first eligible player to accept gets the game with the poster. The seeks are kept in the
 * book (cluster/seek-book.ts), so every process lists them and one accept wins.
 */
export class Seeks {
  constructor(private readonly options: SeeksOptions) {}

  /** Every open seek, for a socket joining the lobby. */
  async list(): Promise<ServerMessage> {
    return { cmd: 'seek_list', seeks: (await this.options.book.list()).map((o) => o.seek) };
  }

  async post(by: Reachable, message: ClientMessageOf<'seek_req'>): Promise<Refusal | null> {
    const { size, time, byoyomi, ranked, minlevel, maxlevel, stepselect } = message;
    if (!isRankRange(minlevel, maxlevel))
      return { code: 'BAD_FIELD', message: `the lowest rank ${minlevel} is above the highest ${maxlevel}` };
    const seek: Omit<Seek, 'id'> = {
      username: by.username,
      levelname: by.levelname,
      size,
      time,
      byoyomi,
      ranked,
      minlevel,
      maxlevel,
      ...(stepselect ? { stepselect: true } : {}),
    };
    const kept = await this.options.book.add({ seek, userId: by.userId, socket: by.socketId });
    if (!kept) return { code: 'SEEK_LIMIT', message: 'you already have an open challenge; cancel it first' };
    this.options.broadcast({ cmd: 'seek_add', seek: kept.seek });
    return null;
  }

  /** The poster withdraws it. */
  async cancel(by: Reachable, id: number): Promise<Refusal | null> {
    const open = await this.options.book.get(id);
    if (!open || open.seek.username !== by.username) return noSuchSeek(id);
    return (await this.end(id, 'cancel')) ? null : noSuchSeek(id);
  }

  /** An eligible player accepts: the game is made, the two asking tabs go to it. */
  async accept(by: Reachable, id: number): Promise<Refusal | null> {
    const open = await this.options.book.get(id);
    if (!open) return noSuchSeek(id);
    const refused = eligibility(open.seek, by);
    if (refused) return refused;
    if (await this.options.store.social.eitherBlocked(open.userId, by.userId))
      return { code: 'INVITE_BLOCKED', message: `${open.seek.username} does not take challenges from you` };
    const taken = await this.options.book.take(id);
    if (!taken) return noSuchSeek(id);
    this.options.broadcast({ cmd: 'seek_remove', id, reason: 'accepted' });
    const { size, time, byoyomi, ranked, stepselect } = taken.seek;
    const play = await this.options.store.createPlay(
      evenGame(
        [taken.userId, by.userId],
        { size, time, byoyomi, ranked, periods: INVITE.byoyomiPeriods, stepSelect: stepselect === true },
        this.options.now(),
        this.options.nigiri ?? (() => Math.random() < 0.5),
      ),
    );
    tellGameStarted(
      this.options.tell,
      play.id,
      [
        { username: taken.seek.username, socketId: taken.socket },
        { username: by.username, socketId: by.socketId },
      ],
      () => ({ cmd: 'seek_agree_resp', id, playid: play.id }),
    );
    await this.withdraw(by.username);
    await this.options.onGame?.([taken.seek.username, by.username]);
    return null;
  }

  /** The user's open seek ends (they left the lobby, or a game of theirs began). */
  async withdraw(username: string, reason: 'cancel' | 'left' = 'cancel'): Promise<void> {
    const id = await this.options.book.idOf(username);
    if (id !== null) await this.end(id, reason);
  }

  private async end(id: number, reason: 'cancel' | 'left'): Promise<OpenSeek | null> {
    const taken = await this.options.book.take(id);
    if (taken) this.options.broadcast({ cmd: 'seek_remove', id, reason });
    return taken;
  }
}

/** Why `by` may not accept `seek`, or null if they may. */
export function eligibility(seek: Seek, by: Pick<Reachable, 'username' | 'levelname'>): Refusal | null {
  const why = seekIneligibility(seek, by.username, by.levelname);
  if (why === 'OWN') return { code: 'SEEK_OWN', message: 'you cannot accept your own challenge' };
  if (why === 'OUT_OF_RANGE')
    return {
      code: 'SEEK_OUT_OF_RANGE',
      message: `this challenge is for ${seek.minlevel}–${seek.maxlevel}; your rank is ${by.levelname}`,
    };
  return null;
}

function noSuchSeek(id: number): Refusal {
  return {
    code: 'NO_SUCH_SEEK',
    message: `challenge ${id} is no longer open: another player took it, or it was withdrawn`,
  };
}
