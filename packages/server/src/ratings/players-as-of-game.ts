/**
 * The players of a play as its page records them: a finished ranked game shows the levels it
 * left its players at (its rating history), whatever their levels are now; any other play
 * shows them as they are.
 */
import type { Store } from '../storage/store.ts';
import type { Play, User } from '../storage/types.ts';

export async function playersAsOfGame(
  store: Store,
  play: Play,
  black: User,
  white: User,
): Promise<[User, User]> {
  if (!play.ranked || play.status !== 1) return [black, white];
  const changes = await store.ratings.changesOf(play.id);
  const asOf = (user: User): User => {
    const change = changes.find((c) => c.userId === user.id);
    return change === undefined ? user : { ...user, rank: change.levelAfter };
  };
  return [asOf(black), asOf(white)];
}
