import { isMachineName, type ServerMessage } from '@tengen/protocol';
import type { Cluster, Frame, RoomNews } from '../cluster/cluster.ts';
import { gamePlace } from '../cluster/presence-board.ts';
import { singleProcess } from '../cluster/single-process.ts';
import type { Place, Present } from '../lobby/presence.ts';
import { rateFinishedPlay } from '../ratings/rate-play.ts';
import type { PreparedMessage } from '../socket/prepared-message.ts';
import type { Store } from '../storage/store.ts';
import { Deadlines, type Wakeable } from './deadlines.ts';
import { type HandedCommand, HandOnIds, toHandOn } from './hand-on-ids.ts';
import type { LiveCounts } from './live-counts.ts';
import { OneAtATime } from './one-at-a-time.ts';
import { outcomeOf } from './outcome.ts';
import { announceRecords } from './player-records.ts';
import type { Outbound, Refusal, RoomCommand } from './room/commands.ts';
import { type RoomState, type Seat, toMove } from './room/room-state.ts';
import { step } from './room/step.ts';
import { nextWakeAt } from './room/timing.ts';
import { broadcastTo, deliverTo } from './room-delivery.ts';
import { type AnswerLater, Preparations, type Prepared, Preparing } from './room-preparations.ts';

/** A socket in a room, as the host sees it. */
export interface RoomMember extends Present {
  readonly seat: Seat;
  /** Unique on the site: which socket this is (single-login keeps one per player). */
  readonly socketId: string;
  /** Another socket of the same player opened the game (single-login): this one must close (and then leaves). */
  replaced(): void;
  /** Sends a message already serialized and framed: a broadcast does that once for the room. */
  sendPrepared(message: PreparedMessage): void;
}

export interface HostOptions {
  readonly store: Store;
  readonly now: () => number;
  /** Called when something fails outside any sender's request (a timer, the store). */
  readonly onError: (error: unknown) => void;
  /**
   * Completes a command before the step (the engine's dead stones for a count); what it
   * answers is what is stepped and stored, or a refusal. An answer that takes time is awaited
   * outside the room's queue, so every other command is answered meanwhile (see submitAsOwner).
   */
  readonly prepare?: (
    state: RoomState,
    command: RoomCommand,
  ) => RoomCommand | Refusal | Promise<RoomCommand | Refusal>;
  /**
   * Whether `prepare` will take time for this command (a count). A replica then hands such a
   * command on to the owner without holding its sender: `submit`'s `later` hears the answer.
   */
  readonly preparesSlowly?: (state: RoomState, command: RoomCommand) => boolean;
  /**
   * Takes a command before the step, on the owner (a machine player's `machineGo`): its answer,
   * or undefined to leave the command to the step.
   */
  readonly intercept?: (host: RoomHost, command: RoomCommand) => Refusal | null | undefined;
  /** Told after the room is loaded and after each accepted change is sent (a machine player reacts). */
  readonly onChange?: (host: RoomHost) => void;
  /** The rooms' shared deadline timer; a room given none keeps its own. */
  readonly deadlines?: Deadlines;
  /** Where accepted moves are counted (the metrics). */
  readonly counts?: LiveCounts;
  /** The other server processes (cluster/); by default this process owns every game. */
  readonly cluster?: Cluster;
  /**
   * How a replica hands a command to the game's owner (LiveRooms does it): the owner's answer,
   * or MOVED when the game changed hands meanwhile. Without it a replica refuses commands.
   */
  readonly forward?: (host: RoomHost, command: RoomCommand) => Promise<Refusal | null | typeof MOVED>;
}

/** The game changed hands: the command must go to its new owner. */
export const MOVED = Symbol('moved');

/** How often a command goes round when the game keeps changing hands, before it is refused. */
const MAX_HOPS = 3;
const MOVING: Refusal = { code: 'UNAVAILABLE', message: 'the game is moving to another server; try again' };

/**
 * `owner`: this process steps the game and stores its events (with its fence). `replica`:
 * another process does; this one steps the stored events it hears of, for its own members.
 */
