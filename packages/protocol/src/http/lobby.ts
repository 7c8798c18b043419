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
}
