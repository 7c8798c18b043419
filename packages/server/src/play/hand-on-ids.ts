/**
 * A command a process hands on to a game's owner carries an id that stays the same when it is
 * asked again. If the owner stored it and was lost before answering, the next owner finds the
 * id among the stored events and answers "done" instead of applying the command twice (a chat
 * message stored twice, a move refused as already played).
 */
import { randomUUID } from 'node:crypto';
import type { RoomCommand } from './room/commands.ts';

/** A command as stored: `handOnId` when another process handed it on. */
export type HandedCommand = RoomCommand & { readonly handOnId?: string };

/** Retries come within seconds, a few commands later at most: the last 64 are plenty. */
const REMEMBERED = 64;

/** The command with an id for every hop it makes to an owner. */
export function toHandOn(command: RoomCommand): HandedCommand {
  return { ...command, handOnId: randomUUID() };
}

/** The hand-on ids of a room's last stored commands. */
export class HandOnIds {
  private readonly ids = new Set<string>();

  remember(command: HandedCommand): void {
    const id = command.handOnId;
    if (id === undefined) return;
    this.ids.add(id);
    if (this.ids.size > REMEMBERED) this.ids.delete(this.ids.values().next().value as string);
  }

  /** Whether this command was handed on before and stored. */
  stored(command: HandedCommand): boolean {
    return command.handOnId !== undefined && this.ids.has(command.handOnId);
  }
}
