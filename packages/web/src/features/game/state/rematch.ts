/**
 * "Play again" (seed 000 section 2, side toolbar): an invitation to the same opponent with the
 * same settings (playreq), move choices included. Settings outside the invitation's choices take the nearest choice.
 */
import type { Stone } from '@tengen/core';
import { type ClientMessageOf, INVITE, type PlayInfo } from '@tengen/protocol';

function nearest<T extends number>(choices: readonly T[], value: number): T {
  return choices.reduce((best, c) => (Math.abs(c - value) < Math.abs(best - value) ? c : best), choices[0]);
}

/** The invitation for the player of `seat`, or null when there is nobody to invite (a machine game). */
export function rematchInvitation(play: PlayInfo, seat: Stone): ClientMessageOf<'playreq'> | null {
  if (play.machineid > 0) return null;
  const target = seat === 1 ? play.wusername : play.busername;
  if (target === '') return null;
  return {
    cmd: 'playreq',
    target,
    color: seat === 1 ? 'black' : 'white',
    size: play.lu,
    time: nearest(INVITE.basicMinutes, play.timecount),
    byoyomi: nearest(INVITE.byoyomiSeconds, play.dumiao),
    handicap: Math.min(INVITE.handicapMax, Math.max(INVITE.handicapMin, play.rangzi)),
    ...(play.stepselect ? { stepselect: true } : {}),
  };
}
