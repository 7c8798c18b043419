import { setTimeout as sleep } from 'node:timers/promises';
import { err, ok, type Result } from '@tengen/core';
import type { FinalWinner, ServerMessage } from '@tengen/protocol';
import {
  type Cluster,
  type ClusterEvents,
  OWNER_SILENT_MS,
  RENEW_MS,
  type RoomNews,
  SWEEP_MS,
} from '../cluster/cluster.ts';
import { LOBBY_PLACE, playIdOfPlace } from '../cluster/presence-board.ts';
import { singleProcess } from '../cluster/single-process.ts';
import { rejoin, sendExit } from '../lobby/presence.ts';
import type { Store } from '../storage/store.ts';
import { Deadlines } from './deadlines.ts';
import { type PlayTimes, roomConfigOf } from './play-config.ts';
import type { Refusal, RoomCommand } from './room/commands.ts';
import { createRoom } from './room/room-state.ts';
import type { RoomError, RoomGateway } from './room-gateway.ts';
import { type HostOptions, MOVED, RoomHost } from './room-host.ts';

export interface LiveRoomsOptions {
  readonly store: Store;
  readonly now: () => number;
  readonly onError: (error: unknown) => void;
  /** Handed to every room host (engine dead stones, machine players): see HostOptions. */
  readonly prepare?: HostOptions['prepare'];
  readonly preparesSlowly?: HostOptions['preparesSlowly'];
  readonly onChange?: HostOptions['onChange'];
  readonly intercept?: HostOptions['intercept'];
  readonly counts?: HostOptions['counts'];
  /** The other server processes; by default this process owns every game. */
  readonly cluster?: Cluster;
  /** The waits of every game (first move, away claim); Tengen's defaults unless configured. */
  readonly times?: PlayTimes;
  /** How long a room nobody here has open stays loaded (unloadIdle); IDLE_ROOM_MS unless given. */
  readonly idleRoomMs?: number;
}

/** TENGEN_IDLE_ROOM_SECONDS's default. */
export const IDLE_ROOM_MS = 60_000;

/**
 * How often a process alone looks for unfinished games it holds no room for (new games nobody
 * has opened): their deadlines run whether or not anyone watches. Several processes look every
 * SWEEP_MS for lost owners' games anyway, and new games are found the same way.
 */
const LONE_SWEEP_MS = 5_000;
/** How often a lost process's player's leave is asked of an owner that cannot be reached. */
const LEAVE_TRIES = 10;

const UNREACHABLE: Refusal = {
  code: 'UNAVAILABLE',
  message: 'the game servers cannot reach each other just now; nothing was done, try again in a moment',
};

/**
 * Every live game room of this process, loaded from the store on first use: as the game's owner
 * if no other process holds it, else as a replica of it. With other processes (cluster/), it
 * also takes over the games that no process owns any more (SWEEP_MS), answers commands handed
 * on by the others, and passes the owners' news to the replicas.
 */
export class LiveRooms implements RoomGateway {
  private readonly hosts = new Map<number, Promise<RoomHost | null>>();
  /** The rooms whose load finished, by play. */
  private readonly loaded = new Map<number, RoomHost>();
  /**
   * The owner a replica last handed a command to, by play, so a move does not first ask Redis
   * who owns its game; forgotten when the owner does not answer or says the game moved.
   */
  private readonly owners = new Map<number, string>();
  /** When each loaded room was last asked for or had a member here (unloadIdle). */
  private readonly used = new Map<number, number>();
  /** News that came while a room was loading, heard once it has loaded. */
  private readonly early = new Map<number, RoomNews[]>();
  private readonly deadlines: Deadlines;
  private closed = false;
  private readonly cluster: Cluster;
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping = false;

  constructor(private readonly options: LiveRoomsOptions) {
    this.deadlines = new Deadlines(options.now);
    this.cluster = options.cluster ?? singleProcess();
  }

  /**
   * Joins the other processes: from now on commands and news reach these rooms, and what is
   * not about rooms reaches `site` (the lobby, the invitations).
   */
  async start(
    site: Pick<ClusterEvents, 'lobby' | 'mail'> & {
      departedLobby(username: string): void;
      /** Redis came back: the lobby and the invitations put their users on the presence board again. */
      rejoin(): Promise<void>;
    },
  ): Promise<void> {
    await this.cluster.start({
      ...this.roomEvents,
      reconnected: () => {
        this.reconnected();
        site.rejoin().catch(this.options.onError);
      },
      lobby: site.lobby,
      mail: site.mail,
      departed: (place, username) => {
        if (place === LOBBY_PLACE) site.departedLobby(username);
        const playId = playIdOfPlace(place);
        if (playId !== null) this.departed(playId, username);
      },
    });
    this.sweeper = setInterval(
      () => {
        // While Redis is out no lease can be read or taken; the cluster has said so once.
        if (this.sweeping || !this.cluster.connected) return;
        this.sweeping = true;
        this.unloadIdle();
        this.sweep()
          .catch(this.options.onError)
          .finally(() => {
            this.sweeping = false;
          });
      },
      this.cluster.shared ? SWEEP_MS : LONE_SWEEP_MS,
    );
  }

