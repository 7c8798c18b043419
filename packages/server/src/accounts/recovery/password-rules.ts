/**
 * What registration, a password change and a reset refuse besides the length rule: a password
 * a cracker would guess early (zxcvbn's estimate below score 2, about a million guesses, with the
 * common-password and name lists and the username itself as hints), and usernames that would
 * pass for the site's staff.
 */
import zxcvbnCore from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';

/** zxcvbn's 0–4; 2 is "somewhat guessable": more than 10^6 guesses. docs/accounts.md says why. */
export const MIN_PASSWORD_SCORE = 2;

let checker: InstanceType<typeof zxcvbnCore.ZxcvbnFactory> | null = null;

/** True for a password too easy to guess; `hints` (the username, the address) count against it. */
export async function isWeakPassword(password: string, hints: readonly string[] = []): Promise<boolean> {
  checker ??= new zxcvbnCore.ZxcvbnFactory({
    dictionary: zxcvbnCommon.dictionary,
    graphs: zxcvbnCommon.adjacencyGraphs,
  });
  const estimate = await checker.check(password, [...hints]);
  return estimate.score < MIN_PASSWORD_SCORE;
}

/** Compared without case; names that start with one of these are refused too (`admin_2`, `Root1`). */
const RESERVED_NAMES = [
  'admin',
  'administrator',
  'root',
  'system',
  'moderator',
  'mod',
  'tengen',
  'support',
  'staff',
  'official',
  'referee',
  'security',
  'webmaster',
  'postmaster',
] as const;

export function isReservedUsername(username: string): boolean {
  const name = username.toLowerCase().replace(/_/g, '');
  return RESERVED_NAMES.some(
    (reserved) => name === reserved || (reserved.length > 3 && name.startsWith(reserved)),
  );
}
