/**
 * The room key of `init_user` (`pkey`): `play:` and a play id, or `lobby`. Apart from the
 * message schemas so that a client that only sends (the web page) does not bundle them.
 */

/** `play:` and a play id, `class:` and a class id (docs/classroom.md), or `lobby`. */
export const PKEY_PATTERN = /^(?:(?:play|class):[1-9]\d{0,15}|lobby)$/;
/** The `pkey` of the lobby's socket (Tengen's; the seed shows only game rooms). */
export const LOBBY_PKEY = 'lobby';

/** The playid of an `init_user` pkey. */
export function playIdOfPkey(pkey: string): number | null {
  return PKEY_PATTERN.test(pkey) && pkey.startsWith('play:') ? Number(pkey.slice('play:'.length)) : null;
}

export function pkeyOf(playid: number): string {
  return `play:${playid}`;
}

/** The class id of a class's `init_user` pkey (`class:<id>`, docs/classroom.md), or null. */
export function classIdOfPkey(pkey: string): number | null {
  return PKEY_PATTERN.test(pkey) && pkey.startsWith('class:') ? Number(pkey.slice('class:'.length)) : null;
}
