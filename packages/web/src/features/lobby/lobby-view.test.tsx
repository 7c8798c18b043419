import type { OnlineUser, SiteUser } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../../common/test-render.ts';
import { createI18n } from '../../i18n/index.ts';
import { InvitationDialog } from './invitation-dialog.tsx';
import { viewerColor } from './invitation-terms.ts';
import { InviteSetupDialog } from './invite-setup-dialog.tsx';
import { noticeText } from './lobby-notice.tsx';
import type { LobbyInvitation, LobbyNotice } from './lobby-state.ts';
import { listedUsers, OnlineUsers } from './online-users.tsx';

const T0 = 1_700_000_000_000;
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
  handicap: 2,
  deadline: T0 + 10_000,
  answering: false,
};
const noop = () => undefined;
const dialog = (inv: LobbyInvitation, now = T0, lang = 'en') =>
  renderWithHost(
    <InvitationDialog invitation={inv} now={now} onAccept={noop} onReject={noop} onCancel={noop} />,
    { lang },
  );

describe('InvitationDialog', () => {
  it('a received invitation (type 2): accept and reject, the settings, 10 s', () => {
    const html = dialog(invitation);
    expect(html).toContain('Invitation received');
    expect(html).toContain('cho (4D) invites you to a game.');
    expect(html).toContain('>Accept<');
    expect(html).toContain('>Reject<');
    expect(html).not.toContain('Cancel invitation');
    expect(html).toContain('<dd>White</dd>');
    expect(html).toContain('<dd>13 × 13</dd>');
    expect(html).toContain('10 min + 30 s × 3');
    expect(html).toContain('<dd>2 stones</dd>');
    expect(html).toContain('10 seconds left');
  });

  it('a sent invitation (type 1): cancel only', () => {
    const html = dialog(
      { ...invitation, direction: 'sent', dialogType: 1, byoyomi: 0, handicap: 0 },
      T0 + 9_500,
    );
    expect(html).toContain('Invitation sent');
    expect(html).toContain('Waiting for cho (4D) to answer.');
    expect(html).toContain('Cancel invitation');
    expect(html).not.toContain('>Accept<');
    expect(html).toContain('<dd>Black</dd>');
    expect(html).toContain('10 min, no byo-yomi');
    expect(html).toContain('<dd>None</dd>');
    expect(html).toContain('1 second left');
  });

  it.each([3, 4] as const)('type %i has its own title', (dialogType) => {
    expect(dialog({ ...invitation, dialogType })).toContain(
      dialogType === 3 ? 'Level challenge sent' : 'Level challenge received',
    );
  });

  it('a received level challenge (type 4): its own words and terms, accept and reject', () => {
    const html = dialog({ ...invitation, dialogType: 4, handicap: 0 });
    expect(html).toContain('Level challenge received');
    expect(html).toContain('cho (4D) challenges you to a ranked game.');
    expect(html).not.toContain('invites you to a game');
    expect(html).toContain('A ranked even game: no handicap, no take-backs.');
    expect(html).toContain('>Accept<');
    expect(html).toContain('>Reject<');
  });

  it('a sent level challenge (type 3): waiting, cancel only, the ranked terms', () => {
    const html = dialog({ ...invitation, direction: 'sent', dialogType: 3, handicap: 0 });
    expect(html).toContain('Level challenge sent');
    expect(html).toContain('Waiting for cho (4D) to answer.');
    expect(html).toContain('A ranked even game: no handicap, no take-backs.');
    expect(html).toContain('Cancel invitation');
    expect(html).not.toContain('>Accept<');
  });

  it('an ordinary invitation says nothing of ranking', () => {
    expect(dialog(invitation)).not.toContain('ranked');
  });

  it.each([
    ['cn', '收到升降级挑战', 'cho（4D）向您发起升降级挑战。'],
    ['zh_Hant', '收到升降級挑戰', 'cho（4D）向您發起升降級挑戰。'],
    ['ja', '昇段挑戦が届きました', 'cho（4D）から昇段挑戦の申し込みです。'],
    ['ko', '승급 도전이 왔습니다', 'cho(4D) 님이 승급 도전을 청합니다.'],
  ])('a received level challenge in %s', (lang, title, text) => {
    const html = dialog({ ...invitation, dialogType: 4, handicap: 0 }, T0, lang);
    expect(html).toContain(title);
    expect(html).toContain(text);
  });

  it('an answer on its way disables the buttons', () => {
    expect(dialog({ ...invitation, answering: true }).match(/disabled=""/g)).toHaveLength(2);
  });

  it('speaks Chinese', () => {
    expect(dialog(invitation, T0, 'cn')).toContain('cho（4D）邀请您对局。');
  });
});

