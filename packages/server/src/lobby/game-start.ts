import type { ServerMessage } from '@tengen/protocol';
import type { SocketFilter } from '../cluster/cluster.ts';

/** Sends a message to these users' sockets on every process (those `filter` picks, if given). */
export type Tell = (usernames: readonly string[], message: ServerMessage, filter?: SocketFilter) => void;

/** One side of a new game: the player and the socket (tab) that asked for it. */
export interface StartingSide {
  readonly username: string;
  /** The socket that posted, sent, accepted or queued: the one tab that moves to the game. */
  readonly socketId: string;
}

/**
 * A new game was made: the two asking sockets get `go` (each its own) and move to it; every
 * other socket of the two players (another tab, a game in progress on a phone) gets
 * `play_start_tip` and stays where it is. `id` is the invitation's, when an invitation became
 * the game.
 */
export function tellGameStarted(
  tell: Tell,
  playid: number,
  sides: readonly [StartingSide, StartingSide],
  go: (me: StartingSide, opponent: StartingSide) => ServerMessage,
  id?: number,
): void {
  const movers = sides.map((s) => s.socketId);
  const [a, b] = sides;
  for (const [me, opponent] of [
    [a, b],
    [b, a],
  ] as const) {
    tell([me.username], go(me, opponent), { only: [me.socketId] });
    const tip: ServerMessage = {
      cmd: 'play_start_tip',
      playid,
      opponent: opponent.username,
      ...(id === undefined ? {} : { id }),
    };
    tell([me.username], tip, { except: movers });
  }
}

/** Whether a socket is one a filter lets through. */
export function passes(filter: SocketFilter | undefined, socketId: string): boolean {
  if (!filter) return true;
  return 'only' in filter ? filter.only.includes(socketId) : !filter.except.includes(socketId);
}