export type HostRole = 'owner' | 'replica';

/**
 * Runs one live game. The owner puts commands through the pure step function one at a time; an
 * accepted command is appended to the store (with the owner's fence) before anyone hears of it;
 * then its messages go out, its news goes to the other processes, and the next timer is set.
 * A replica hands its members' commands to the owner, and steps the owner's stored events as
 * they are announced, so its members get the same messages; it takes over if the owner is lost.
 */
export class RoomHost implements Wakeable, Place<RoomMember> {
  readonly members = new Set<RoomMember>();
  private readonly queue = new OneAtATime();
  /** Commands being prepared outside the queue (submitAsOwner); settled() waits for them too. */
  private readonly preparations = new Preparations();
  private readonly deadlines: Deadlines;
  private readonly cluster: Cluster;
  private closed = false;
  private fence: number | null = null;
  /**
   * A replica's stored events heard but not stepped yet: their messages went out as the owner
   * made them, and the state is brought up to date only when something reads it (`current`).
   */
  private pending: { readonly command: RoomCommand; readonly at: number }[] = [];
  private finishHeard = false;
  private readonly handOnIds = new HandOnIds();
  readonly playId: number;

  private constructor(
    private state: RoomState,
    private seq: number,
    private lastAt: number | null,
    private role: HostRole,
    private readonly options: HostOptions,
  ) {
    this.deadlines = options.deadlines ?? new Deadlines(options.now);
    this.cluster = options.cluster ?? singleProcess();
    this.playId = state.config.playId;
  }

  /**
   * Rebuilds a room from its stored commands (none for a new game). As the owner it first
   * claims the game in the store, so a process that held it before can no longer append.
   */
  static async load(initial: RoomState, options: HostOptions, role: HostRole = 'owner'): Promise<RoomHost> {
    const host = new RoomHost(initial, 0, null, 'replica', options);
    await host.catchUp();
    if (role === 'owner') await host.takeOver();
    return host;
  }

  get current(): RoomState {
    this.stepPending();
    return this.state;
  }

  /** Whether the game has ended, without bringing a replica's state up to date. */
  get isFinished(): boolean {
    return this.finishHeard || this.state.status === 'finished';
  }

  get isOwner(): boolean {
    return this.role === 'owner';
  }

  get place(): string {
    return gamePlace(this.playId);
  }

  /** Sends a message to the room's sockets on the other processes (presence: who came, who left). */
  tellOthers(message: ServerMessage): void {
    const frames: Frame[] = [{ to: 'room', text: JSON.stringify(message) }];
    this.cluster.publish(this.playId, { kind: 'out', frames });
  }

  /**
   * In a single-login game, `username` opened the game on socket `keep`: their other sockets in
   * the room close, on this process at once and on the others when they hear of it.
   */
  keepOneLogin(username: string, keep: string): void {
    this.replaceLogins(username, keep);
    this.cluster.publish(this.playId, { kind: 'login', username, socket: keep });
  }

  private replaceLogins(username: string, keep: string): void {
    for (const m of [...this.members]) if (m.username === username && m.socketId !== keep) m.replaced();
  }

  get lastEventSeq(): number {
    return this.seq;
  }

  /** When the last stored command happened, or null for a game with none yet. */
  get lastEventAt(): number | null {
    return this.lastAt;
  }

  /**
   * Runs a command, here as the owner or at the owner's process; answers why it was refused,
   * or null once it is stored and sent. With `later`, a command that leaves the owner's queue to
   * be prepared (a count: the engine marks the dead stones), or that a replica hands on for that,
   * answers null at once and `later` hears of its real answer, so the sender's next commands need
   * not wait for the engine.
   */
  async submit(command: RoomCommand, later?: AnswerLater<Refusal | null>): Promise<Refusal | null> {
    const rest =
      later &&
      ((answer: Promise<Refusal | null | typeof MOVED>) =>
        later(answer.then((a) => (a === MOVED ? this.submit(command) : a))));
    if (later && this.role !== 'owner' && this.options.preparesSlowly?.(this.current, command)) {
      later(this.submit(command));
      return null;
    }
    let handed: HandedCommand | undefined;
    for (let hop = 0; hop < MAX_HOPS; hop++) {
      if (this.role !== 'owner') handed ??= toHandOn(command);
      const answer =
        this.role === 'owner'
          ? await this.submitAsOwner(handed ?? command, rest)
          : await this.handOn(handed ?? command);
      if (answer !== MOVED) return answer;
    }
    return MOVING;
  }

