import type { LiveGame, OnlineUser, ServerMessage, SiteUser } from '@tengen/protocol';
import { gamePlace, LOBBY_PLACE, type PresenceBoard, SITE_PLACE } from '../cluster/presence-board.ts';
import type { Store } from '../storage/store.ts';
import { type GameInProgress, LIVE_GAMES_LISTED, LiveGamesReader } from './live-games.ts';
import type { Present } from './presence.ts';

/** How often a process with lobby sockets reads the site's games and people again. */
export const LOBBY_WATCH_MS = 2_000;

export interface LobbyWatchOptions {
  readonly store: Store;
  readonly presence: PresenceBoard;
  /** This process's lobby sockets. */
  readonly members: ReadonlySet<Present>;
  readonly now: () => number;
  readonly intervalMs?: number;
  readonly onError?: (error: unknown) => void;
}

/**
 * What the lobby shows of the rest of the site (docs/lobby.md): everyone online with where they
 * are (`siteuser_list`), and the games in progress with their moves (`live_games`). Every
 * LOBBY_WATCH_MS, while this process has lobby sockets, it reads the presence board and the store
 * (shared by every process) and sends each list to its lobby sockets when it changed.
 */
export class LobbyWatch {
  private readonly games: LiveGamesReader;
  private timer: NodeJS.Timeout | null = null;
  private reading: Promise<void> | null = null;
  private sent: { users: string; games: string } = { users: '', games: '' };
  private latest: { users: ServerMessage; games: ServerMessage } | null = null;

  constructor(private readonly options: LobbyWatchOptions) {
    this.games = new LiveGamesReader(options.store, options.now);
  }

  start(): void {
    this.timer = setInterval(() => {
      if (this.options.members.size > 0) this.refresh().catch((error) => this.options.onError?.(error));
    }, this.options.intervalMs ?? LOBBY_WATCH_MS);
    this.timer.unref();
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** A socket joined the lobby: it gets both lists now. */
  async joined(socket: Pick<Present, 'send'>): Promise<void> {
    if (!this.latest) await this.refresh();
    if (!this.latest) return;
    socket.send(this.latest.users);
    socket.send(this.latest.games);
  }

  /** Reads both lists (once at a time) and sends what changed to the lobby's sockets. */
  refresh(): Promise<void> {
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async read(): Promise<void> {
    const { presence } = this.options;
    const inProgress = await this.games.read();
    const watching = await Promise.all(inProgress.map((g) => presence.users(gamePlace(g.playId))));
    const [site, lobby] = await Promise.all([presence.users(SITE_PLACE), presence.users(LOBBY_PLACE)]);
    const users = whereabouts(site, lobby, inProgress, watching);
    const games: LiveGame[] = inProgress
      .slice(0, LIVE_GAMES_LISTED)
      .map((g, i) => ({ ...g.entry, watchers: watching[i]?.length ?? 0 }));
    const latest = {
      users: { cmd: 'siteuser_list', users } as const,
      games: { cmd: 'live_games', games } as const,
    };
    this.latest = latest;
    const text = { users: JSON.stringify(users), games: JSON.stringify(games) };
    for (const key of ['users', 'games'] as const) {
      if (text[key] === this.sent[key]) continue;
      this.sent[key] = text[key];
      for (const m of this.options.members) m.send(latest[key]);
    }
  }
}

/**
 * Where each user on the site is: playing (a player with the game's page open) before watching
 * (another game's page) before the lobby; `elsewhere` otherwise.
 */
export function whereabouts(
  site: readonly OnlineUser[],
  lobby: readonly OnlineUser[],
  games: readonly Pick<GameInProgress, 'playId' | 'players'>[],
  present: readonly (readonly OnlineUser[])[],
): SiteUser[] {
  const where = new Map<string, Pick<SiteUser, 'where' | 'playid'>>();
  games.forEach((game, i) => {
    for (const { username } of present[i] ?? []) {
      if (game.players.includes(username)) where.set(username, { where: 'playing', playid: game.playId });
      else if (where.get(username)?.where !== 'playing')
        where.set(username, { where: 'watching', playid: game.playId });
    }
  });
  const inLobby = new Set(lobby.map((u) => u.username));
  return [...site]
    .sort((a, b) => a.username.localeCompare(b.username))
    .map((user) => ({
      ...user,
      ...(where.get(user.username) ?? { where: inLobby.has(user.username) ? 'lobby' : 'elsewhere' }),
    }));
}
