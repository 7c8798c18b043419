import type { OnlineUser, ServerMessage } from '@tengen/protocol';
import { serverExamples } from '@tengen/protocol/examples';
import { describe, expect, it } from 'vitest';
import { isStale, SERVER_WORD_GRACE_MS, secondsLeft } from './invitation-deadline.ts';
import {
  INITIAL_LOBBY_STATE,
  type LobbyAction,
  type LobbyInvitation,
  type LobbyState,
  lobbyReducer,
  shownInvitation,
} from './lobby-state.ts';

const T0 = 1_700_000_000_000;
const lee: OnlineUser = { username: 'lee', levelname: '5D', level: 500, usertype: 0, win: 10, fail: 3 };
const cho: OnlineUser = { username: 'cho', levelname: '4D', level: 450, usertype: 1, win: 4, fail: 4 };
const guest: OnlineUser = {
  username: 'guest_123456789',
  levelname: 'Auto',
  level: -101,
  usertype: 0,
  win: 0,
  fail: 0,
};

/** `me` is in the lobby as lee, with cho online. */
const joined: LobbyState = { ...INITIAL_LOBBY_STATE, connection: 'joined', me: 'lee', users: [lee, cho] };

const msg = (message: ServerMessage, now = T0): LobbyAction => ({ type: 'message', message, now });
const sentReq = serverExamples.play_req; // lee → cho, id 7
const receivedReq: ServerMessage = {
  ...serverExamples.play_req,
  id: 8,
  from: 'cho',
  fromlevelname: '4D',
  target: 'lee',
  targetlevelname: '5D',
  color: 'white',
};

const sent: LobbyInvitation = {
  id: 7,
  direction: 'sent',
  dialogType: 1,
  opponent: 'cho',
  opponentLevel: '4D',
  inviterColor: 'black',
  size: 13,
  time: 10,
  byoyomi: 0,
  handicap: 2,
  deadline: T0 + 10_000,
  answering: false,
};
const received: LobbyInvitation = {
  ...sent,
  id: 8,
  direction: 'received',
  dialogType: 2,
  inviterColor: 'white',
};

function run(state: LobbyState, ...actions: LobbyAction[]): LobbyState {
  return actions.reduce(lobbyReducer, state);
}

