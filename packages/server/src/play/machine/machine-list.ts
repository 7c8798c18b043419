/** The machine opponents the lobby lists: the configured machine users, as the site shows their ranks. */
import { type MachineOpponent, rankLabelFor } from '@tengen/protocol';
import type { Store } from '../../storage/store.ts';
import { MACHINE_USERS } from './machine-users.ts';

/** Every configured machine user that exists, weakest first (by its level, then its name). */
export async function machineOpponents(store: Store): Promise<MachineOpponent[]> {
  const users = await Promise.all(MACHINE_USERS.map((m) => store.userByName(m.username)));
  return users
    .flatMap((user) =>
      user === null
        ? []
        : [
            {
              username: user.username,
              displayname: user.displayName || user.username,
              gamelevel: user.rank,
              gamelevelname: rankLabelFor(user.rank),
            },
          ],
    )
    .sort((a, b) => a.gamelevel - b.gamelevel || a.username.localeCompare(b.username));
}
