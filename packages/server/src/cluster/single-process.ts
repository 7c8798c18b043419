/** One process, no Redis: this process owns every game, and all news stays in it. */
import { randomUUID } from 'node:crypto';
import type { Cluster } from './cluster.ts';
import { memoryPresence } from './presence-board.ts';

export function singleProcess(node = `single-${randomUUID()}`): Cluster {
  return {
    node,
    shared: false,
    connected: true,
    start: async () => {},
    acquire: async () => true,
    // No lease is kept: every game is this process's to take.
    ownersOf: async (playIds) => playIds.map(() => null),
    release: async () => {},
    watch: async () => {},
    unwatch: async () => {},
    publish: () => {},
    publishLobby: () => {},
    mail: () => {},
    presence: memoryPresence(),
    request: async () => ({ moved: true }),
    close: async () => {},
  };
}
