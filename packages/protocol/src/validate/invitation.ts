/** Invitation settings against the seed's choices (section 5), for the dialog and the server alike. */
import { err, ok, type Result } from '@tengen/core';
import { BOARD_SIZES, INVITE, INVITE_COLORS, type InviteColor } from '../constants/limits.ts';
import { isGuestName, isMachineName } from '../constants/users.ts';
import type { ClientMessageOf } from '../socket/client-messages.ts';

/** A checked invitation: the playreq message without its cmd. */
export type Invitation = Omit<ClientMessageOf<'playreq'>, 'cmd'>;

/** What a form or a frame holds before checking. */
export interface InvitationInput {
  readonly target: string;
  readonly color: string;
  readonly size: number;
  readonly time: number;
  readonly byoyomi: number;
  readonly handicap: number;
  /** A level challenge: a ranked even game. Absent means an ordinary invitation. */
  readonly challenge?: boolean;
  /** The move-choice panel on in the game. Absent means off. */
  readonly stepselect?: boolean;
}

export type InvitationError =
  | 'BAD_TARGET'
  | 'SELF_TARGET'
  | 'GUEST_TARGET'
  /** A machine opponent: open the challenge confirmation (POST /jwt/startgameka/) instead. */
  | 'MACHINE_TARGET'
  | 'BAD_COLOR'
  | 'BAD_SIZE'
  | 'BAD_TIME'
  | 'BAD_BYOYOMI'
  | 'BAD_HANDICAP'
  /** A level challenge is an even game: handicap 0 only. */
  | 'CHALLENGE_HANDICAP';

function isOneOf<T extends number | string>(values: readonly T[], value: number | string): value is T {
  return (values as readonly (number | string)[]).includes(value);
}

/**
 * Checks an invitation from user `self`: the target first, then each setting in dialog order,
 * then a level challenge's own rule (no handicap). The checked invitation carries
 * `challenge: true` only for a level challenge, and `stepselect: true` only with the move-choice
 * panel on, so an ordinary one reads as it always did.
 */
export function validateInvitation(
  input: InvitationInput,
  self: string,
): Result<Invitation, InvitationError> {
  const target = input.target.trim();
  if (target === '' || target.length > 40) return err('BAD_TARGET');
  if (target === self) return err('SELF_TARGET');
  if (isGuestName(target)) return err('GUEST_TARGET');
  if (isMachineName(target)) return err('MACHINE_TARGET');
  const { color, size, time, byoyomi, handicap } = input;
  if (!isOneOf<InviteColor>(INVITE_COLORS, color)) return err('BAD_COLOR');
  if (!isOneOf(BOARD_SIZES, size)) return err('BAD_SIZE');
  if (!isOneOf(INVITE.basicMinutes, time)) return err('BAD_TIME');
  if (!isOneOf(INVITE.byoyomiSeconds, byoyomi)) return err('BAD_BYOYOMI');
  if (!Number.isInteger(handicap) || handicap < INVITE.handicapMin || handicap > INVITE.handicapMax) {
    return err('BAD_HANDICAP');
  }
  const stepselect = input.stepselect === true ? { stepselect: true } : {};
  if (input.challenge === true) {
    if (handicap !== 0) return err('CHALLENGE_HANDICAP');
    return ok({ target, color, size, time, byoyomi, handicap, challenge: true, ...stepselect });
  }
  return ok({ target, color, size, time, byoyomi, handicap, ...stepselect });
}

/** The dialog's preselected settings: guess, 19×19, 20 minutes, 30 s byo-yomi, no handicap. */
export function defaultInvitation(target: string): Invitation {
  return { target, color: 'guess', size: 19, time: INVITE.defaultBasicMinutes, byoyomi: 30, handicap: 0 };
}
