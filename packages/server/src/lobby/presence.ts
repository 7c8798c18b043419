import type { OnlineUser, ServerMessage } from '@tengen/protocol';
import type { PresenceBoard } from '../cluster/presence-board.ts';

/** A socket as a room or the lobby lists it. */
export interface Present {
  readonly username: string;
  readonly profile: OnlineUser | null;
  send(message: ServerMessage): void;
}

/** A place people are in (the lobby, a game room): its sockets on this process, and the way to the others. */
export interface Place<M extends Present> {
  /** Its name on the presence board (presence-board.ts). */
  readonly place: string;
  readonly members: Set<M>;
  /** Sends a message to the place's sockets on the other processes. */
  tellOthers(message: ServerMessage): void;
}

/**
 * Adds a socket: it gets the list of everyone present on any process; everyone else hears of a
 * user who was not there before.
 */
export async function enterPlace<M extends Present>(
  where: Place<M>,
  board: PresenceBoard,
  me: M,
): Promise<void> {
  const here = [...where.members].some((m) => m.username === me.username);
  where.members.add(me);
  const isNew = !here && me.profile !== null && (await board.arrive(where.place, me.profile));
  me.send({ cmd: 'onlineuser', userlist: withMembers(await board.users(where.place), where.members) });
  if (!isNew || !me.profile) return;
  const hello: ServerMessage = { cmd: 'user_login', user: me.profile };
  for (const m of where.members) if (m !== me) m.send(hello);
  where.tellOthers(hello);
}

/** The board's list, with the place's members on this process whatever the board says. */
function withMembers(users: readonly OnlineUser[], members: Iterable<Present>): OnlineUser[] {
  const byName = new Map(users.map((u) => [u.username, u]));
  for (const m of members) if (m.profile && !byName.has(m.username)) byName.set(m.username, m.profile);
  return [...byName.values()];
}

/**
 * Removes a socket; everyone hears the user left once their last socket on any process is gone.
 * True when the user has left the place (that last socket).
 */
export async function leavePlace<M extends Present>(
  where: Place<M>,
  board: PresenceBoard,
  me: M,
): Promise<boolean> {
  if (!where.members.delete(me)) return false;
  if (!me.profile || [...where.members].some((m) => m.username === me.username)) return false;
  if (!(await board.depart(where.place, me.username))) return false;
  sendExit(where, me.username);
  return true;
}

/**
 * Puts the place's users on this process on the board again (it forgot them: a Redis restart);
 * the other processes hear of each the board did not know.
 */
export async function rejoin<M extends Present>(where: Place<M>, board: PresenceBoard): Promise<void> {
  const users = new Map<string, OnlineUser>();
  for (const m of where.members) if (m.profile) users.set(m.username, m.profile);
  for (const user of users.values()) {
    if (await board.arrive(where.place, user)) where.tellOthers({ cmd: 'user_login', user });
  }
}

/**
 * A user's profile changed while they are in the place (their wins, losses and level after a
 * game's result): the board keeps the new one and everyone in the place, on any process, hears it.
 */
export async function updateProfile<M extends Present>(
  where: Place<M>,
  board: PresenceBoard,
  user: OnlineUser,
): Promise<void> {
  if (!(await board.update(where.place, user))) return;
  const changed: ServerMessage = { cmd: 'user_login', user };
  for (const m of where.members) m.send(changed);
  where.tellOthers(changed);
}

/** Tells everyone in the place, here and on the other processes, that the user left. */
export function sendExit<M extends Present>(where: Place<M>, username: string): void {
  const bye: ServerMessage = { cmd: 'exit', username, reason: 'left' };
  for (const m of where.members) m.send(bye);
  where.tellOthers(bye);
}