describe('lobbyReducer over the lobby and invitation messages', () => {
  const rows: [name: string, before: LobbyState, actions: LobbyAction[], expected: Partial<LobbyState>][] = [
    [
      'connected names me',
      INITIAL_LOBBY_STATE,
      [msg({ ...serverExamples.connected, username: 'cho' })],
      { me: 'cho' },
    ],
    [
      'onlineuser replaces the list',
      joined,
      [msg({ cmd: 'onlineuser', userlist: [guest] })],
      { users: [guest] },
    ],
    [
      'user_login adds a user',
      joined,
      [msg({ cmd: 'user_login', user: guest })],
      { users: [lee, cho, guest] },
    ],
    [
      'user_login of someone listed replaces them',
      joined,
      [msg({ cmd: 'user_login', user: { ...cho, win: 5 } })],
      { users: [lee, { ...cho, win: 5 }] },
    ],
    [
      'exit removes a user',
      joined,
      [msg({ cmd: 'exit', username: 'cho', reason: 'left' })],
      { users: [lee] },
    ],
    [
      'exit of someone unknown changes nothing',
      joined,
      [msg({ cmd: 'exit', username: 'kim', reason: 'left' })],
      { users: [lee, cho] },
    ],
    ['play_req from me is a sent invitation (type 1)', joined, [msg(sentReq)], { invitations: [sent] }],
    [
      'play_req to me is a received invitation (type 2)',
      joined,
      [msg(receivedReq)],
      { invitations: [received] },
    ],
    [
      'a level challenge from me is type 3',
      joined,
      [msg({ ...sentReq, handicap: 0, challenge: true })],
      { invitations: [{ ...sent, handicap: 0, dialogType: 3 }] },
    ],
    [
      'a level challenge to me is type 4',
      joined,
      [msg({ ...receivedReq, handicap: 0, challenge: true })],
      { invitations: [{ ...received, handicap: 0, dialogType: 4 }] },
    ],
    [
      'the countdown runs from when it arrived',
      joined,
      [msg({ ...sentReq, countdown: 4 }, T0 + 500)],
      { invitations: [{ ...sent, deadline: T0 + 4500 }] },
    ],
    [
      'the same play_req twice is one invitation',
      joined,
      [msg(sentReq), msg(sentReq)],
      { invitations: [sent] },
    ],
    [
      'cancel_play_resp of my own: gone, no notice',
      joined,
      [msg(sentReq), msg(serverExamples.cancel_play_resp)],
      { invitations: [], notice: null },
    ],
    [
      'cancel_play_resp of one to me: the inviter withdrew',
      joined,
      [msg(receivedReq), msg({ cmd: 'cancel_play_resp', id: 8 })],
      { invitations: [], notice: { kind: 'withdrawn', opponent: 'cho' } },
    ],
    [
      'reject_play_resp of mine: the opponent refused',
      joined,
      [msg(sentReq), msg(serverExamples.reject_play_resp)],
      { invitations: [], notice: { kind: 'refused', opponent: 'cho' } },
    ],
    [
      'reject_play_resp of one I refused: gone, no notice',
      joined,
      [msg(receivedReq), msg({ cmd: 'reject_play_resp', id: 8 })],
      { invitations: [], notice: null },
    ],
    [
      'play_timeout of mine',
      joined,
      [msg(sentReq), msg(serverExamples.play_timeout)],
      { invitations: [], notice: { kind: 'expired', direction: 'sent', opponent: 'cho' } },
    ],
    [
      'play_timeout of one to me',
      joined,
      [msg(receivedReq), msg({ cmd: 'play_timeout', id: 8 })],
      { invitations: [], notice: { kind: 'expired', direction: 'received', opponent: 'cho' } },
    ],
    [
      'an end of an unknown invitation changes nothing',
      joined,
      [msg({ cmd: 'play_timeout', id: 99 })],
      { invitations: [], notice: null },
    ],
    [
      'agree_play_resp: go to the game',
      joined,
      [msg(sentReq), msg(serverExamples.agree_play_resp)],
      { invitations: [], playId: 99 },
    ],
    [
      'after agree nothing else changes the page',
      joined,
      [
        msg(receivedReq),
        msg({ cmd: 'agree_play_resp', id: 8, playid: 5 }),
        msg(sentReq),
        msg(serverExamples.reject_play_resp),
      ],
      { invitations: [], playId: 5, notice: null },
    ],
    [
      'an error is a notice and frees the buttons',
      joined,
      [
        msg(sentReq),
        { type: 'answering', id: 7 },
        msg({ cmd: 'error', code: 'RATE_LIMITED', message: 'slow down' }),
      ],
      { invitations: [sent], notice: { kind: 'error', code: 'RATE_LIMITED', message: 'slow down' } },
    ],
    [
      'NO_SUCH_INVITATION drops the one being answered',
      joined,
      [
        msg(sentReq),
        msg(receivedReq),
        { type: 'answering', id: 8 },
        msg({ cmd: 'error', code: 'NO_SUCH_INVITATION', message: 'gone' }),
      ],
      { invitations: [sent], notice: { kind: 'error', code: 'NO_SUCH_INVITATION', message: 'gone' } },
    ],
    [
      'an offline target',
      joined,
      [
        msg({
          cmd: 'error',
          code: 'INVITE_TARGET_OFFLINE',
          message: 'kim is not online',
          replyTo: 'playreq',
        }),
      ],
      { notice: { kind: 'error', code: 'INVITE_TARGET_OFFLINE', message: 'kim is not online' } },
    ],
    [
      'answering marks one invitation',
      joined,
      [msg(sentReq), msg(receivedReq), { type: 'answering', id: 8 }],
      { invitations: [sent, { ...received, answering: true }] },
    ],
    ['a game message is ignored', joined, [msg(serverExamples.pos)], {}],
    ['ping_resp is ignored', joined, [msg(serverExamples.ping_resp)], {}],
    [
      'dismissNotice',
      { ...joined, notice: { kind: 'refused', opponent: 'cho' } },
      [{ type: 'dismissNotice' }],
      { notice: null },
    ],
    [
      'the link drops: invitations go',
      joined,
      [msg(sentReq), { type: 'connection', state: 'lost' }],
      { connection: 'lost', invitations: [] },
    ],
    [
      'joined again keeps the lists',
      { ...joined, connection: 'lost' },
      [{ type: 'connection', state: 'joined' }],
      { connection: 'joined' },
    ],
    [
      'tick before the grace keeps it',
      joined,
      [msg(sentReq), { type: 'tick', now: T0 + 10_000 + SERVER_WORD_GRACE_MS }],
      { invitations: [sent] },
    ],
    [
      'tick after the grace drops it as expired',
      joined,
      [msg(sentReq), { type: 'tick', now: T0 + 10_001 + SERVER_WORD_GRACE_MS }],
      { invitations: [], notice: { kind: 'expired', direction: 'sent', opponent: 'cho' } },
    ],
  ];
  it.each(rows)('%s', (_name, before, actions, expected) => {
    expect(run(before, ...actions)).toEqual({ ...before, ...expected });
  });

  it('every lobby and invitation message has a row', () => {
    const covered = new Set(
      rows.flatMap(([, , actions]) => actions.flatMap((a) => (a.type === 'message' ? [a.message.cmd] : []))),
    );
    for (const cmd of [
      'connected',
      'onlineuser',
      'user_login',
      'exit',
      'play_req',
      'cancel_play_resp',
      'reject_play_resp',
      'agree_play_resp',
      'play_timeout',
      'error',
    ]) {
      expect(covered).toContain(cmd);
    }
  });

  it('every server message leaves the state well formed', () => {
    for (const message of Object.values(serverExamples)) {
      const after = lobbyReducer(joined, msg(message));
      expect(Array.isArray(after.users)).toBe(true);
      expect(Array.isArray(after.invitations)).toBe(true);
    }
  });
});

