/**
 * What the live rooms need from the other server processes: who owns each game, the owner's
 * news for everyone who watches it, and a way to hand a command to the owner. With Redis
 * (redis-cluster.ts) any number of processes share the games; without it (single-process.ts)
 * this process owns every game and nothing leaves it. docs/scale-out.md tells the whole story.
 */
import type { ServerMessage } from '@tengen/protocol';
import type { Audience, Refusal, RoomCommand } from '../play/room/commands.ts';
import type { PresenceBoard } from './presence-board.ts';

/** How long a game's lease lasts unless its owner renews it. */
export const LEASE_MS = 2_000;
/** How often an owner renews its leases. */
export const RENEW_MS = 500;
/** How often each process looks for live games that no process owns (a lost owner's). */
export const SWEEP_MS = 1_000;
/** How long a process waits for the owner's answer to a command it handed on (then asks again). */
export const REQUEST_MS = 2_500;
/** A process that has not said it is alive in Redis for this long is lost: its presence is taken back. */
export const NODE_TTL_MS = 3_000;
/**
 * A process whose heartbeat in the database (server.ts, every second) is older than this is
 * lost: its games may be taken. The database, not Redis, decides it, so a Redis restart that
 * forgets every key never makes a live owner look lost.
 */
export const OWNER_SILENT_MS = 2_000;

/** A message to a room's sockets, serialized once by the owner. */
export interface Frame {
  readonly to: Audience;
  readonly text: string;
}

/** What a game's owner tells every process that watches the game, in order. */
export type RoomNews =
  /**
   * A command was stored as event `seq` at `at`: each replica sends its sockets the owner's
   * messages (`frames`) and keeps the command, to step when it needs the game's state.
   */
  | {
      readonly kind: 'event';
      readonly seq: number;
      readonly command: RoomCommand;
      readonly at: number;
      readonly frames: readonly Frame[];
      /** The game ended with it. */
      readonly finished: boolean;
    }
  /** Messages of a command that changed nothing stored (the sender sent its own members theirs). */
  | { readonly kind: 'out'; readonly frames: readonly Frame[] }
  /** `node` took the game: a replica behind it reads what it missed from the store. */
  | { readonly kind: 'owner'; readonly node: string }
  /** `username` opened the game in a single-login game on socket `socket`: their other sockets close. */
  | { readonly kind: 'login'; readonly username: string; readonly socket: string };

/**
 * Which of the users' sockets a mail reaches: all of them (no filter), only these socket ids,
 * or all but these (the tab that accepted a game moves to it; the player's other tabs are told).
 */
export type SocketFilter = { readonly only: readonly string[] } | { readonly except: readonly string[] };

/** The owner's answer to a command handed on; `moved` when the process asked no longer owns the game. */
export type OwnerReply = { readonly refusal: Refusal | null } | { readonly moved: true };

export interface ClusterEvents {
  /** Another process holds the lease of a game this process thought it owned. */
  lost(playId: number): void;
  /** The link to the others came back after a break: replicas may have missed news. */
  reconnected(): void;
  /** A command handed on by another process, for a game this process owns. */
  command(playId: number, command: RoomCommand): Promise<OwnerReply>;
  /** News of a watched game. */
  news(playId: number, news: RoomNews): void;
  /** A message for everyone in the lobby, from another process. */
  lobby(message: ServerMessage): void;
  /** A message for every socket of these users, from another process. */
  mail(usernames: readonly string[], message: ServerMessage, filter?: SocketFilter): void;
  /** A lost process was the last to hold `username` in `place`: the others must hear they left. */
  departed(place: string, username: string): void;
}

export interface Cluster {
  /** This process, unique per start. */
  readonly node: string;
  /** False when this process owns every game (no Redis). */
  readonly shared: boolean;
  /** Starts delivering to `events` (once, before any other call). */
  start(events: ClusterEvents): Promise<void>;
  /** Takes a game's lease if no other process holds it; true if this process holds it now. */
  acquire(playId: number): Promise<boolean>;
  /** The process holding each game's lease, or null, in order. */
  ownersOf(playIds: readonly number[]): Promise<(string | null)[]>;
  /** Gives a lease up (a game that ended, a shutdown). */
  release(playId: number): Promise<void>;
  /** Delivers a game's news to `events.news` on this process from now on. */
  watch(playId: number): Promise<void>;
  unwatch(playId: number): Promise<void>;
  /** Tells every other process that watches the game (never this one). */
  publish(playId: number, news: RoomNews): void;
  /** Hands a command to the owner `node` and waits for its answer (null: no answer in time). */
  request(node: string, playId: number, command: RoomCommand): Promise<OwnerReply | null>;
  /** Tells the lobby on every other process. */
  publishLobby(message: ServerMessage): void;
  /** Tells every socket of these users (or those `filter` picks) on every other process. */
  mail(usernames: readonly string[], message: ServerMessage, filter?: SocketFilter): void;
  /** Who is where, on every process. */
  readonly presence: PresenceBoard;
  /** Whether the link to the others is up; false while Redis cannot be reached. */
  readonly connected: boolean;
  close(): Promise<void>;
}
