/**
 * Every role against every action, over real sockets (seed 000 section 6): only the two
 * members move, pass, resign, take back, count, start early and call the judge; the judge
 * chats even when chat is off; user level 3 deletes anyone's chat and forbids; others delete
 * only their own messages or those of a lower level; guests chat only with guestenable.
 */
import type { ClientMessage, ServerMessageOf } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPlay, Play } from '../storage/types.ts';
import { LiveSite, type LiveUser, TestClient } from '../testing/test-live.ts';

type Role = 'black' | 'white' | 'guest' | 'other' | 'judge' | 'appeal' | 'moderator' | 'level1' | 'level2';
const NON_MEMBERS = ['guest', 'other', 'judge', 'appeal', 'moderator'] as const;

let site: LiveSite;
const users = {} as Record<Exclude<Role, 'guest'>, LiveUser>;

beforeAll(async () => {
  site = await LiveSite.start();
  const names: [Exclude<Role, 'guest'>, string][] = [
    ['black', 'alice'],
    ['white', 'bob'],
    ['other', 'carol'],
    ['judge', 'judy'],
    ['appeal', 'apollo'],
    ['moderator', 'moira'],
    ['level1', 'lev1'],
    ['level2', 'lev2'],
  ];
  for (const [role, name] of names) users[role] = await site.register(name);
  await site.store.updateUser(users.judge.id, { isAuditMan: true });
  await site.store.updateUser(users.appeal.id, { isAppealMan: true });
  await site.store.updateUser(users.moderator.id, { userLevel: 3 });
  await site.store.updateUser(users.level1.id, { userLevel: 1 });
  await site.store.updateUser(users.level2.id, { userLevel: 2 });
});
afterAll(() => site.destroy());

type Room = Record<Role, TestClient> & { game: Play; close(): void };

/** A game between alice and bob, everyone in its room. */
async function room(settings: Partial<NewPlay> = {}, roles: readonly Role[] = ROLES): Promise<Room> {
  const game = await site.createPlay(users.black, users.white, settings);
  const clients = {} as Record<Role, TestClient>;
  for (const role of roles) clients[role] = await site.join(game.id, role === 'guest' ? null : users[role]);
  return {
    ...clients,
    game,
    close: () => {
      for (const c of Object.values(clients)) c.close();
    },
  };
}
const ROLES: readonly Role[] = [
  'black',
  'white',
  'guest',
  'other',
  'judge',
  'appeal',
  'moderator',
  'level1',
  'level2',
];

/** Sends a frame and expects it refused with `code`. */
async function refused(client: TestClient, frame: ClientMessage, code: ServerMessageOf<'error'>['code']) {
  client.send(frame);
  const error = await client.next('error');
  expect({ cmd: frame.cmd, code: error.code, replyTo: error.replyTo }).toEqual({
    cmd: frame.cmd,
    code,
    replyTo: frame.cmd,
  });
}

async function stateOf(r: Room) {
  r.guest.send({ cmd: 'getinitdata' });
  const { elapsed: _elapsed, ...data } = await r.guest.next('initdata');
  return { data, log: (await site.store.eventsOf(r.game.id)).length };
}

/** Twenty quiet moves on 9×9 (enough to ask for counting); black is to play move 21. */
const TWENTY = ['aa', 'ba', 'ca', 'da', 'ea', 'fa', 'ga', 'ha', 'ia', 'ab'].flatMap((b, i) => [
  b,
  ['ai', 'bi', 'ci', 'di', 'ei', 'fi', 'gi', 'hi', 'ii', 'ah'][i],
]);

async function play(r: Room, points: readonly string[]) {
  for (const [i, pos] of points.entries()) {
    (i % 2 === 0 ? r.black : r.white).send({ cmd: 'pos_stone', pos, step: i + 1 });
    await r.black.next('pos', (m) => m.step === i + 1);
  }
}

