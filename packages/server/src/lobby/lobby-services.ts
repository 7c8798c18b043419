import { QUICK_MATCH_WIDEN_MS } from '@tengen/protocol';
import type { PresenceBoard } from '../cluster/presence-board.ts';
import type { QuickMatchQueue } from '../cluster/quick-match-queue.ts';
import type { SeekBook } from '../cluster/seek-book.ts';
import type { Store } from '../storage/store.ts';
import type { Invitations } from './invitations.ts';
import type { Lobby } from './lobby.ts';
import type { LobbyServices } from './lobby-commands.ts';
import { LobbyWatch } from './lobby-watch.ts';
import { QuickMatch } from './quick-match.ts';
import { Seeks } from './seeks.ts';

export interface LobbyServicesOptions {
  readonly store: Store;
  readonly now: () => number;
  readonly lobby: Lobby;
  /** The site's sockets of each user (and the mail to the other processes'). */
  readonly invitations: Invitations;
  readonly seekBook: SeekBook;
  readonly queue: QuickMatchQueue;
  readonly presence: PresenceBoard;
  readonly nigiri?: () => boolean;
  /** A cleanup nobody waits for failed (a lost process's user's seek). */
  readonly onError?: (error: unknown) => void;
}

/**
 * Open challenges and quick match, joined: a game made by either, or by an invitation, ends both
 * players' other offers (an open seek, a wait in a queue); and the lobby's watch of the site's people and games.
 */
export function lobbyServices(options: LobbyServicesOptions): LobbyServices & {
  /** The user's last lobby socket, on a lost process, is gone: their seek and their wait end. */
  departed(username: string): void;
  /** Stops the lobby's timers (the shutdown). */
  close(): void;
} {
  const tell = options.invitations.tellUsers.bind(options.invitations);
  const { store, now, nigiri } = options;
  const onGame = async (usernames: readonly string[]) => {
    for (const username of usernames) {
      await seeks.withdraw(username);
      await quickMatch.leave(username);
    }
  };
  const seeks: Seeks = new Seeks({
    store,
    now,
    nigiri,
    book: options.seekBook,
    broadcast: (message) => options.lobby.tellAll(message),
    tell,
    onGame,
  });
  const quickMatch: QuickMatch = new QuickMatch({ store, now, nigiri, queue: options.queue, tell, onGame });
  options.invitations.afterGame = onGame;
  const watch = new LobbyWatch({
    store,
    now,
    presence: options.presence,
    members: options.lobby.members,
    onError: options.onError,
  });
  watch.start();
  const pairing = setInterval(() => {
    quickMatch.pairWaiting().catch((error: unknown) => options.onError?.(error));
  }, QUICK_MATCH_WIDEN_MS / 2);
  pairing.unref();
  return {
    seeks,
    quickMatch,
    watch,
    close() {
      clearInterval(pairing);
      watch.close();
    },
    departed(username) {
      Promise.all([seeks.withdraw(username, 'left'), quickMatch.leave(username)]).catch((error: unknown) =>
        options.onError?.(error),
      );
    },
  };
}