describe('shownInvitation', () => {
  it.each([
    ['none', [], null],
    ['a sent one', [sent], sent],
    ['a received one before an older sent one', [sent, received], received],
  ] as const)('%s', (_name, invitations, expected) => {
    expect(shownInvitation({ ...joined, invitations: [...invitations] })).toEqual(expected);
  });
});

describe('countdown', () => {
  const deadline = T0 + 10_000;
  it.each([
    [T0, 10],
    [T0 + 1, 10],
    [T0 + 999, 10],
    [T0 + 1000, 9],
    [T0 + 9_001, 1],
    [T0 + 9_999, 1],
    [T0 + 10_000, 0],
    [T0 + 60_000, 0],
    [T0 - 5_000, 15],
  ])('at %i: %i s left', (now, left) => {
    expect(secondsLeft(deadline, now)).toBe(left);
  });

  it.each([
    [deadline, false],
    [deadline + SERVER_WORD_GRACE_MS, false],
    [deadline + SERVER_WORD_GRACE_MS + 1, true],
  ])('stale at %i: %s', (now, stale) => {
    expect(isStale(deadline, now)).toBe(stale);
  });
});

describe('open challenges, quick match and a game started from another tab', () => {
  const seek = serverExamples.seek_add.seek;
  const other = { ...seek, id: 5, username: 'cho' };

  it('lists the seeks: the list on joining, each added once, each removed', () => {
    let s = lobbyReducer(joined, msg({ cmd: 'seek_list', seeks: [seek] }));
    s = lobbyReducer(s, msg({ cmd: 'seek_add', seek: other }));
    s = lobbyReducer(s, msg({ cmd: 'seek_add', seek: other }));
    expect(s.seeks.map((x) => x.id)).toEqual([4, 5]);
    s = lobbyReducer(s, msg({ cmd: 'seek_remove', id: 4, reason: 'accepted' }));
    expect(s.seeks).toEqual([other]);
  });

  it('goes to the game of an accepted seek and of a quick match; waits and stops waiting', () => {
    expect(lobbyReducer(joined, msg(serverExamples.seek_agree_resp)).playId).toBe(99);
    let s = lobbyReducer(joined, msg(serverExamples.quick_match_wait));
    expect(s.waitingIn).toBe('19-10');
    expect(lobbyReducer(s, msg(serverExamples.quick_match_cancel_resp)).waitingIn).toBeNull();
    s = lobbyReducer(s, msg(serverExamples.quick_match_resp));
    expect(s).toMatchObject({ waitingIn: null, playId: 99 });
  });

  it('a game started from another tab: this tab stays, drops that invitation and shows a link', () => {
    const invited = lobbyReducer(joined, msg(sentReq));
    const s = lobbyReducer(
      invited,
      msg({ cmd: 'play_start_tip', playid: 42, opponent: 'cho', id: sentReq.id }),
    );
    expect(s).toMatchObject({
      playId: null,
      invitations: [],
      notice: { kind: 'startedElsewhere', playId: 42, opponent: 'cho' },
    });
  });

  it('an accepted seek the server says is gone leaves the list, with the refusal said', () => {
    const listed = lobbyReducer(joined, msg({ cmd: 'seek_list', seeks: [seek, other] }));
    const accepting = lobbyReducer(listed, { type: 'acceptingSeek', id: 5 });
    const refused = lobbyReducer(
      accepting,
      msg({ cmd: 'error', code: 'NO_SUCH_SEEK', message: 'taken', replyTo: 'accept_seek_req' }),
    );
    expect(refused.seeks).toEqual([seek]);
    expect(refused.notice).toMatchObject({ kind: 'error', code: 'NO_SUCH_SEEK' });
  });

  it('a lost link ends a quick-match wait', () => {
    const waiting = lobbyReducer(joined, msg(serverExamples.quick_match_wait));
    expect(lobbyReducer(waiting, { type: 'connection', state: 'lost' }).waitingIn).toBeNull();
  });
});
