/** What an invitation means for the viewer: the colour they play, and its settings in words. */
import type { InviteColor } from '@tengen/protocol';
import type { LobbyInvitation } from './lobby-state.ts';

const OPPOSITE: Readonly<Record<InviteColor, InviteColor>> = {
  guess: 'guess',
  black: 'white',
  white: 'black',
};

/** The colour the viewer plays: the inviter's own for a sent invitation, the other one for a received one. */
export function viewerColor(invitation: Pick<LobbyInvitation, 'direction' | 'inviterColor'>): InviteColor {
  return invitation.direction === 'sent' ? invitation.inviterColor : OPPOSITE[invitation.inviterColor];
}
