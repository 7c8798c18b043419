/**
 * The classes on this process (docs/classroom.md): the sockets in each, what reaches them, and
 * their joining and leaving. What a class holds lives in the store; this keeps only sockets.
 */
import { err, ok, type Result } from '@tengen/core';
import type { ServerMessage } from '@tengen/protocol';
import type { PresenceBoard } from '../cluster/presence-board.ts';
import type { Refusal } from '../play/room/commands.ts';
import type { Store } from '../storage/store.ts';
import type { ClassBus, ClassEnvelope } from './class-bus.ts';
import { ClassChatRoom, type ClassRole, classPlace, classRoleOf, peopleList } from './class-chat.ts';
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
  /** A guest (signed out) only watches. */
  readonly role: ClassRole;
  readonly member: ClassMember;
  /** Messages held back until the socket has its class_state (null once it has). */
  held: ServerMessage[] | null;
}

export interface ClassHubDeps {
  readonly store: Store;
  readonly now: () => number;
  readonly bus: ClassBus;
  /** Who is in each class, on any process (the place `class:<id>`). */
  readonly presence: PresenceBoard;
  readonly onError: (error: unknown) => void;
}

export class ClassHub {
  private readonly seats = new Map<number, Set<ClassSeat>>();
  /** The subscription of each class with sockets here: every joining socket waits for it. */
  private readonly listening = new Map<number, Promise<void>>();
  /** The chat of each class with sockets here, and its teacher's name. */
  private readonly chats = new Map<number, { room: ClassChatRoom; teacher: string }>();

  constructor(readonly deps: ClassHubDeps) {
    deps.bus.onMessage((classId, envelope) => this.deliver(classId, envelope));
  }

  /**
   * Seats a signed-in socket in a class: `greet` is sent first, then the whole class state; a
   * change stored meanwhile reaches the socket after the state, if the state did not hold it.
   */
  async enter(member: ClassMember, classId: number, greet: () => void): Promise<Result<ClassSeat, Refusal>> {
    const found = await this.deps.store.classes.classById(classId);
    if (!found) return err({ code: 'NO_SUCH_CLASS', message: `no class ${classId}` });
    const guest = member.userId === 0;
    const teacher = !guest && found.teacherId === member.userId;
    // A guest watches and is noted nowhere; a signed-in student becomes a member.
    if (!teacher && !guest) await this.deps.store.classes.join(classId, member.userId, this.deps.now());
    const role: ClassRole = teacher ? 'teacher' : guest ? 'guest' : 'student';
    const seat: ClassSeat = { classId, teacher, role, member, held: [] };
    let present = this.seats.get(classId);
    if (!present) {
      present = new Set();
      this.seats.set(classId, present);
      this.listening.set(classId, this.deps.bus.listen(classId));
      this.chats.set(classId, { room: new ClassChatRoom(), teacher: found.teacher });
    }
    const here = [...present].some((s) => s.member.username === member.username);
    present.add(seat);
    await this.listening.get(classId);
    greet();
    const state = await classStateFor(this.deps.store, classId, seat);
    if (state) member.send(state);
    for (const chat of this.chats.get(classId)?.room.entries ?? []) member.send({ cmd: 'class_chat', chat });
    const held = seat.held ?? [];
    seat.held = null;
    const seq = state?.seq ?? 0;
    for (const message of held) if (!('seq' in message) || message.seq > seq) member.send(message);
    if (!here) await this.deps.presence.arrive(classPlace(classId), profileOf(member.username));
    await this.tellPeople(classId);
    return ok(seat);
  }

  async leave(seat: ClassSeat): Promise<void> {
    const present = this.seats.get(seat.classId);
    if (!present?.delete(seat)) return;
    const stays = [...present].some((s) => s.member.username === seat.member.username);
    if (!stays) await this.deps.presence.depart(classPlace(seat.classId), seat.member.username);
    if (present.size > 0) return this.tellPeople(seat.classId);
    // The last socket here: the others (on other processes) hear who is left.
    const people = await this.peopleOf(seat.classId);
    if (people) this.deps.bus.publish(seat.classId, { to: 'all', message: people });
    this.seats.delete(seat.classId);
    this.listening.delete(seat.classId);
    this.chats.delete(seat.classId);
    await this.deps.bus.stop(seat.classId);
  }

  /** The class's chat as this process keeps it (null without a socket here). */
  chatOf(classId: number): ClassChatRoom | null {
    return this.chats.get(classId)?.room ?? null;
  }

  /** Everyone in the class (on any process) is told who is in it. */
  async tellPeople(classId: number): Promise<void> {
    const people = await this.peopleOf(classId);
    if (people) this.tell(classId, { to: 'all', message: people });
  }

  private async peopleOf(classId: number): Promise<ServerMessage | null> {
    const chat = this.chats.get(classId);
    if (!chat) return null;
    const users = await this.deps.presence.users(classPlace(classId));
    const names = [
      ...users.map((u) => u.username),
      ...[...(this.seats.get(classId) ?? [])].map((s) => s.member.username),
    ];
    return { cmd: 'class_people', people: peopleList(names, chat.teacher, chat.room.muted) };
  }

  /** The role a name has in a class with sockets here. */
  roleIn(classId: number, username: string): ClassRole | null {
    const chat = this.chats.get(classId);
    return chat ? classRoleOf(username, chat.teacher) : null;
  }

  /** To the class's sockets here and on every other process. */
  tell(classId: number, envelope: ClassEnvelope): void {
    this.deliver(classId, envelope);
    this.deps.bus.publish(classId, envelope);
  }

  private deliver(classId: number, { to, skip, message }: ClassEnvelope): void {
    const chat = this.chats.get(classId)?.room;
    if (chat && message.cmd === 'class_chat') chat.heard(message.chat);
    if (chat && message.cmd === 'class_people') chat.peopleHeard(message.people);
    for (const seat of this.seats.get(classId) ?? []) {
      if (seat.member.socketId === skip) continue;
      if (to === 'teacher' && !seat.teacher) continue;
      if (typeof to === 'object' && seat.member.userId !== to.user) continue;
      if (seat.held) seat.held.push(message);
      else seat.member.send(message);
    }
  }
}

/** A class's presence entry: only the name is read back. */
function profileOf(username: string) {
  return { username, levelname: '', level: 0, usertype: 0, win: 0, fail: 0 };
}
