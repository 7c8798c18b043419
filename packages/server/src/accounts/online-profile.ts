import { type OnlineUser, rankLabelFor } from '@tengen/protocol';
import type { User } from '../storage/types.ts';

/** How a signed-in user shows in the list of who is in a place (`onlineuser`, `user_login`). */
export function onlineProfileOf(user: User): OnlineUser {
  return {
    username: user.username,
    levelname: rankLabelFor(user.rank),
    level: user.rank,
    usertype: user.membership,
    win: user.wins,
    fail: user.losses,
  };
}
