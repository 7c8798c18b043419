/**
 * Bad input over real sockets, one row per case: the frame, who sends it, the error code that
 * must answer it — and the game must be exactly as it was (its live state and its stored log).
 */
import type { PlayInfo, ServerMessageOf } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Play } from '../storage/types.ts';
import { LiveSite, type LiveUser, TestClient } from '../testing/test-live.ts';

type Who = 'black' | 'white' | 'guest' | 'other' | 'fresh';
type Frame = string | Buffer | object;
type Code = ServerMessageOf<'error'>['code'];

interface Row {
  readonly name: string;
  readonly by: Who;
  /** The frame, or a function making it once the fixtures exist. */
  readonly frame: Frame | (() => Frame);
  readonly code: Code;
  /** The `replyTo` the error must carry; undefined: none. */
  readonly replyTo?: string;
  /** The game the socket is in: the one being played (default) or one already over. */
  readonly game?: 'live' | 'over';
  /** A second frame on the same socket, with its own expected answer. */
  readonly after?: { readonly frame: Frame; readonly code: Code; readonly replyTo?: string };
}

let site: LiveSite;
let alice: LiveUser;
let bob: LiveUser;
let carol: LiveUser;
let dave: LiveUser;
/** A 9×9 game set up with a ko and a suicide point: black took the ko at cb; white is to play move 2. */
let live: Play;
/** A game that ended by two passes. */
let over: Play;
/** A game between two other players. */
let elsewhere: Play;
/** The play info (its userkey and socket URL) of each role in each game, fetched once. */
const infos = new Map<string, PlayInfo>();

/**
 *    a b c d
 *  a . B W .
 *  b B W . W      black plays cb and captures bb; white retaking at bb is ko;
 *  c . B W .      white at aa is suicide.
 */
const KO_SHAPE = { black: ['ba', 'ab', 'bc'], white: ['ca', 'bb', 'db', 'cc'] };

beforeAll(async () => {
  site = await LiveSite.start();
  [alice, bob, carol, dave] = await Promise.all(
    ['alice', 'bob', 'carol', 'dave'].map((n) => site.register(n)),
  );
  live = await site.createPlay(alice, bob, { presetStones: KO_SHAPE });
  over = await site.createPlay(alice, bob);
  elsewhere = await site.createPlay(carol, dave);
  for (const [game, which] of [
    [live, 'live'],
    [over, 'over'],
  ] as const) {
    for (const [who, user] of [
      ['black', alice],
      ['white', bob],
      ['guest', null],
      ['other', carol],
    ] as const) {
      infos.set(`${which}:${who}`, await site.playInfo(game.id, user));
    }
  }
  infos.set('elsewhere:other', await site.playInfo(elsewhere.id, carol));
  const [black, white] = [await connectAs('live', 'black'), await connectAs('live', 'white')];
  black.send({ cmd: 'pos_stone', pos: 'cb', step: 1 });
  await white.next('pos', (m) => m.step === 1);
  const [b, w] = [await connectAs('over', 'black'), await connectAs('over', 'white')];
  b.send({ cmd: 'pass_req', step: 1 });
  await w.next('pos');
  w.send({ cmd: 'pass_req', step: 2 });
  await b.next('count_proposal');
  b.send({ cmd: 'count_proposal_yes' });
  w.send({ cmd: 'count_proposal_yes' });
  await b.next('autofinish');
  for (const c of [black, white, b, w]) c.close();
});
afterAll(() => site?.destroy());

const key = (where: string) => infos.get(where)?.userkey ?? '';

/**
 * A new socket per use, joined as `who` (`fresh`: connected, not joined), so that no socket of
 * the test comes near the rate limit.
 */
async function connectAs(which: 'live' | 'over', who: Who): Promise<TestClient> {
  const info = infos.get(`${which}:${who === 'fresh' ? 'guest' : who}`)!;
  const client = await TestClient.connect(info.sockethost);
  if (who === 'fresh') return client;
  client.send({ cmd: 'init_user', pkey: `play:${info.playid}`, userkey: info.userkey });
  await client.next('connected');
  await client.next('onlineuser');
  return client;
}

const PRESENCE_EVENTS: ReadonlySet<string> = new Set(['join', 'leave']);

