/**
 * The classes on this process (docs/classroom.md): the sockets in each, what reaches them, and
 * their joining and leaving. What a class holds lives in the store; this keeps only sockets.
 */
import { err, ok, type Result } from '@tengen/core';
import type { ServerMessage } from '@tengen/protocol';
import type { Refusal } from '../play/room/commands.ts';
import type { Store } from '../storage/store.ts';
import type { ClassBus, ClassEnvelope } from './class-bus.ts';
import { classStateFor } from './class-view.ts';

/** A socket as a class sees it (the socket server's Connection). */
export interface ClassMember {
  readonly socketId: string;
  readonly username: string;
  /** 0 for a guest. */
  readonly userId: number;
  send(message: ServerMessage): void;
}

/** One socket in one class. */
export interface ClassSeat {
  readonly classId: number;
  readonly teacher: boolean;
  readonly member: ClassMember;
  /** Messages held back until the socket has its class_state (null once it has). */
  held: ServerMessage[] | null;
}

export interface ClassHubDeps {
  readonly store: Store;
  readonly now: () => number;
  readonly bus: ClassBus;
  readonly onError: (error: unknown) => void;
}

export class ClassHub {
  private readonly seats = new Map<number, Set<ClassSeat>>();
  /** The subscription of each class with sockets here: every joining socket waits for it. */
  private readonly listening = new Map<number, Promise<void>>();

  constructor(readonly deps: ClassHubDeps) {
    deps.bus.onMessage((classId, envelope) => this.deliver(classId, envelope));
  }

  /**
   * Seats a signed-in socket in a class: `greet` is sent first, then the whole class state; a
   * change stored meanwhile reaches the socket after the state, if the state did not hold it.
   */
  async enter(member: ClassMember, classId: number, greet: () => void): Promise<Result<ClassSeat, Refusal>> {
    if (member.userId === 0) return err({ code: 'GUEST_NOT_ALLOWED', message: 'sign in to join a class' });
    const found = await this.deps.store.classes.classById(classId);
    if (!found) return err({ code: 'NO_SUCH_CLASS', message: `no class ${classId}` });
    const teacher = found.teacherId === member.userId;
    if (!teacher) await this.deps.store.classes.join(classId, member.userId, this.deps.now());
    const seat: ClassSeat = { classId, teacher, member, held: [] };
    let present = this.seats.get(classId);
    if (!present) {
      present = new Set();
      this.seats.set(classId, present);
      this.listening.set(classId, this.deps.bus.listen(classId));
    }
    present.add(seat);
    await this.listening.get(classId);
    greet();
    const state = await classStateFor(this.deps.store, classId, seat);
    if (state) member.send(state);
    const held = seat.held ?? [];
    seat.held = null;
    const seq = state?.seq ?? 0;
    for (const message of held) if (!('seq' in message) || message.seq > seq) member.send(message);
    return ok(seat);
  }

  async leave(seat: ClassSeat): Promise<void> {
    const present = this.seats.get(seat.classId);
    if (!present?.delete(seat) || present.size > 0) return;
    this.seats.delete(seat.classId);
    this.listening.delete(seat.classId);
    await this.deps.bus.stop(seat.classId);
  }

  /** To the class's sockets here and on every other process. */
  tell(classId: number, envelope: ClassEnvelope): void {
    this.deliver(classId, envelope);
    this.deps.bus.publish(classId, envelope);
  }

  private deliver(classId: number, { to, skip, message }: ClassEnvelope): void {
    for (const seat of this.seats.get(classId) ?? []) {
      if (seat.member.socketId === skip) continue;
      if (to === 'teacher' && !seat.teacher) continue;
      if (typeof to === 'object' && seat.member.userId !== to.user) continue;
      if (seat.held) seat.held.push(message);
      else seat.member.send(message);
    }
  }
}
