/**
 * The game record of a play: a finished game's is the one the room stored with its outcome; a
 * game in progress has its record rebuilt from the room's stored commands, replayed through the
 * room's own step function and written with the room's SGF writer, so both read the same.
 */

import type { Store } from '../storage/store.ts';
import type { Play } from '../storage/types.ts';
import { recordSgf } from './outcome.ts';
import { roomConfigOf } from './play-config.ts';
import type { RoomCommand } from './room/commands.ts';
import { createRoom, type RoomState } from './room/room-state.ts';
import { step } from './room/step.ts';

export interface MovesSoFar {
  /** Every move, SGF points, `tt` a pass. */
  readonly moves: readonly string[];
  /** The last thing that happened: the finish, else the last stored command, else the start. */
  readonly lastAt: number;
  readonly finished: boolean;
}

/** The moves so far and when the game last changed. */
export async function movesSoFar(store: Store, play: Play): Promise<MovesSoFar> {
  if (play.status === 1) {
    return { moves: play.finalMoves, lastAt: play.finishedAt ?? play.startsAt, finished: true };
  }
  const live = await replayedRoom(store, play);
  return { moves: live.state.moves, lastAt: live.lastAt ?? play.startsAt, finished: false };
}

/** The SGF text of a play: as stored when finished, else written from the replayed room. */
export async function playSgf(store: Store, play: Play): Promise<string> {
  if (play.status === 1 && play.sgf !== '') return play.sgf;
  return recordSgf((await replayedRoom(store, play)).state);
}

async function replayedRoom(store: Store, play: Play): Promise<{ state: RoomState; lastAt: number | null }> {
  const [black, white, events] = await Promise.all([
    store.userById(play.blackId),
    store.userById(play.whiteId),
    store.eventsOf(play.id),
  ]);
  let state = createRoom(roomConfigOf(play, { black: black?.username ?? '', white: white?.username ?? '' }));
  for (const { event, at } of events) {
    const r = step(state, event as RoomCommand, at);
    if (r.ok) state = r.state;
  }
  return { state, lastAt: events.at(-1)?.at ?? null };
}
