import type { OnlineUser, WinLoss } from '@tengen/protocol';

/**
 * A player's wins and losses: from the room's list while they are in it (the room tells it the
 * new record when a result is given), else as the page was loaded.
 */
export function playerRecordOf(users: readonly OnlineUser[], username: string, loaded: WinLoss): WinLoss {
  const present = users.find((u) => u.username === username);
  return present ? { win: present.win, fail: present.fail } : loaded;
}