  /**
   * Runs a command only if this process owns the game; MOVED if it does not. A command whose
   * preparation takes time (the engine marking dead stones) leaves the queue while it is
   * prepared and comes back with the answer; if the moves changed meanwhile, the answer is for
   * another position and it is prepared again for the new one (or, no longer ending the game,
   * goes to the step as it is). With `later`, that answer goes to `later` and this call
   * answers null as soon as the command has left the queue.
   */
  submitAsOwner(
    command: RoomCommand,
    later?: AnswerLater<Refusal | null | typeof MOVED>,
  ): Promise<Refusal | null | typeof MOVED> {
    return this.preparations.run(
      this.queue,
      (ready?: Prepared) =>
        this.role === 'owner' ? this.applyReady(command, ready) : Promise.resolve(MOVED),
      later && { tell: later, now: null },
    );
  }

  /** Drops the room's deadline and refuses every command from now on; the room can be loaded again from the store. */
  close(): void {
    this.closed = true;
    this.deadlines.set(this, null);
  }

  /**
   * This process now holds the game's lease: claims the game in the store, reads what it has
   * not seen, and steps it from now on. If the owner before was another process, the time since
   * it was last alive is not charged to the clocks.
   */
  takeOver(): Promise<void> {
    return this.queue.run(async () => {
      if (this.closed || this.role === 'owner') return;
      const { playId } = this.state.config;
      const claim = await this.options.store.claimPlay(playId, this.cluster.node);
      if (!claim) throw new Error(`play ${playId} vanished`);
      await this.readStored();
      this.role = 'owner';
      this.fence = claim.fence;
      this.cluster.publish(playId, { kind: 'owner', node: this.cluster.node });
      if (this.state.status === 'finished') await this.recordFinish();
      else if (claim.previousNode !== null && claim.previousNode !== this.cluster.node) {
        const downSince = Math.max(claim.previousBeatAt ?? 0, this.lastAt ?? 0);
        if (downSince > 0) {
          const refused = await this.apply({ type: 'resume', downSince });
          if (refused === MOVED) return;
          if (refused) this.options.onError(new Error(`play ${playId}: resume refused: ${refused.message}`));
        }
      }
      if (this.role === 'owner' && this.state.status !== 'finished') await this.markAbsentAway();
      // A mover still connected to another process is back already: the restart grace ends.
      if (this.role === 'owner' && this.state.grace && (await this.isInRoom(toMove(this.state))))
        await this.apply({ type: 'join', by: toMove(this.state) });
      this.schedule();
      this.options.onChange?.(this);
    });
  }

  /** Another process took the game: from now on this one is a replica of it. */
  stepDown(): void {
    this.role = 'replica';
    this.fence = null;
    this.deadlines.set(this, null);
  }

  /** News from the game's owner, taken in the order it arrives. */
  hear(news: RoomNews): void {
    this.queue
      .run(async () => {
        if (this.closed) return;
        if (news.kind === 'out') {
          this.deliver(news.frames);
        } else if (news.kind === 'login') {
          this.replaceLogins(news.username, news.socket);
        } else if (news.kind === 'owner') {
          if (news.node === this.cluster.node) return;
          if (this.role === 'owner') this.stepDown();
          await this.readStored();
        } else if (news.seq === this.seq + 1 && this.role === 'replica') {
          this.pending.push({ command: news.command, at: news.at });
          this.handOnIds.remember(news.command);
          this.seq = news.seq;
          this.lastAt = news.at;
          if (news.finished) this.finishHeard = true;
          this.deliver(news.frames);
        } else if (news.seq > this.seq) {
          await this.readStored();
        }
      })
      .catch(this.options.onError);
  }

