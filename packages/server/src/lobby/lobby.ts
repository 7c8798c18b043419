import type { ServerMessage } from '@tengen/protocol';
import type { Cluster } from '../cluster/cluster.ts';
import { LOBBY_PLACE } from '../cluster/presence-board.ts';
import type { Place, Present } from './presence.ts';

/** The game room lobby (`/play/room/`): who is there, so players can find and invite each other. */
export class Lobby implements Place<Present> {
  readonly place = LOBBY_PLACE;
  readonly members = new Set<Present>();

  constructor(private readonly cluster: Pick<Cluster, 'publishLobby'>) {}

  tellOthers(message: ServerMessage): void {
    this.cluster.publishLobby(message);
  }

  /** Tells every socket in the lobby, here and on the other processes. */
  tellAll(message: ServerMessage): void {
    this.hear(message);
    this.tellOthers(message);
  }

  /** A message from another process, for this process's sockets in the lobby. */
  hear(message: ServerMessage): void {
    for (const m of this.members) m.send(message);
  }
}
