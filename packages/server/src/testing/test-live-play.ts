/**
 * For HTTP tests that need a game with moves: the real game rooms (LiveRooms) over the test
 * app's store, so moves, take-backs and finishes are stored exactly as live play stores them.
 */
import { LiveRooms } from '../play/live-rooms.ts';
import type { RoomCommand } from '../play/room/commands.ts';
import type { Store } from '../storage/store.ts';

export interface TestRooms {
  /** Runs commands in a play's room; a refused one throws. */
  play(playId: number, ...commands: RoomCommand[]): Promise<void>;
  close(): Promise<void>;
}

export function testRooms(store: Store, now: () => number): TestRooms {
  const rooms = new LiveRooms({
    store,
    now,
    onError: (error) => {
      throw error;
    },
  });
  return {
    async play(playId, ...commands) {
      const host = await rooms.room(playId);
      if (host === null) throw new Error(`no play ${playId}`);
      for (const command of commands) {
        const refused = await host.submit(command);
        if (refused !== null) throw new Error(`${command.type} refused: ${refused.code} ${refused.message}`);
      }
    },
    close: () => rooms.close(),
  };
}

/** Both players show up, then the moves alternate from black (SGF points, `tt` a pass). */
export function joinAndMove(...points: string[]): RoomCommand[] {
  return [
    { type: 'join', by: 1 },
    { type: 'join', by: 2 },
    ...points.map(
      (point, i): RoomCommand =>
        point === 'tt'
          ? { type: 'pass', by: i % 2 === 0 ? 1 : 2, step: i + 1 }
          : { type: 'move', by: i % 2 === 0 ? 1 : 2, point, step: i + 1 },
    ),
  ];
}