describe('roles over real sockets', () => {
  it('each socket is told its role', async () => {
    const r = await room();
    const expected: Record<Role, { role: string; color: number }> = {
      black: { role: 'member', color: 1 },
      white: { role: 'member', color: 2 },
      guest: { role: 'guest', color: 0 },
      other: { role: 'other', color: 0 },
      judge: { role: 'judge', color: 0 },
      appeal: { role: 'other', color: 0 },
      moderator: { role: 'other', color: 0 },
      level1: { role: 'other', color: 0 },
      level2: { role: 'other', color: 0 },
    };
    for (const role of ROLES) {
      const info = await site.playInfo(r.game.id, role === 'guest' ? null : users[role]);
      expect(info.ismember, role).toBe(role === 'black' || role === 'white');
      expect(info.isauditman, role).toBe(role === 'judge');
      expect(info.isappealman, role).toBe(role === 'appeal');
    }
    for (const role of ROLES) {
      const socket = await connectRaw(r.game.id, role);
      expect(await socket.next('connected'), role).toMatchObject(expected[role]);
      socket.close();
    }
    r.close();
  });

  it('only the members move, pass, resign, take back, count, call the judge and switch chat', async () => {
    const r = await room({ undoAllowed: true, judgeCallsAllowed: true });
    await play(r, TWENTY);
    const before = await stateOf(r);
    const memberOnly: ClientMessage[] = [
      { cmd: 'pos_stone', pos: 'ee', step: 21 },
      { cmd: 'pass_req', step: 21 },
      { cmd: 'send_fail' },
      { cmd: 'restore_req', depth: 1 },
      { cmd: 'restore_req', depth: 2 },
      { cmd: 'calc_stone_req' },
      { cmd: 'call_judge_req' },
      { cmd: 'change_chat_req', action: 'disable' },
      { cmd: 'startnow' },
    ];
    for (const role of NON_MEMBERS)
      for (const frame of memberOnly) await refused(r[role], frame, 'NOT_ALLOWED');
    expect(await stateOf(r)).toEqual(before);

    // The members may, each in turn.
    r.black.send({ cmd: 'call_judge_req' });
    expect(await r.judge.next('call_judge_tip')).toMatchObject({ color: 1, remaining: 1 });
    r.white.send({ cmd: 'change_chat_req', action: 'disable' });
    expect(await r.guest.next('change_chat_resp')).toMatchObject({ black_chat: true, white_chat: false });
    r.white.send({ cmd: 'change_chat_req', action: 'enable' });
    expect(await r.guest.next('change_chat_resp')).toMatchObject({ white_chat: true });

    // A take-back: only the opponent answers it, and only the players hear the request.
    r.black.send({ cmd: 'restore_req', depth: 2 });
    expect(await r.white.next('restore_tip')).toMatchObject({ color: 1, depth: 2 });
    for (const role of NON_MEMBERS) {
      await refused(r[role], { cmd: 'restore_yes_resp' }, 'NOT_ALLOWED');
      await refused(r[role], { cmd: 'restore_no_resp' }, 'NOT_ALLOWED');
    }
    await refused(r.black, { cmd: 'restore_yes_resp' }, 'NO_PENDING_REQUEST'); // not one's own
    r.white.send({ cmd: 'restore_no_resp' });
    expect(await r.guest.next('restore_ret')).toMatchObject({ agree: false, stepcount: 20 });

    // Counting: asked, agreed, its result refused — each step the opponent's alone.
    r.black.send({ cmd: 'calc_stone_req' });
    expect(await r.white.next('calcstone_tip')).toMatchObject({ state: 'asked', color: 1 });
    for (const role of NON_MEMBERS) {
      await refused(r[role], { cmd: 'calc_stone_yes_req' }, 'NOT_ALLOWED');
      await refused(r[role], { cmd: 'calc_stone_no_req', reason: 1 }, 'NOT_ALLOWED');
    }
    r.white.send({ cmd: 'calc_stone_yes_req' });
    await r.black.next('calc_score_tip');
    for (const role of NON_MEMBERS) {
      await refused(r[role], { cmd: 'calc_stone_yes_result' }, 'NOT_ALLOWED');
      await refused(r[role], { cmd: 'calc_stone_no_result' }, 'NOT_ALLOWED');
    }
    r.white.send({ cmd: 'calc_stone_no_result' });
    await r.black.next('calc_stone_no_result_tip');

    // Spectators heard none of the requests between the players.
    const requests = ['restore_tip', 'calcstone_tip', 'calc_score_tip', 'calc_stone_no_result_tip'];
    for (const role of NON_MEMBERS) {
      expect(
        r[role].received.filter((m) => requests.includes(m.cmd)).map((m) => m.cmd),
        role,
      ).toEqual([]);
    }

    r.black.send({ cmd: 'pos_stone', pos: 'ee', step: 21 });
    await r.other.next('pos', (m) => m.step === 21);
    r.white.send({ cmd: 'pass_req', step: 22 });
    expect(await r.other.next('pos', (m) => m.step === 22)).toMatchObject({ pos: 'tt' });
    r.black.send({ cmd: 'send_fail' });
    expect(await r.judge.next('sendfail_resp')).toMatchObject({ color: 1, result: 2, wintype: 1 });
    r.close();
  });

  it('only the members start early, and only the opponent accepts', async () => {
    const r = await room({ earlyStartAllowed: true, startsAt: Date.now() + 60_000 });
    for (const role of NON_MEMBERS) await refused(r[role], { cmd: 'startnow' }, 'NOT_ALLOWED');
    r.black.send({ cmd: 'startnow' });
    expect(await r.white.next('start_now_tip')).toMatchObject({ color: 1 });
    for (const role of NON_MEMBERS) {
      await refused(r[role], { cmd: 'startnow_yes' }, 'NOT_ALLOWED');
      await refused(r[role], { cmd: 'startnow_no' }, 'NOT_ALLOWED');
    }
    await refused(r.black, { cmd: 'startnow_yes' }, 'NO_PENDING_REQUEST');
    r.white.send({ cmd: 'startnow_yes' });
    await r.guest.next('startnow_yes_resp');
    r.black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    await r.judge.next('pos');
    r.close();
  });

  it('chat on, guests off: the members and the judge chat; guests and other spectators do not', async () => {
    const r = await room();
    for (const role of ['black', 'white', 'judge'] as const) {
      r[role].send({ cmd: 'add_chat', content: `hello from ${role}` });
      expect((await r.guest.next('addchat')).chat).toMatchObject({ User: NAMES[role] });
    }
    await refused(r.guest, { cmd: 'add_chat', content: 'hi' }, 'GUEST_NOT_ALLOWED');
    for (const role of ['other', 'appeal', 'moderator', 'level1', 'level2'] as const) {
      await refused(r[role], { cmd: 'add_chat', content: 'hi' }, 'CHAT_NOT_ALLOWED');
    }
    r.close();
  });

  it('chat off: only the judge chats', async () => {
    const r = await room({ chatEnabled: false, guestsMayChat: true });
    r.judge.send({ cmd: 'add_chat', content: 'the judge speaks' });
    expect((await r.black.next('addchat')).chat).toMatchObject({ User: 'judy', Content: 'the judge speaks' });
    await refused(r.guest, { cmd: 'add_chat', content: 'hi' }, 'CHAT_NOT_ALLOWED');
    for (const role of ['black', 'white', 'other', 'appeal', 'moderator'] as const) {
      await refused(r[role], { cmd: 'add_chat', content: 'hi' }, 'CHAT_NOT_ALLOWED');
    }
    r.close();
  });

  it('a player switches chat off: nobody but the judge chats', async () => {
    const r = await room({ guestsMayChat: true });
    r.black.send({ cmd: 'change_chat_req', action: 'disable' });
    await r.guest.next('change_chat_resp');
    for (const role of ['black', 'white', 'guest', 'other', 'moderator'] as const) {
      await refused(r[role], { cmd: 'add_chat', content: 'hi' }, 'CHAT_NOT_ALLOWED');
    }
    r.judge.send({ cmd: 'add_chat', content: 'still here' });
    expect((await r.white.next('addchat')).chat).toMatchObject({ User: 'judy' });
    r.close();
  });

  it('guestenable: everyone chats; deleting follows user levels; level 3 forbids', async () => {
    const r = await room({ guestsMayChat: true });
    const ids = {} as Record<Role, number>;
    for (const role of ROLES) {
      r[role].send({ cmd: 'add_chat', content: `I am ${role}` });
      const { chat } = await r.black.next('addchat', (m) => m.chat.Content === `I am ${role}`);
      ids[role] = chat.id;
    }
    const deleted = async (by: Role, whose: Role) => {
      r[by].send({ cmd: 'delete_chat', id: ids[whose] });
      expect(await r.guest.next('deletechat')).toEqual({ cmd: 'deletechat', id: ids[whose] });
    };
    const kept = (by: Role, whose: Role) =>
      refused(r[by], { cmd: 'delete_chat', id: ids[whose] }, 'NOT_ALLOWED');

    await kept('other', 'black'); // same level (0)
    await kept('judge', 'white'); // the judge has no say over chat messages
    await kept('black', 'other'); // nor have the players
    await kept('guest', 'appeal');
    await kept('level1', 'level2'); // a higher level
    await kept('level2', 'moderator');
    await deleted('guest', 'guest'); // one's own
    await deleted('other', 'other');
    await deleted('level1', 'white'); // a lower level
    await deleted('level2', 'level1');
    await deleted('moderator', 'level2'); // level 3: anyone's
    await deleted('moderator', 'judge');
    await deleted('moderator', 'black');
    await refused(r.moderator, { cmd: 'delete_chat', id: ids.black }, 'NO_SUCH_CHAT'); // gone

    for (const role of ['black', 'white', 'guest', 'other', 'judge', 'appeal', 'level2'] as const) {
      await refused(r[role], { cmd: 'forbid_chat', username: 'carol' }, 'NOT_ALLOWED');
    }
    r.moderator.send({ cmd: 'forbid_chat', username: 'carol' });
    expect(await r.black.next('forbid_resp')).toMatchObject({ username: 'carol' });
    await refused(r.other, { cmd: 'add_chat', content: 'let me speak' }, 'CHAT_NOT_ALLOWED');
    r.close();
  });

  it('a user marked bad or banned from chat may not chat, whatever else allows it', async () => {
    // A chat reads the account and the bans afresh, so the marks made before it count.
    await site.store.updateUser(users.level1.id, { markedBad: true });
    const r = await room({ guestsMayChat: true });
    await site.store.banChat({
      userId: users.level2.id,
      playId: r.game.id,
      byUserId: users.moderator.id,
      at: Date.now(),
    });
    await site.store.banChat({
      userId: users.appeal.id,
      playId: 0,
      byUserId: users.moderator.id,
      at: Date.now(),
    });
    await refused(r.level1, { cmd: 'add_chat', content: 'hi' }, 'CHAT_NOT_ALLOWED');
    await refused(r.level2, { cmd: 'add_chat', content: 'hi' }, 'CHAT_NOT_ALLOWED'); // banned in this play
    await refused(r.appeal, { cmd: 'add_chat', content: 'hi' }, 'CHAT_NOT_ALLOWED'); // banned site-wide
    r.other.send({ cmd: 'add_chat', content: 'but I may' });
    await r.black.next('addchat');
    await site.store.updateUser(users.level1.id, { markedBad: false });
    r.close();
  });

  it('marks and levels changed while the user sits in the room apply from their next chat', async () => {
    await site.store.updateUser(users.level2.id, { markedBad: true });
    const r = await room({ guestsMayChat: true });
    r.other.send({ cmd: 'add_chat', content: 'before' });
    await r.black.next('addchat');
    await site.store.updateUser(users.other.id, { markedBad: true });
    await refused(r.other, { cmd: 'add_chat', content: 'after the mark' }, 'CHAT_NOT_ALLOWED');
    await site.store.updateUser(users.other.id, { markedBad: false });
    // Marked when joining, unmarked since: may speak now.
    await refused(r.level2, { cmd: 'add_chat', content: 'still marked' }, 'CHAT_NOT_ALLOWED');
    await site.store.updateUser(users.level2.id, { markedBad: false });
    r.level2.send({ cmd: 'add_chat', content: 'unmarked' });
    expect(await r.black.next('addchat')).toMatchObject({ chat: { User: 'lev2', Content: 'unmarked' } });
    // Made a moderator mid-game: the next forbid_chat is allowed.
    await refused(r.level1, { cmd: 'forbid_chat', username: 'carol' }, 'NOT_ALLOWED');
    await site.store.updateUser(users.level1.id, { userLevel: 3 });
    r.level1.send({ cmd: 'forbid_chat', username: 'carol' });
    expect(await r.black.next('forbid_resp')).toMatchObject({ username: 'carol' });
    await site.store.updateUser(users.level1.id, { userLevel: 1 });
    r.close();
  });
});

const NAMES: Record<Role, string> = {
  black: 'alice',
  white: 'bob',
  guest: '',
  other: 'carol',
  judge: 'judy',
  appeal: 'apollo',
  moderator: 'moira',
  level1: 'lev1',
  level2: 'lev2',
};

/** A new socket that has sent init_user (site.join reads `connected` itself). */
async function connectRaw(playId: number, role: Role): Promise<TestClient> {
  const info = await site.playInfo(playId, role === 'guest' ? null : users[role]);
  const client = await TestClient.connect(info.sockethost);
  client.send({ cmd: 'init_user', pkey: `play:${playId}`, userkey: info.userkey });
  return client;
}
