import type { Present } from '../lobby/presence.ts';
import { PreparedMessage } from '../socket/prepared-message.ts';
import type { Store } from '../storage/store.ts';
import { Deadlines, type Wakeable } from './deadlines.ts';
import type { LiveCounts } from './live-counts.ts';
import { OneAtATime } from './one-at-a-time.ts';
import { outcomeOf } from './outcome.ts';
import type { Outbound, Refusal, RoomCommand } from './room/commands.ts';
import type { RoomState, Seat } from './room/room-state.ts';
import { step } from './room/step.ts';
import { nextWakeAt } from './room/timing.ts';

/** A socket in a room, as the host sees it. */
export interface RoomMember extends Present {
  readonly seat: Seat;
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
   * answers is what is stepped and stored.
   */
  readonly prepare?: (state: RoomState, command: RoomCommand) => RoomCommand | Promise<RoomCommand>;
  /** Told after the room is loaded and after each accepted change is sent (a machine player reacts). */
  readonly onChange?: (host: RoomHost) => void;
  /** The rooms' shared deadline timer; a room given none keeps its own. */
  readonly deadlines?: Deadlines;
  /** Where accepted moves are counted (the metrics). */
  readonly counts?: LiveCounts;
}

/**
 * Runs one live game: commands go through the pure step function one at a time; an accepted
 * command is appended to the store before anyone hears of it; then its messages go out and
 * the next timer is set.
 */
export class RoomHost implements Wakeable {
  readonly members = new Set<RoomMember>();
  private readonly queue = new OneAtATime();
  private readonly deadlines: Deadlines;
  private closed = false;

  private constructor(
    private state: RoomState,
    private seq: number,
    private lastAt: number | null,
    private readonly options: HostOptions,
  ) {
    this.deadlines = options.deadlines ?? new Deadlines(options.now);
  }

  /** Rebuilds a room from its stored commands (none for a new game). */
  static async load(initial: RoomState, options: HostOptions): Promise<RoomHost> {
    let state = initial;
    const events = await options.store.eventsOf(initial.config.playId);
    for (const { event, at } of events) {
      const r = step(state, event as RoomCommand, at);
      if (r.ok) state = r.state;
    }
    const last = events.at(-1);
    const host = new RoomHost(state, last?.seq ?? 0, last?.at ?? null, options);
    if (state.status === 'finished') await host.recordFinish();
    host.schedule();
    options.onChange?.(host);
    return host;
  }

  get current(): RoomState {
    return this.state;
  }

  get lastEventSeq(): number {
    return this.seq;
  }

  /** When the last stored command happened, or null for a game with none yet. */
  get lastEventAt(): number | null {
    return this.lastAt;
  }

  /** Runs a command; answers why it was refused, or null once it is stored and sent. */
  submit(command: RoomCommand): Promise<Refusal | null> {
    return this.queue.run(() => this.apply(command));
  }

  /** Drops the room's deadline and refuses every command from now on; the room can be loaded again from the store. */
  close(): void {
    this.closed = true;
    this.deadlines.set(this, null);
  }

  /** Resolves once the commands already given have been stored and sent, or refused. */
  settled(): Promise<void> {
    return this.queue.settled();
  }

  /** A deadline of the game has come (see `schedule`). */
  wake(): void {
    this.submit({ type: 'tick' }).catch(this.options.onError);
  }

  private async apply(command: RoomCommand): Promise<Refusal | null> {
    if (this.closed) return { code: 'INTERNAL', message: 'the room is closed' };
    try {
      return await this.applyAndStore(command);
    } catch (error) {
      this.options.onError(error);
      return { code: 'INTERNAL', message: 'the game could not be saved; try again' };
    } finally {
      this.schedule();
    }
  }

  private async applyAndStore(asked: RoomCommand): Promise<Refusal | null> {
    const now = this.options.now();
    const prepared = this.options.prepare?.(this.state, asked) ?? asked;
    const command = prepared instanceof Promise ? await prepared : prepared;
    const result = step(this.state, command, now);
    if (!result.ok) return result.refusal;
    if (result.state === this.state) {
      this.broadcast(result.out);
      return null;
    }
    const appended = await this.options.store.appendEvent(
      this.state.config.playId,
      this.seq + 1,
      command,
      now,
    );
    if (!appended.ok) return { code: 'INTERNAL', message: 'the game could not be saved; try again' };
    this.seq += 1;
    this.lastAt = now;
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
      if (!wasFinished && this.state.status === 'finished') await this.recordFinish();
    } catch (error) {
      this.options.onError(error);
    }
    this.broadcast(result.out);
    this.options.onChange?.(this);
    return result.refusal ?? null;
  }

  private broadcast(out: readonly Outbound[]): void {
    for (const { to, message } of out) {
      let prepared: PreparedMessage | null = null;
      for (const member of this.members) {
        if (to === 'room' || (to === 'players' && member.seat !== 0) || to === member.seat) {
          prepared ??= new PreparedMessage(JSON.stringify(message));
          member.sendPrepared(prepared);
        }
      }
    }
  }

  /** Sets when the room wakes next: the next deadline of the game (start, byo-yomi, flag, countdowns). */
  private schedule(): void {
    this.deadlines.set(this, this.closed ? null : nextWakeAt(this.state));
  }

  private async recordFinish(): Promise<void> {
    const outcome = outcomeOf(this.state, this.options.now());
    if (outcome) await this.options.store.finishPlay(this.state.config.playId, outcome);
  }
}
