/**
 * Tengen's lobby call: the seed's lobby page (`/play/room/`) needs a socket credential like the
 * game page's play info gives. Same conventions as the /jwt/ calls.
 */
import * as z from 'zod/mini';
import type { RouteSpec } from './route-spec.ts';

const none = z.object({});

export const LOBBY_ROUTES = {
  /** Who the visitor is in the lobby and how to reach its socket (a guest gets a guest name). */
  lobby: { method: 'GET', path: '/api/lobby/', params: none, form: none, auth: 'optional' },
} as const satisfies Record<string, RouteSpec>;

export interface LobbyInfo {
  readonly username: string;
  /** False for a guest: guests watch the lobby but cannot invite. */
  readonly canInvite: boolean;
  readonly sockethost: string;
  readonly sockethost2: string;
  /** Presented in `init_user` with `pkey: 'lobby'`. */
  readonly userkey: string;
  /** The machine opponents the server plays (none without engines), weakest first. */
  readonly machines: readonly MachineOpponent[];
  /** A guest, or an account that has finished no game yet: the page shows them the way in. */
  readonly newcomer: boolean;
}

/** One machine opponent: challenged with POST /jwt/startgameka/ and its `username`. */
export interface MachineOpponent {
  readonly username: string;
  readonly displayname: string;
  /** Its level and the rank label of the table, as every player's is shown. */
  readonly gamelevel: number;
  readonly gamelevelname: string;
}
