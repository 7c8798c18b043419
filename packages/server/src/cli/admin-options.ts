/** Reading the admin CLI's option values: ranks, tiers, roles, times, numbers. */
import { err, ok, type Result } from '@tengen/core';
import { MEMBERSHIP, RANKS, rankValue } from '@tengen/protocol';

/** `--tier`: the wire's usertype 0 normal, 1 silver, 2 gold, 3 task card. */
export const TIERS = {
  normal: MEMBERSHIP.normal,
  silver: MEMBERSHIP.silver,
  gold: MEMBERSHIP.gold,
  taskcard: 3,
} as const;

/** A role an administrator grants: referee, complaint judge, chat moderator (user level 3). */
export const ROLE_NAMES = ['audit', 'appeal', 'moderator'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

const MIN_RANK = RANKS[0][1];
const MAX_RANK = RANKS[RANKS.length - 1][1];

export function readInt(
  name: string,
  text: string | undefined,
  min: number,
  max: number,
): Result<number | undefined, string> {
  if (text === undefined) return ok(undefined);
  const n = Number(text);
  if (!/^-?\d+$/.test(text) || n < min || n > max)
    return err(`--${name} must be an integer from ${min} to ${max}`);
  return ok(n);
}

/** A label of the rank table (`5D`, `10k`, `Auto`) or a level value (`500`). */
export function readRank(text: string | undefined): Result<number | undefined, string> {
  if (text === undefined) return ok(undefined);
  const byLabel = rankValue(text);
  if (byLabel !== null) return ok(byLabel);
  const value = readInt('rank', text, MIN_RANK, MAX_RANK);
  return value.ok
    ? value
    : err(`--rank must be a rank (15K…9D, Auto) or a level from ${MIN_RANK} to ${MAX_RANK}`);
}

export function readTier(text: string | undefined): Result<number | undefined, string> {
  if (text === undefined) return ok(undefined);
  const tier = TIERS[text.toLowerCase() as keyof typeof TIERS];
  return tier === undefined ? err(`--tier must be one of ${Object.keys(TIERS).join(', ')}`) : ok(tier);
}

export function readRole(text: string | undefined): Result<RoleName, string> {
  return (ROLE_NAMES as readonly (string | undefined)[]).includes(text)
    ? ok(text as RoleName)
    : err(`the role must be one of ${ROLE_NAMES.join(', ')}`);
}

/** `--start`: an ISO date-time, or `+N` minutes from now; default now. */
export function readStart(text: string | undefined, now: number): Result<number, string> {
  if (text === undefined) return ok(now);
  const relative = /^\+(\d{1,6})$/.exec(text);
  if (relative !== null) return ok(now + Number(relative[1]) * 60_000);
  const at = Date.parse(text);
  return Number.isNaN(at) ? err('--start must be an ISO date-time or +minutes') : ok(at);
}

/** Every value of `results`, or the first error. */
export function all<T extends Record<string, Result<unknown, string>>>(
  results: T,
): Result<{ [K in keyof T]: T[K] extends Result<infer V, string> ? V : never }, string> {
  const values: Record<string, unknown> = {};
  for (const [key, result] of Object.entries(results)) {
    if (!result.ok) return result;
    values[key] = result.value;
  }
  return ok(values as { [K in keyof T]: T[K] extends Result<infer V, string> ? V : never });
}