  /** The room of a play, or null when there is no such play. */
  room(playId: number): Promise<RoomHost | null> {
    this.used.set(playId, this.options.now());
    let host = this.hosts.get(playId);
    if (!host) {
      host = this.load(playId);
      this.hosts.set(playId, host);
      host.catch(() => this.hosts.delete(playId));
    }
    return host;
  }

  /**
   * Lets go of the rooms nobody on this process has had open for `idleRoomMs`: finished games,
   * and replicas of games another process steps (their news is no longer heard; the room is
   * loaded again from the store when someone opens it). A game this process steps stays: its
   * clocks, deadlines and lease are kept here. Answers how many rooms went.
   */
  unloadIdle(): number {
    const now = this.options.now();
    const idleMs = this.options.idleRoomMs ?? IDLE_ROOM_MS;
    let unloaded = 0;
    for (const [playId, host] of this.loaded) {
      if (host.members.size > 0) this.used.set(playId, now);
      else if ((host.isFinished || !host.isOwner) && now - (this.used.get(playId) ?? 0) >= idleMs) {
        this.loaded.delete(playId);
        this.hosts.delete(playId);
        this.used.delete(playId);
        this.owners.delete(playId);
        host.close();
        if (host.isOwner) this.cluster.release(playId).catch(this.options.onError);
        this.cluster.unwatch(playId).catch(this.options.onError);
        unloaded++;
      }
    }
    return unloaded;
  }

  /**
   * At start: takes every unfinished game that no process owns and rebuilds it from the store;
   * the time its owner was down is not charged to the clocks (RoomHost.takeOver). Answers how
   * many games this process took.
   */
  recover(): Promise<number> {
    return this.sweep();
  }

  async auditVerdict(playId: number, winner: FinalWinner): Promise<Result<void, RoomError>> {
    const host = await this.room(playId);
    if (!host) return err('NO_SUCH_PLAY');
    const refused = await host.submit({ type: 'verdict', winner });
    if (refused === null) return ok(undefined);
    return err(refused.code === 'GAME_FINISHED' ? 'GAME_FINISHED' : 'NOT_RUNNING');
  }

  async amendVerdict(playId: number, winner: FinalWinner): Promise<Result<void, RoomError>> {
    const host = await this.room(playId);
    if (!host) return err('NO_SUCH_PLAY');
    const refused = await host.submit({ type: 'amendVerdict', winner });
    return refused === null ? ok(undefined) : err('NOT_RUNNING');
  }

  /** Rooms held in memory, and how many of their games are not finished (for the metrics). */
  counts(): { readonly rooms: number; readonly live: number; readonly owned: number } {
    let live = 0;
    let owned = 0;
    for (const host of this.loaded.values()) {
      if (!host.isFinished) live++;
      if (host.isOwner) owned++;
    }
    return { rooms: this.loaded.size, live, owned };
  }

  /**
   * Refuses every command from now on and waits for those already running: what they store is
   * committed before this resolves (the shutdown closes the store after it).
   */
  async close(): Promise<void> {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    const hosts = await Promise.all([...this.hosts.values()].map((host) => host.catch(() => null)));
    for (const host of hosts) host?.close();
    await Promise.all(hosts.map((host) => host?.settled()));
    this.hosts.clear();
    this.loaded.clear();
    this.deadlines.clear();
    await this.cluster.close();
  }

  /**
   * Takes the unfinished games that no live process holds: never taken, or taken last by a
   * process that no longer beats in the database, and without a lease (a process that beats
   * renews its leases itself, as after a Redis restart). Alone, this process takes every game
   * an earlier run of the site held. In a steady site the query finds nothing.
   */
  private async sweep(): Promise<number> {
    const aliveSince = this.cluster.shared ? this.options.now() - OWNER_SILENT_MS : Number.MAX_SAFE_INTEGER;
    const orphans = await this.options.store.orphanedPlays(this.cluster.node, aliveSince);
    const leases = await this.cluster.ownersOf(orphans);
    let taken = 0;
    for (const [i, playId] of orphans.entries()) {
      if (leases[i] !== null || !(await this.cluster.acquire(playId))) continue;
      const host = await this.room(playId);
      await host?.takeOver();
      taken++;
    }
    return taken;
  }

  /** Whether the process that took a game last still beats in the database (this one always does). */
  private async isAlive(node: string): Promise<boolean> {
    if (node === this.cluster.node) return true;
    const since = this.options.now() - OWNER_SILENT_MS;
    return (await this.options.store.liveNodes([node], since)).length > 0;
  }

