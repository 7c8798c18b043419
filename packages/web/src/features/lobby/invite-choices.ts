/**
 * The invitation setup's choices (seed 000 section 5, from the protocol's INVITE) and the check
 * before sending: an invitation to send, a machine challenge to confirm instead, or a problem.
 */
import {
  BOARD_SIZES,
  defaultInvitation,
  INVITE,
  INVITE_COLORS,
  type Invitation,
  type InvitationError,
  validateInvitation,
} from '@tengen/protocol';

export const COLOR_CHOICES = INVITE_COLORS;
export const SIZE_CHOICES = BOARD_SIZES;
export const TIME_CHOICES = INVITE.basicMinutes;
export const BYOYOMI_CHOICES = INVITE.byoyomiSeconds;
export const HANDICAP_CHOICES: readonly number[] = Array.from(
  { length: INVITE.handicapMax - INVITE.handicapMin + 1 },
  (_, i) => INVITE.handicapMin + i,
);

/** What the setup form holds: the playreq fields, not yet checked. */
export type InviteDraft = Invitation;

/** The setup's preselection: guess, 19×19, 20 minutes, 30 s byo-yomi, no handicap. */
export function initialDraft(target: string): InviteDraft {
  return defaultInvitation(target);
}

/** Turning the level-challenge switch: on sets the handicap to 0 (a challenge is an even game). */
export function withChallenge(on: boolean): Partial<InviteDraft> {
  return on ? { challenge: true, handicap: 0 } : { challenge: false };
}

export type InviteCheck =
  | { readonly kind: 'invite'; readonly invitation: Invitation }
  | { readonly kind: 'challenge'; readonly machine: string }
  | { readonly kind: 'problem'; readonly problem: Exclude<InvitationError, 'MACHINE_TARGET'> };

/** Checks a draft from user `me` the way the server will (validateInvitation). */
export function checkInvite(draft: InviteDraft, me: string): InviteCheck {
  const checked = validateInvitation(draft, me);
  if (checked.ok) return { kind: 'invite', invitation: checked.value };
  if (checked.error === 'MACHINE_TARGET') return { kind: 'challenge', machine: draft.target.trim() };
  return { kind: 'problem', problem: checked.error };
}
