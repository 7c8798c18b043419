import type { OnlineUser, ServerMessage } from '@tengen/protocol';

/** A socket as a room or the lobby lists it. */
export interface Present {
  readonly username: string;
  readonly profile: OnlineUser | null;
  send(message: ServerMessage): void;
}

/** The users present, one entry per user however many sockets they have. */
export function onlineUsers(members: Iterable<Present>): OnlineUser[] {
  const seen = new Map<string, OnlineUser>();
  for (const m of members) if (m.profile) seen.set(m.username, m.profile);
  return [...seen.values()];
}

/** Adds a socket: it gets the list; the others hear of a user who was not there before. */
export function enter<M extends Present>(members: Set<M>, me: M): void {
  const already = [...members].some((m) => m.username === me.username);
  members.add(me);
  me.send({ cmd: 'onlineuser', userlist: onlineUsers(members) });
  if (already || !me.profile) return;
  for (const m of members) if (m !== me) m.send({ cmd: 'user_login', user: me.profile });
}

/** Removes a socket; the others hear the user left once their last socket is gone. */
export function leave<M extends Present>(members: Set<M>, me: M): void {
  if (!members.delete(me)) return;
  for (const m of members) if (m.username === me.username) return;
  for (const m of members) m.send({ cmd: 'exit', username: me.username, reason: 'left' });
}