  private async load(playId: number): Promise<RoomHost | null> {
    const { store } = this.options;
    const play = await store.playById(playId);
    if (!play) return null;
    const [black, white] = await Promise.all([store.userById(play.blackId), store.userById(play.whiteId)]);
    const names = { black: black?.username ?? '', white: white?.username ?? '' };
    const config = roomConfigOf(play, names, this.options.times);
    this.early.set(playId, []);
    try {
      await this.cluster.watch(playId);
      const owner = await this.cluster.acquire(playId);
      const host = await RoomHost.load(
        createRoom(config),
        { ...this.options, deadlines: this.deadlines, cluster: this.cluster, forward: this.forward },
        owner ? 'owner' : 'replica',
      );
      this.loaded.set(playId, host);
      for (const news of this.early.get(playId) ?? []) host.hear(news);
      return host;
    } finally {
      this.early.delete(playId);
    }
  }

  /** A replica's command, to the game's owner; if no process owns the game, this one takes it. */
  private readonly forward = async (
    host: RoomHost,
    command: RoomCommand,
  ): Promise<Refusal | null | typeof MOVED> => {
    const { playId } = host;
    try {
      const owner = this.owners.get(playId) ?? (await this.cluster.ownersOf([playId]))[0];
      if (owner === null || owner === this.cluster.node) {
        this.owners.delete(playId);
        // No lease: the owner may be lost, or Redis forgot its lease (a restart) and the owner
        // sets it again at its next renewal; only a lost owner's game is taken. A finished
        // game's owner gave its lease up (room-host.ts): whichever process a command reaches
        // takes it, and the last owner steps down when it hears so.
        const last = owner === null && !host.isFinished ? await this.options.store.ownerNodeOf(playId) : null;
        if (last !== null && last !== this.cluster.node && (await this.isAlive(last))) {
          await sleep(RENEW_MS);
          return MOVED;
        }
        if (await this.cluster.acquire(playId)) await host.takeOver();
        return MOVED;
      }
      this.owners.set(playId, owner);
      const reply = await this.cluster.request(owner, playId, command);
      if (reply === null || 'moved' in reply) this.owners.delete(playId);
      // No answer: the owner may be lost; the next round finds its successor, or takes the game.
      if (reply === null) return this.cluster.connected ? MOVED : UNREACHABLE;
      return 'moved' in reply ? MOVED : reply.refusal;
    } catch {
      return UNREACHABLE;
    }
  };

  /**
   * A lost process was the last to hold `username` in a game room: everyone there hears they
   * left, and a player among them is away (the game's owner checks the presence board).
   */
  private departed(playId: number, username: string): void {
    const host = this.loaded.get(playId);
    if (host) sendExit(host, username);
    else {
      const bye: ServerMessage = { cmd: 'exit', username, reason: 'left' };
      this.cluster.publish(playId, {
        kind: 'out',
        frames: [{ to: 'room', text: JSON.stringify(bye) }],
      });
    }
    this.leftRoom(playId, username, LEAVE_TRIES).catch(this.options.onError);
  }

  /**
   * Tells the game's owner that a lost process's player left. The owner may have been lost with
   * that process: until a successor takes the game the leave is refused as UNAVAILABLE, so it
   * is asked again each SWEEP_MS (a successor that took the game before the presence board
   * forgot the player would otherwise never hear of it).
   */
  private async leftRoom(playId: number, username: string, tries: number): Promise<void> {
    const room = await this.room(playId);
    if (!room || this.closed) return;
    const { blackName, whiteName } = room.current.config;
    const seat = username === blackName ? 1 : username === whiteName ? 2 : 0;
    const refusal = await room.playerLeft(seat);
    if (refusal?.code !== 'UNAVAILABLE' || tries <= 1) return;
    setTimeout(() => {
      this.leftRoom(playId, username, tries - 1).catch(this.options.onError);
    }, SWEEP_MS).unref();
  }

  /**
   * The link to Redis came back: replicas read what they missed, and every room puts its users on
   * the presence board again (Redis may have restarted empty).
   */
  private reconnected(): void {
    for (const host of this.loaded.values()) {
      if (!host.isOwner) host.catchUp().catch(this.options.onError);
      rejoin(host, this.cluster.presence).catch(this.options.onError);
    }
  }

  private readonly roomEvents: Pick<ClusterEvents, 'lost' | 'command' | 'news'> = {
    lost: (playId) => this.loaded.get(playId)?.stepDown(),
    command: async (playId, command) => {
      const host = this.loaded.get(playId);
      if (!host?.isOwner) return { moved: true };
      // in use by another process's members: not idle (unloadIdle)
      this.used.set(playId, this.options.now());
      const answer = await host.submitAsOwner(command);
      return answer === MOVED ? { moved: true } : { refusal: answer };
    },
    news: (playId, news) => {
      if (news.kind === 'owner') this.owners.set(playId, news.node);
      const host = this.loaded.get(playId);
      if (host) host.hear(news);
      else this.early.get(playId)?.push(news);
    },
  };
}
