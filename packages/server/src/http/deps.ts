/** What the route modules need, handed over by app.ts. */
import type { Accounts } from '../accounts/accounts.ts';
import type { PresenceBoard } from '../cluster/presence-board.ts';
import type { SocketEndpoints } from '../config/server-config.ts';
import type { RoomGateway } from '../play/room-gateway.ts';
import type { Store } from '../storage/store.ts';

export interface HttpDeps {
  readonly store: Store;
  readonly accounts: Accounts;
  readonly rooms: RoomGateway;
  /** Signs userkeys. */
  readonly secret: Buffer;
  readonly sockets: SocketEndpoints;
  readonly now: () => number;
  /** Who is where on the site, on every process (the friends list's online state). */
  readonly presence: PresenceBoard;
}
