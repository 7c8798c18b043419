/** What the route modules need, handed over by app.ts. */
import type { Accounts } from '../accounts/accounts.ts';
import type { SocketEndpoints } from '../config.ts';
import type { Store } from '../storage/store.ts';
import type { RoomGateway } from './room-gateway.ts';

export interface HttpDeps {
  readonly store: Store;
  readonly accounts: Accounts;
  readonly rooms: RoomGateway;
  /** Signs userkeys. */
  readonly secret: Buffer;
  readonly sockets: SocketEndpoints;
  readonly now: () => number;
}
