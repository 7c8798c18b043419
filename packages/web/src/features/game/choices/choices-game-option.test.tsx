/** Where the move-choice option (stepselect) shows outside the game page's panel. */
import { describe, expect, it } from 'vitest';
import { renderHtml, renderWithHost, textOf } from '../../../common/test-render.ts';
import { InvitationDialog } from '../../lobby/invitation-dialog.tsx';
import { InviteSetupDialog } from '../../lobby/invite-setup-dialog.tsx';
import type { LobbyInvitation } from '../../lobby/lobby-state.ts';
import { detailsFromPlayInfo, GameDetails, type GameDetailsData } from '../overlays/game-details.tsx';
import { testPlay } from '../state/test-game.ts';

const noop = () => undefined;
const invitation: LobbyInvitation = {
  id: 7,
  direction: 'received',
  dialogType: 2,
  opponent: 'cho',
  opponentLevel: '4D',
  inviterColor: 'black',
  size: 13,
  time: 10,
  byoyomi: 30,
  handicap: 0,
  deadline: 10_000,
  answering: false,
};
const dialog = (inv: LobbyInvitation, lang = 'en') =>
  textOf(
    renderWithHost(
      <InvitationDialog invitation={inv} now={0} onAccept={noop} onReject={noop} onCancel={noop} />,
      { lang },
    ),
  );

describe('the move-choice option', () => {
  it('is a switch of the invitation setup, off at first', () => {
    const html = renderWithHost(
      <InviteSetupDialog target="cho" me="lee" onSend={noop} onChallenge={noop} onClose={noop} />,
    );
    expect(html).toMatch(/role="switch" aria-checked="false"[^>]*>.*?Move choices \(A to E\)/);
    expect(html).not.toContain('candidate points');
  });

  it('shows in the invitation dialog only when on, in the viewer language', () => {
    expect(dialog(invitation)).not.toContain('Move choices');
    expect(dialog({ ...invitation, stepselect: true })).toContain('Move choices (A to E) On');
    expect(dialog({ ...invitation, stepselect: true }, 'ja')).toContain('着手候補（A から E） あり');
  });

  it('shows in the game details (41) only when the game has it', () => {
    const details: GameDetailsData = detailsFromPlayInfo(testPlay({ stepselect: true }));
    expect(textOf(renderHtml(<GameDetails details={details} />))).toContain('Move choices (A to E) On');
    const off = detailsFromPlayInfo(testPlay());
    expect(textOf(renderHtml(<GameDetails details={off} />))).not.toContain('Move choices');
  });
});
