/** Small rules of the user list and card (seed 000 sections 3 and 5). */
import {
  isGuestName,
  type MembershipTier,
  membershipTier,
  RECENT_RESULTS_SHOWN,
  type UserCard,
} from '@tengen/protocol';

/** A guest (`guest_` and nine digits) has no profile, so it is never fetched; nor is an empty name. */
export function mayFetchProfile(username: string): boolean {
  return username !== '' && !isGuestName(username);
}

/** The last results shown on a card: at most 10, newest first as they arrive. */
export function recentResults(card: Pick<UserCard, 'lastplay'>): readonly boolean[] {
  return card.lastplay.slice(0, RECENT_RESULTS_SHOWN).map((r) => r.iswin);
}

export function cardTier(card: Pick<UserCard, 'usertype'>): MembershipTier {
  return membershipTier(card.usertype);
}
