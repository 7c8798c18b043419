/**
 * Who is where across the site's processes: the lobby, each game room, and the site as a whole
 * (anyone with a socket open, whom an invitation can reach). Each process tells the board when
 * a user's first socket in a place opens on it and when the last one closes; the board counts
 * the processes, so a user is present while any process has them. Without Redis the board is
 * this process's memory (memoryPresence); with it, redis-presence.ts.
 */
import type { OnlineUser } from '@tengen/protocol';

/** The places: the lobby, a game room, and the whole site. */
export const LOBBY_PLACE = 'lobby';
export const SITE_PLACE = 'site';
export const gamePlace = (playId: number) => `game:${playId}`;

/** The play of a game room's place, or null for another place. */
export function playIdOfPlace(place: string): number | null {
  const id = /^game:(\d+)$/.exec(place)?.[1];
  return id === undefined ? null : Number(id);
}

export interface PresenceBoard {
  /** A user's first socket in `place` opened on this process; true if the user is new to the place. */
  arrive(place: string, user: OnlineUser): Promise<boolean>;
  /** The user's last socket in `place` on this process closed; true if the user has left the place. */
  depart(place: string, username: string): Promise<boolean>;
  /** A present user's new profile (their record after a game); false if they are not in `place`. */
  update(place: string, user: OnlineUser): Promise<boolean>;
  /** Everyone present in `place`, on any process. */
  users(place: string): Promise<OnlineUser[]>;
  isPresent(place: string, username: string): Promise<boolean>;
  /** Every place where the user is present, on any process (a friend's whereabouts). */
  placesOf(username: string): Promise<string[]>;
}

export function memoryPresence(): PresenceBoard {
  const places = new Map<string, Map<string, { user: OnlineUser; count: number }>>();
  const placesOfUser = new Map<string, Set<string>>();
  return {
    async arrive(place, user) {
      const present = places.get(place) ?? new Map();
      places.set(place, present);
      const entry = present.get(user.username);
      if (entry) {
        entry.count++;
        return false;
      }
      present.set(user.username, { user, count: 1 });
      const hers = placesOfUser.get(user.username) ?? new Set();
      placesOfUser.set(user.username, hers.add(place));
      return true;
    },
    async depart(place, username) {
      const present = places.get(place);
      const entry = present?.get(username);
      if (!present || !entry) return false;
      if (--entry.count > 0) return false;
      present.delete(username);
      if (present.size === 0) places.delete(place);
      const hers = placesOfUser.get(username);
      hers?.delete(place);
      if (hers?.size === 0) placesOfUser.delete(username);
      return true;
    },
    async update(place, user) {
      const entry = places.get(place)?.get(user.username);
      if (entry) entry.user = user;
      return entry !== undefined;
    },
    async users(place) {
      return [...(places.get(place)?.values() ?? [])].map((e) => e.user);
    },
    async isPresent(place, username) {
      return places.get(place)?.has(username) ?? false;
    },
    async placesOf(username) {
      return [...(placesOfUser.get(username) ?? [])];
    },
  };
}