async function stateOf(which: 'live' | 'over') {
  const watcher = await connectAs(which, 'guest');
  watcher.send({ cmd: 'getinitdata' });
  const { elapsed: _elapsed, ...data } = await watcher.next('initdata');
  watcher.close();
  // A player's socket coming and going is stored (who is away): not a change of the game here.
  const log = await site.store.eventsOf((which === 'live' ? live : over).id);
  return { data, log: log.filter(({ event }) => !PRESENCE_EVENTS.has((event as { type: string }).type)) };
}

/** An add_chat frame of exactly `bytes` UTF-8 bytes, its content made of `char`. */
function chatFrameOf(bytes: number, char = 'x'): string {
  const overhead = Buffer.byteLength('{"cmd":"add_chat","content":""}');
  const width = Buffer.byteLength(char);
  const text = `{"cmd":"add_chat","content":"${char.repeat(Math.floor((bytes - overhead) / width))}"}`;
  return text + ' '.repeat(bytes - Buffer.byteLength(text)); // JSON allows trailing spaces
}

const move = (pos: string, step: number) => ({ cmd: 'pos_stone', pos, step });

const rows: Row[] = [
  // The frame itself.
  { name: 'malformed JSON', by: 'black', frame: '{"cmd":"pos_stone","pos":"ee"', code: 'BAD_JSON' },
  { name: 'not JSON at all', by: 'black', frame: 'pos_stone ee 2', code: 'BAD_JSON' },
  { name: 'an empty frame', by: 'black', frame: '', code: 'BAD_JSON' },
  {
    name: 'a binary frame, even of JSON',
    by: 'black',
    frame: Buffer.from('{"cmd":"ping"}'),
    code: 'BAD_JSON',
  },
  {
    name: 'a JSON array',
    by: 'black',
    frame: '[{"cmd":"pos_stone","pos":"ee","step":2}]',
    code: 'NOT_OBJECT',
  },
  { name: 'JSON null', by: 'black', frame: 'null', code: 'NOT_OBJECT' },
  { name: 'a JSON string', by: 'black', frame: '"ping"', code: 'NOT_OBJECT' },
  { name: 'no cmd', by: 'black', frame: { pos: 'ee', step: 2 }, code: 'MISSING_CMD' },
  { name: 'a cmd that is not a string', by: 'black', frame: { cmd: ['pos_stone'] }, code: 'MISSING_CMD' },
  { name: 'an unknown cmd', by: 'black', frame: { cmd: 'dance' }, code: 'UNKNOWN_CMD' },
  { name: 'an inherited name as cmd', by: 'black', frame: { cmd: 'constructor' }, code: 'UNKNOWN_CMD' },
  { name: '__proto__ as cmd', by: 'black', frame: '{"cmd":"__proto__"}', code: 'UNKNOWN_CMD' },
  {
    name: 'a server cmd sent by a client',
    by: 'black',
    frame: { cmd: 'pos', pos: 'ee' },
    code: 'UNKNOWN_CMD',
  },
  // Wrong field types and values.
  ...(
    [
      ['step as a string', { cmd: 'pos_stone', pos: 'ee', step: '2' }],
      ['pos as a number', { cmd: 'pos_stone', pos: 44, step: 2 }],
      ['step missing', { cmd: 'pos_stone', pos: 'ee' }],
      ['step 0', move('ee', 0)],
      ['a fractional step', move('ee', 1.5)],
      ['a pass written as pos tt', move('tt', 2)],
      ['a point beyond the letters', move('zz', 2)],
      ['capital letters', move('EE', 2)],
    ] as const
  ).map(
    ([name, frame]): Row => ({
      name: `pos_stone: ${name}`,
      by: 'white',
      frame,
      code: 'BAD_FIELD',
      replyTo: 'pos_stone',
    }),
  ),
  {
    name: 'pass_req without step',
    by: 'white',
    frame: { cmd: 'pass_req' },
    code: 'BAD_FIELD',
    replyTo: 'pass_req',
  },
  {
    name: 'take-back depth 3',
    by: 'white',
    frame: { cmd: 'restore_req', depth: 3 },
    code: 'BAD_FIELD',
    replyTo: 'restore_req',
  },
  {
    name: 'a refusal reason 9',
    by: 'white',
    frame: { cmd: 'calc_stone_no_req', reason: 9 },
    code: 'BAD_FIELD',
    replyTo: 'calc_stone_no_req',
  },
  {
    name: 'chat switch "maybe"',
    by: 'white',
    frame: { cmd: 'change_chat_req', action: 'maybe' },
    code: 'BAD_FIELD',
    replyTo: 'change_chat_req',
  },
  {
    name: 'chat content a number',
    by: 'white',
    frame: { cmd: 'add_chat', content: 5 },
    code: 'BAD_FIELD',
    replyTo: 'add_chat',
  },
  {
    name: 'delete_chat id 0',
    by: 'white',
    frame: { cmd: 'delete_chat', id: 0 },
    code: 'BAD_FIELD',
    replyTo: 'delete_chat',
  },
  {
    name: 'forbid_chat no username',
    by: 'white',
    frame: { cmd: 'forbid_chat', username: '' },
    code: 'BAD_FIELD',
    replyTo: 'forbid_chat',
  },
  {
    name: 'init_user with a bad pkey',
    by: 'fresh',
    frame: { cmd: 'init_user', pkey: 'play:x', userkey: 'k' },
    code: 'BAD_FIELD',
    replyTo: 'init_user',
  },
  // Size.
  {
    name: 'exactly 4096 bytes is parsed',
    by: 'black',
    frame: chatFrameOf(4096),
    code: 'BAD_FIELD',
    replyTo: 'add_chat',
  },
  { name: '4097 bytes', by: 'black', frame: chatFrameOf(4097), code: 'FRAME_TOO_LARGE' },
  {
    name: 'over 4096 bytes in fewer than 4096 characters',
    by: 'black',
    frame: chatFrameOf(4100, '中'),
    code: 'FRAME_TOO_LARGE',
  },
  {
    name: '60 000 bytes (under the hard limit)',
    by: 'guest',
    frame: chatFrameOf(60_000),
    code: 'FRAME_TOO_LARGE',
  },
  // Session.
  {
    name: 'a game command before init_user',
    by: 'fresh',
    frame: move('ee', 2),
    code: 'NOT_JOINED',
    replyTo: 'pos_stone',
  },
  {
    name: 'getinitdata before init_user',
    by: 'fresh',
    frame: { cmd: 'getinitdata' },
    code: 'NOT_JOINED',
    replyTo: 'getinitdata',
  },
  {
    name: 'chat before init_user',
    by: 'fresh',
    frame: { cmd: 'add_chat', content: 'hello' },
    code: 'NOT_JOINED',
    replyTo: 'add_chat',
  },
  {
    name: "a userkey of another game (someone else's game)",
    by: 'fresh',
    frame: () => ({ cmd: 'init_user', pkey: `play:${live.id}`, userkey: key('elsewhere:other') }),
    code: 'BAD_USERKEY',
    replyTo: 'init_user',
  },
  {
    name: "this game's key presented for another game",
    by: 'fresh',
    frame: () => ({ cmd: 'init_user', pkey: `play:${elsewhere.id}`, userkey: key('live:black') }),
    code: 'BAD_USERKEY',
    replyTo: 'init_user',
  },
  {
    name: 'a forged key',
    by: 'fresh',
    frame: () => ({
      cmd: 'init_user',
      pkey: `play:${live.id}`,
      userkey: `u.${alice.id}.${'A'.repeat(22)}.${'B'.repeat(43)}`,
    }),
    code: 'BAD_USERKEY',
    replyTo: 'init_user',
  },
  {
    name: 'a key with its last character changed',
    by: 'fresh',
    frame: () => ({
      cmd: 'init_user',
      pkey: `play:${live.id}`,
      userkey: `${key('live:white').slice(0, -1)}${key('live:white').endsWith('A') ? 'B' : 'A'}`,
    }),
    code: 'BAD_USERKEY',
    replyTo: 'init_user',
  },
  {
    name: 'a second init_user, as the other player',
    by: 'black',
    frame: () => ({ cmd: 'init_user', pkey: `play:${live.id}`, userkey: key('live:white') }),
    code: 'NOT_ALLOWED',
    replyTo: 'init_user',
    // Still black, not white: it is white's turn, so black's move is refused.
    after: { frame: move('ee', 2), code: 'NOT_YOUR_TURN', replyTo: 'pos_stone' },
  },
  {
    name: "a guest's second init_user, with a player's key",
    by: 'guest',
    frame: () => ({ cmd: 'init_user', pkey: `play:${live.id}`, userkey: key('live:white') }),
    code: 'NOT_ALLOWED',
    replyTo: 'init_user',
    after: { frame: move('ee', 2), code: 'NOT_ALLOWED', replyTo: 'pos_stone' }, // still a guest
  },
  // Whose move, which move.
  {
    name: "the opponent's colour (black on white's turn)",
    by: 'black',
    frame: move('ee', 2),
    code: 'NOT_YOUR_TURN',
    replyTo: 'pos_stone',
  },
  {
    name: 'a pass out of turn',
    by: 'black',
    frame: { cmd: 'pass_req', step: 2 },
    code: 'NOT_YOUR_TURN',
    replyTo: 'pass_req',
  },
  {
    name: 'a replayed move (step 1 again)',
    by: 'black',
    frame: move('cb', 1),
    code: 'STALE_MOVE',
    replyTo: 'pos_stone',
  },
  {
    name: 'an old step from the side to move',
    by: 'white',
    frame: move('ee', 1),
    code: 'STALE_MOVE',
    replyTo: 'pos_stone',
  },
  {
    name: 'a step from the future',
    by: 'white',
    frame: move('ee', 3),
    code: 'STALE_MOVE',
    replyTo: 'pos_stone',
  },
  {
    name: 'a replayed pass',
    by: 'white',
    frame: { cmd: 'pass_req', step: 1 },
    code: 'STALE_MOVE',
    replyTo: 'pass_req',
  },
  { name: 'a spectator moves', by: 'other', frame: move('ee', 2), code: 'NOT_ALLOWED', replyTo: 'pos_stone' },
  // The rules.
  { name: 'retaking the ko at once', by: 'white', frame: move('bb', 2), code: 'KO', replyTo: 'pos_stone' },
  { name: 'suicide', by: 'white', frame: move('aa', 2), code: 'SUICIDE', replyTo: 'pos_stone' },
  { name: 'an occupied point', by: 'white', frame: move('ba', 2), code: 'NOT_EMPTY', replyTo: 'pos_stone' },
  {
    name: 'a point off the 9×9 board',
    by: 'white',
    frame: move('jj', 2),
    code: 'OUT_OF_BOARD',
    replyTo: 'pos_stone',
  },
  {
    name: 'resigning before 11 moves',
    by: 'white',
    frame: { cmd: 'send_fail' },
    code: 'RESIGN_TOO_EARLY',
    replyTo: 'send_fail',
  },
  {
    name: 'take-back where it is off',
    by: 'white',
    frame: { cmd: 'restore_req', depth: 2 },
    code: 'UNDO_NOT_ALLOWED',
    replyTo: 'restore_req',
  },
  {
    name: 'counting after 1 move',
    by: 'white',
    frame: { cmd: 'calc_stone_req' },
    code: 'COUNTING_TOO_EARLY',
    replyTo: 'calc_stone_req',
  },
  {
    name: 'calling the judge where it is off',
    by: 'white',
    frame: { cmd: 'call_judge_req' },
    code: 'JUDGE_NOT_ALLOWED',
    replyTo: 'call_judge_req',
  },
  {
    name: 'early start of a started game',
    by: 'black',
    frame: { cmd: 'startnow' },
    code: 'EARLY_START_NOT_ALLOWED',
    replyTo: 'startnow',
  },
  {
    name: 'machine_go without a machine',
    by: 'black',
    frame: { cmd: 'machine_go' },
    code: 'NOT_MACHINE_GAME',
    replyTo: 'machine_go',
  },
  ...(
    [
      'restore_yes_resp',
      'restore_no_resp',
      'calc_stone_yes_req',
      'calc_stone_yes_result',
      'calc_stone_no_result',
      'startnow_yes',
      'startnow_no',
    ] as const
  ).map(
    (cmd): Row => ({
      name: `${cmd} with nothing asked`,
      by: 'white',
      frame: { cmd },
      code: 'NO_PENDING_REQUEST',
      replyTo: cmd,
    }),
  ),
  // Chat.
  {
    name: 'an empty chat',
    by: 'black',
    frame: { cmd: 'add_chat', content: '   ' },
    code: 'CHAT_EMPTY',
    replyTo: 'add_chat',
  },
  {
    name: 'a chat of 101 characters',
    by: 'black',
    frame: { cmd: 'add_chat', content: '好'.repeat(101) },
    code: 'CHAT_TOO_LONG',
    replyTo: 'add_chat',
  },
  {
    name: 'a chat with a forbidden symbol',
    by: 'black',
    frame: { cmd: 'add_chat', content: 'hi!' },
    code: 'CHAT_FORBIDDEN_SYMBOL',
    replyTo: 'add_chat',
  },
  {
    name: 'a chat with a newline',
    by: 'black',
    frame: { cmd: 'add_chat', content: 'a\nb' },
    code: 'CHAT_FORBIDDEN_SYMBOL',
    replyTo: 'add_chat',
  },
  {
    name: 'a guest chats without guestenable',
    by: 'guest',
    frame: { cmd: 'add_chat', content: 'hello' },
    code: 'GUEST_NOT_ALLOWED',
    replyTo: 'add_chat',
  },
  {
    name: 'deleting a chat that does not exist',
    by: 'black',
    frame: { cmd: 'delete_chat', id: 99 },
    code: 'NO_SUCH_CHAT',
    replyTo: 'delete_chat',
  },
  {
    name: 'forbidding without user level 3',
    by: 'other',
    frame: { cmd: 'forbid_chat', username: 'alice' },
    code: 'NOT_ALLOWED',
    replyTo: 'forbid_chat',
  },
  // After the end.
  ...(
    [
      ['a move', move('ee', 3)],
      ['a pass', { cmd: 'pass_req', step: 3 }],
      ['resigning', { cmd: 'send_fail' }],
      ['counting', { cmd: 'calc_stone_req' }],
      ['calling the judge', { cmd: 'call_judge_req' }],
      ['a take-back', { cmd: 'restore_req', depth: 1 }],
    ] as const
  ).map(
    ([name, frame]): Row => ({
      name: `after the end: ${name}`,
      by: 'black',
      frame,
      code: 'GAME_FINISHED',
      replyTo: frame.cmd,
      game: 'over',
    }),
  ),
];

