/** The players' new records after a game's result, to whoever sees them in a list. */
import { isMachineName } from '@tengen/protocol';
import { onlineProfileOf } from '../accounts/online-profile.ts';
import { LOBBY_PLACE, type PresenceBoard } from '../cluster/presence-board.ts';
import { type Place, type Present, updateProfile } from '../lobby/presence.ts';
import type { Store } from '../storage/store.ts';

/**
 * After a result (the end, an appeal man's new one): everyone in the game's room hears the
 * players' wins, losses and level, and the lobby's list keeps them for whoever opens it next.
 */
export async function announceRecords<M extends Present>(
  room: Place<M>,
  players: readonly string[],
  store: Store,
  board: PresenceBoard,
): Promise<void> {
  for (const name of players) {
    const user = isMachineName(name) ? null : await store.userByName(name);
    if (!user) continue;
    const profile = onlineProfileOf(user);
    await updateProfile(room, board, profile);
    await board.update(LOBBY_PLACE, profile);
  }
}
