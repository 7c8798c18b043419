/**
 * The machine opponents: users whose names begin with `machine_`, played by the engine. Those
 * named `machine_gnugo_<level>` play at that GNU Go level (0–10); any other machine user the
 * administrator creates plays at DEFAULT_MACHINE_LEVEL. The ones below are created at server
 * start when missing.
 */
import { randomBytes } from 'node:crypto';
import { isMachineName, rankValue } from '@tengen/protocol';
import type { Accounts } from '../../accounts/accounts.ts';
import type { Store } from '../../storage/store.ts';

export interface MachineUser {
  readonly username: string;
  readonly level: number;
  /** The rank shown for it (rank-table label): a rough guide to GNU Go's strength at that level. */
  readonly rank: string;
}

export const MACHINE_USERS: readonly MachineUser[] = [
  { username: 'machine_gnugo_1', level: 1, rank: '15K' },
  { username: 'machine_gnugo_4', level: 4, rank: '12K' },
  { username: 'machine_gnugo_7', level: 7, rank: '10K' },
  { username: 'machine_gnugo_10', level: 10, rank: '8K' },
];

export const DEFAULT_MACHINE_LEVEL = 5;

/** The engine level a machine user plays at; null for a user who is not a machine. */
export function machineLevelOf(username: string): number | null {
  if (!isMachineName(username)) return null;
  const m = /^machine_gnugo_(\d{1,2})$/.exec(username);
  const level = m ? Number(m[1]) : DEFAULT_MACHINE_LEVEL;
  return level <= 10 ? level : DEFAULT_MACHINE_LEVEL;
}

/** Creates the machine users that do not exist yet (with a random password nobody knows). */
export async function ensureMachineUsers(accounts: Accounts, store: Store): Promise<number> {
  let created = 0;
  for (const machine of MACHINE_USERS) {
    if (await store.userByName(machine.username)) continue;
    const made = await accounts.createAccount(
      {
        username: machine.username,
        password: randomBytes(24).toString('base64url'),
        rank: rankValue(machine.rank) ?? undefined,
        displayName: `GNU Go ${machine.level}`,
      },
      { machineName: 'allow' },
    );
    if (made.ok) created++;
    else if (made.error !== 'USERNAME_TAKEN')
      throw new Error(`machine user ${machine.username}: ${made.error}`);
  }
  return created;
}
