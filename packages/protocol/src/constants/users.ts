/** Who users are: membership tiers, languages, guest and machine names, roles. */

/** `usertype` (and player level): 0 normal, 1 silver, 2 gold; any other value is a task (homework) card. */
export const MEMBERSHIP = { normal: 0, silver: 1, gold: 2 } as const;
export type MembershipTier = 'normal' | 'silver' | 'gold' | 'taskCard';

export function membershipTier(usertype: number): MembershipTier {
  if (usertype === MEMBERSHIP.normal) return 'normal';
  if (usertype === MEMBERSHIP.silver) return 'silver';
  if (usertype === MEMBERSHIP.gold) return 'gold';
  return 'taskCard';
}

/** `userlevel` 3 may delete anyone's chat messages and forbid users in chat. */
export const MODERATOR_USER_LEVEL = 3;

/** Interface languages; the fallback is Simplified Chinese. */
export const LANGUAGES = ['en', 'cn', 'ja', 'ko', 'zh_Hant'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'cn';

export function isLanguage(code: string): code is Language {
  return (LANGUAGES as readonly string[]).includes(code);
}

/** A user setting as a language, or the fallback. */
export function languageOrFallback(code: string | null | undefined): Language {
  return code !== null && code !== undefined && isLanguage(code) ? code : FALLBACK_LANGUAGE;
}

/** Guest names are `guest_` and nine digits; their private profile is never fetched. */
export const GUEST_NAME_PATTERN = /^guest_\d{9}$/;
export const GUEST_NAME_PREFIX = 'guest_';

export function isGuestName(username: string): boolean {
  return GUEST_NAME_PATTERN.test(username);
}

/**
 * Machine opponents' usernames begin with this prefix (Tengen's choice; the seed says only
 * "the machine prefix"). Inviting such a user opens the challenge confirmation instead.
 */
export const MACHINE_NAME_PREFIX = 'machine_';

export function isMachineName(username: string): boolean {
  return username.startsWith(MACHINE_NAME_PREFIX);
}

/** A user's role in one game room (seed 000 section 6). */
export const ROLES = ['guest', 'other', 'member', 'judge'] as const;
export type Role = (typeof ROLES)[number];
