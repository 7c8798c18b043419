/** How a room's messages reach the sockets it holds on this process: each serialized once for all who hear it. */
import type { Frame } from '../cluster/cluster.ts';
import { PreparedMessage } from '../socket/prepared-message.ts';
import type { Audience, Outbound } from './room/commands.ts';
import type { RoomMember } from './room-host.ts';

/**
 * Sends the messages to `members`; answers them serialized for the other processes when the
 * game is `shared` with them (none when this process is alone: then a message nobody here hears
 * is never serialized).
 */
export function broadcastTo(
  members: Iterable<RoomMember>,
  out: readonly Outbound[],
  shared: boolean,
): Frame[] {
  if (!shared) {
    for (const { to, message } of out) {
      let prepared: PreparedMessage | null = null;
      for (const member of members) {
        if (!hears(member, to)) continue;
        prepared ??= new PreparedMessage(JSON.stringify(message));
        member.sendPrepared(prepared);
      }
    }
    return [];
  }
  const frames = out.map(({ to, message }) => ({ to, text: JSON.stringify(message) }));
  deliverTo(members, frames);
  return frames;
}

/** Sends messages already serialized (by this process or the game's owner) to `members`. */
export function deliverTo(members: Iterable<RoomMember>, frames: readonly Frame[]): void {
  for (const { to, text } of frames) {
    let prepared: PreparedMessage | null = null;
    for (const member of members) {
      if (!hears(member, to)) continue;
      prepared ??= new PreparedMessage(text);
      member.sendPrepared(prepared);
    }
  }
}

function hears(member: RoomMember, to: Audience): boolean {
  return to === 'room' || (to === 'players' && member.seat !== 0) || to === member.seat;
}
