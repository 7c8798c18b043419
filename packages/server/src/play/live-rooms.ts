import { err, ok, type Result } from '@tengen/core';
import type { FinalWinner } from '@tengen/protocol';
import type { Store } from '../storage/store.ts';
import { Deadlines } from './deadlines.ts';
import { roomConfigOf } from './play-config.ts';
import { createRoom } from './room/room-state.ts';
import type { RoomError, RoomGateway } from './room-gateway.ts';
import { type HostOptions, RoomHost } from './room-host.ts';

export interface LiveRoomsOptions {
  readonly store: Store;
  readonly now: () => number;
  readonly onError: (error: unknown) => void;
  /** Handed to every room host (engine dead stones, machine players): see HostOptions. */
  readonly prepare?: HostOptions['prepare'];
  readonly onChange?: HostOptions['onChange'];
  readonly counts?: HostOptions['counts'];
}

/** Every live game room of this process, loaded from the store on first use. */
export class LiveRooms implements RoomGateway {
  private readonly hosts = new Map<number, Promise<RoomHost | null>>();
  /** The rooms whose load finished, for counting them. */
  private readonly loaded = new Set<RoomHost>();
  private readonly deadlines: Deadlines;

  constructor(private readonly options: LiveRoomsOptions) {
    this.deadlines = new Deadlines(options.now);
  }

  /** The room of a play, or null when there is no such play. */
  room(playId: number): Promise<RoomHost | null> {
    let host = this.hosts.get(playId);
    if (!host) {
      host = this.load(playId);
      this.hosts.set(playId, host);
      host.catch(() => this.hosts.delete(playId));
    }
    return host;
  }

  /**
   * After a restart: rebuilds every unfinished game from the store, and tells each that the
   * server was down since `downSince`, so nobody's clock is charged for it.
   */
  async recover(downSince: number | null): Promise<number> {
    const ids = await this.options.store.unfinishedPlayIds();
    for (const id of ids) {
      const host = await this.room(id);
      if (!host || downSince === null || host.current.status === 'finished') continue;
      const since = Math.max(downSince, host.lastEventAt ?? downSince);
      const refused = await host.submit({ type: 'resume', downSince: since });
      if (refused) this.options.onError(new Error(`play ${id}: resume refused: ${refused.message}`));
    }
    return ids.length;
  }

  async auditVerdict(playId: number, winner: FinalWinner): Promise<Result<void, RoomError>> {
    const host = await this.room(playId);
    if (!host) return err('NO_SUCH_PLAY');
    const refused = await host.submit({ type: 'verdict', winner });
    if (refused === null) return ok(undefined);
    return err(refused.code === 'GAME_FINISHED' ? 'GAME_FINISHED' : 'NOT_RUNNING');
  }

  /** Rooms held in memory, and how many of their games are not finished (for the metrics). */
  counts(): { readonly rooms: number; readonly live: number } {
    let live = 0;
    for (const host of this.loaded) if (host.current.status !== 'finished') live++;
    return { rooms: this.loaded.size, live };
  }

  /**
   * Refuses every command from now on and waits for those already running: what they store is
   * committed before this resolves (the shutdown closes the store after it).
   */
  async close(): Promise<void> {
    const hosts = await Promise.all([...this.hosts.values()].map((host) => host.catch(() => null)));
    for (const host of hosts) host?.close();
    await Promise.all(hosts.map((host) => host?.settled()));
    this.hosts.clear();
    this.loaded.clear();
    this.deadlines.clear();
  }

  private async load(playId: number): Promise<RoomHost | null> {
    const { store } = this.options;
    const play = await store.playById(playId);
    if (!play) return null;
    const [black, white] = await Promise.all([store.userById(play.blackId), store.userById(play.whiteId)]);
    const config = roomConfigOf(play, { black: black?.username ?? '', white: white?.username ?? '' });
    const host = await RoomHost.load(createRoom(config), { ...this.options, deadlines: this.deadlines });
    this.loaded.add(host);
    return host;
  }
}