describe('InviteSetupDialog', () => {
  it('offers the level-challenge switch, off at first, with the handicap still open', () => {
    const html = renderWithHost(
      <InviteSetupDialog target="cho" me="lee" onSend={noop} onChallenge={noop} onClose={noop} />,
    );
    expect(html).toMatch(/role="switch" aria-checked="false"[^>]*>.*?Level challenge/);
    expect(html).not.toContain('A ranked even game');
    expect(html).not.toMatch(/<button[^>]*disabled=""/);
  });
});

describe('viewerColor', () => {
  it.each([
    ['sent', 'black', 'black'],
    ['sent', 'guess', 'guess'],
    ['received', 'black', 'white'],
    ['received', 'white', 'black'],
    ['received', 'guess', 'guess'],
  ] as const)('%s, inviter %s: the viewer plays %s', (direction, inviterColor, expected) => {
    expect(viewerColor({ direction, inviterColor })).toBe(expected);
  });
});

describe('OnlineUsers', () => {
  const user = (username: string, level: number): OnlineUser => ({
    username,
    levelname: 'x',
    level,
    usertype: 0,
    win: 1,
    fail: 2,
  });
  const users = [user('kim', 100), user('guest_123456789', -101), user('lee', 500), user('ahn', 100)];

  it('lists players strongest first and counts guests', () => {
    const { players, guests } = listedUsers(users);
    expect(players.map((u) => u.username)).toEqual(['lee', 'ahn', 'kim']);
    expect(guests).toBe(1);
  });

  it('a signed-in viewer may invite everyone but themselves', () => {
    const html = renderWithHost(<OnlineUsers users={users} siteUsers={null} me="lee" onInvite={noop} />);
    expect(html).toContain('aria-label="Invite ahn"');
    expect(html).toContain('aria-label="Invite kim"');
    expect(html).not.toContain('aria-label="Invite lee"');
    expect(html).toContain('3 players online and 1 guest watching');
    expect(html).toContain('href="/u/lee/"');
  });

  it('a guest sees no invite buttons', () => {
    const html = renderWithHost(
      <OnlineUsers users={users} siteUsers={null} me="guest_123456789" onInvite={null} />,
    );
    expect(html).not.toContain('>Invite<');
  });

  it('lists everyone on the site with where they are, a game to watch linked', () => {
    const site: SiteUser[] = [
      { ...user('kim', 100), where: 'playing', playid: 5 },
      { ...user('ahn', 100), where: 'watching', playid: 6 },
      { ...user('cho', 200), where: 'elsewhere' },
    ];
    const html = renderWithHost(<OnlineUsers users={users} siteUsers={site} me="lee" onInvite={noop} />);
    expect(html).toContain('<a class="tg-online__watch" href="/play/p/5/">Playing: watch</a>');
    expect(html).toContain('<a class="tg-online__watch" href="/play/p/6/">Watching a game</a>');
    expect(html).toContain('Elsewhere on the site');
    // Lee is in the lobby and not yet in the site's list: listed as in the game room.
    expect(html).toContain('In the game room');
    expect(html).toContain('4 players online and 1 guest watching');
  });

  it('says so when nobody else is there', () => {
    const html = renderWithHost(
      <OnlineUsers users={[user('lee', 500)]} siteUsers={null} me="lee" onInvite={noop} />,
    );
    expect(html).toContain('No other player is here yet.');
  });
});

describe('noticeText', () => {
  const t = createI18n('en').getFixedT('en', 'lobby');
  const rows: [LobbyNotice, string][] = [
    [{ kind: 'refused', opponent: 'cho' }, 'The opponent refused your invitation.'],
    [{ kind: 'withdrawn', opponent: 'cho' }, 'cho withdrew the invitation.'],
    [{ kind: 'expired', direction: 'sent', opponent: 'cho' }, 'cho did not answer in time.'],
    [{ kind: 'expired', direction: 'received', opponent: 'cho' }, 'The invitation from cho has expired.'],
    [
      { kind: 'error', code: 'INVITE_TARGET_OFFLINE', message: 'cho is not online' },
      'That player is not online now.',
    ],
    [{ kind: 'error', code: 'GUEST_NOT_ALLOWED', message: 'sign in' }, 'Please sign in to invite players.'],
    [
      { kind: 'error', code: 'BAD_FIELD', message: 'playreq.time: bad' },
      'The server refused: playreq.time: bad',
    ],
  ];
  it.each(rows)('%j', (notice, text) => {
    expect(noticeText(notice, t)).toBe(text);
  });
});