  /** Reads the events stored since the last one this room stepped (news may have been missed). */
  catchUp(): Promise<void> {
    return this.queue.run(() => this.readStored());
  }

  /** Resolves once the commands already given have been stored and sent, or refused. */
  settled(): Promise<void> {
    return this.preparations.settled(this.queue);
  }

  /**
   * A player's socket in this room closed on this process: if they have no socket left in the
   * room on any process, the owner records them away (docs/game-page.md).
   */
  playerLeft(seat: Seat): Promise<Refusal | null> {
    if (seat === 0 || this.isFinished) return Promise.resolve(null);
    return this.submit({ type: 'leave', by: seat });
  }

  /** A deadline of the game has come (see `schedule`). */
  wake(): void {
    this.submitAsOwner({ type: 'tick' }).catch(this.options.onError);
  }

  private async handOn(command: RoomCommand): Promise<Refusal | null | typeof MOVED> {
    if (this.closed) return { code: 'INTERNAL', message: 'the room is closed' };
    if (!this.options.forward) return MOVING;
    return this.options.forward(this, command);
  }

  private async readStored(): Promise<void> {
    const events = await this.options.store.eventsOf(this.playId, this.seq);
    this.stepPending();
    for (const { event, seq, at } of events) this.stepStored(event as RoomCommand, seq, at);
  }

  /** Steps the events a replica heard of and kept (their messages have gone out already). */
  private stepPending(): void {
    if (this.pending.length === 0) return;
    for (const { command, at } of this.pending) {
      const result = step(this.state, command, at);
      if (result.ok) this.state = result.state;
    }
    this.pending = [];
  }

  /** Steps a stored event as the owner did, and sends its messages to this process's members. */
  private stepStored(command: RoomCommand, seq: number, at: number): void {
    this.handOnIds.remember(command);
    const result = step(this.state, command, at);
    this.seq = seq;
    this.lastAt = at;
    if (!result.ok) return;
    this.state = result.state;
    this.broadcast(result.out);
  }

  /** Runs a command the room makes itself (a resume, a leave): none of those needs preparing. */
  private async apply(command: RoomCommand): Promise<Refusal | null | typeof MOVED> {
    const answer = await this.applyReady(command);
    return answer instanceof Preparing
      ? { code: 'INTERNAL', message: 'the command was not prepared' }
      : answer;
  }

  private async applyReady(
    command: RoomCommand,
    ready?: Prepared,
  ): Promise<Refusal | null | typeof MOVED | Preparing> {
    // A command prepared before the room closed is finished, as one running in the queue would be.
    if (this.closed && ready === undefined) return { code: 'INTERNAL', message: 'the room is closed' };
    try {
      return await this.applyAndStore(command, ready);
    } catch (error) {
      this.options.onError(error);
      return { code: 'INTERNAL', message: 'the game could not be saved; try again' };
    } finally {
      this.schedule();
    }
  }