describe('bad input over real sockets: refused with its code, nothing changed', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const which = row.game ?? 'live';
    const before = await stateOf(which);
    const client = await connectAs(which, row.by);
    const steps = [{ ...row, frame: typeof row.frame === 'function' ? row.frame() : row.frame }];
    if (row.after) steps.push({ ...row, ...row.after });
    for (const { frame, code, replyTo } of steps) {
      if (typeof frame === 'string' || Buffer.isBuffer(frame)) client.sendRaw(frame);
      else client.send(frame);
      const error = await client.next('error');
      expect({ code: error.code, replyTo: error.replyTo }).toEqual({ code, replyTo });
      expect(error.message).not.toBe('');
    }
    // The socket is still usable …
    client.send({ cmd: 'ping' });
    await client.next('ping_resp');
    // … and nothing happened: no other message came, the game and its log are as they were.
    const presence = new Set(['onlineuser', 'user_login', 'exit', 'away_tip']);
    expect(client.received.filter((m) => !presence.has(m.cmd))).toEqual([]);
    client.close();
    expect(await stateOf(which)).toEqual(before);
  });

  it('after a refused init_user the socket can still join properly', async () => {
    const client = await connectAs('live', 'fresh');
    client.send({ cmd: 'init_user', pkey: `play:${live.id}`, userkey: key('elsewhere:other') });
    expect(await client.next('error')).toMatchObject({ code: 'BAD_USERKEY' });
    client.send({ cmd: 'init_user', pkey: `play:${live.id}`, userkey: key('live:guest') });
    expect(await client.next('connected')).toMatchObject({ role: 'guest', color: 0 });
    client.close();
  });

  it('the game still goes on: white plays elsewhere, then the ko may be retaken', async () => {
    const black = await connectAs('live', 'black');
    const white = await connectAs('live', 'white');
    white.send(move('ee', 2));
    expect(await black.next('pos', (m) => m.step === 2)).toMatchObject({ pos: 'ee', color: 2 });
    black.send(move('ff', 3));
    await white.next('pos', (m) => m.step === 3);
    white.send(move('bb', 4));
    expect(await black.next('pos', (m) => m.step === 4)).toMatchObject({ pos: 'bb' });
    black.close();
    white.close();
  });
});