  private async applyAndStore(
    asked: RoomCommand,
    ready?: Prepared,
  ): Promise<Refusal | null | typeof MOVED | Preparing> {
    // Stored already by an owner lost before it answered: done.
    if (this.handOnIds.stored(asked)) return null;
    const taken = this.options.intercept?.(this, asked);
    if (taken !== undefined) return taken;
    // Whether a player is away is decided here, by the presence board of every process: a
    // leave that crossed the player's return on the way to the owner changes nothing.
    if (asked.type === 'leave' && (await this.isInRoom(asked.by))) return null;
    const now = this.options.now();
    const { prepare } = this.options;
    const prepared =
      ready !== undefined && ready.moves === this.state.moves
        ? ready.command
        : prepare
          ? this.preparations.prepare(asked, this.state.moves, () => prepare(this.state, asked))
          : asked;
    if (prepared instanceof Preparing) return prepared;
    if ('code' in prepared) return prepared;
    const command = prepared;
    const result = step(this.state, command, now);
    if (!result.ok) return result.refusal;
    const { playId } = this;
    if (result.state === this.state) {
      const frames = this.broadcast(result.out);
      if (frames.length > 0) this.cluster.publish(playId, { kind: 'out', frames });
      return null;
    }
    const appended = await this.options.store.appendEvent(
      playId,
      this.seq + 1,
      command,
      now,
      this.fence ?? undefined,
    );
    if (!appended.ok) {
      if (appended.error !== 'STALE_OWNER')
        return { code: 'INTERNAL', message: 'the game could not be saved; try again' };
      this.stepDown();
      await this.readStored();
      return MOVED;
    }
    this.seq += 1;
    this.lastAt = now;
    this.handOnIds.remember(command);
    const counts = this.options.counts;
    if (counts !== undefined && (command.type === 'move' || command.type === 'pass')) counts.moves++;
    const wasFinished = this.state.status === 'finished';
    this.state = result.state;
    // The play row is brought up to date before anyone hears of the change, so a client that
    // reads it (getplayinfo, querysecondp) right after an end message sees the game finished.
    // The event is already stored: if this fails, the message still goes out, and a restart
    // records the finish again (load() does it for a finished log).
    try {
      if (command.type === 'count') await this.options.store.addCountRequest(this.state.config.playId);
      if (!wasFinished && this.state.status === 'finished') {
        await this.recordFinish();
        // A finished game has no deadline to keep: its lease goes; a later command (chat after the
        // game) finds no owner, and whichever process it reaches takes the game again.
        this.cluster.release(playId).catch(this.options.onError);
      }
    } catch (error) {
      this.options.onError(error);
    }
    const frames = this.broadcast(result.out);
    const finished = this.state.status === 'finished';
    this.cluster.publish(playId, { kind: 'event', seq: this.seq, command, at: now, frames, finished });
    if (finished && (!wasFinished || command.type === 'amendVerdict')) {
      const { blackName, whiteName } = this.state.config;
      announceRecords(this, [blackName, whiteName], this.options.store, this.cluster.presence).catch(
        this.options.onError,
      );
    }
    this.options.onChange?.(this);
    return result.refusal ?? null;
  }

  private broadcast(out: readonly Outbound[]): Frame[] {
    return broadcastTo(this.members, out, this.cluster.shared);
  }

  private deliver(frames: readonly Frame[]): void {
    deliverTo(this.members, frames);
  }

  /** Sets when the room wakes next: the next deadline of the game (start, byo-yomi, flag, countdowns). */
  private schedule(): void {
    this.deadlines.set(this, this.closed || this.role !== 'owner' ? null : nextWakeAt(this.state));
  }

  /** Whether the player of `seat` has a socket in the room on any process. */
  private isInRoom(seat: Seat): Promise<boolean> {
    const { blackName, whiteName } = this.state.config;
    const name = seat === 1 ? blackName : seat === 2 ? whiteName : '';
    // A machine player has no socket: it is always there.
    if (isMachineName(name)) return Promise.resolve(true);
    return this.cluster.presence.isPresent(this.place, name);
  }

  /**
   * After taking the game: a player the game thinks is here but who has no socket in the room
   * on any process (their process was lost, or this one restarted) is away from now.
   */
  private async markAbsentAway(): Promise<void> {
    for (const seat of [1, 2] as const) {
      if (!this.state.present[seat] || this.state.awaySince[seat] !== null) continue;
      const refused = await this.apply({ type: 'leave', by: seat });
      if (refused === MOVED) return;
    }
  }

  private async recordFinish(): Promise<void> {
    const outcome = outcomeOf(this.state, this.options.now());
    if (outcome) await this.options.store.finishPlay(this.state.config.playId, outcome);
    // A ranked game is rated once per play (docs/ratings.md), so a finish recorded again rates nothing.
    if (outcome) await rateFinishedPlay(this.options.store, this.state.config.playId, outcome.finishedAt);
  }
}
