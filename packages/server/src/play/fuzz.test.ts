/**
 * Fuzzing the live server over real sockets: thousands of random and malformed frames from
 * players, spectators and strangers. Every frame is answered (an `error`, or `ping_resp` /
 * `initdata` for the harmless ones), frames over the hard limit close the socket, a flood is
 * refused and then closed, and nothing reaches the game: its state and its stored log are the
 * same afterwards, and a fresh client can still join and play.
 */
import { mulberry32 } from '@tengen/core';
import {
  CLIENT_CMDS,
  type ClientCmd,
  clientMessageSchemas,
  type PlayInfo,
  parseClientMessage,
  type ServerMessage,
  SOCKET_ERROR_CODES,
} from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../ops/logger.ts';
import { RATE } from '../socket/connection.ts';
import type { Play } from '../storage/types.ts';
import { sleep } from '../testing/test-child-server.ts';
import { LiveSite, type LiveUser, TestClient } from '../testing/test-live.ts';

let site: LiveSite;
let alice: LiveUser;
let bob: LiveUser;
let carol: LiveUser;
/** The server's error lines: failures outside any request's answer. */
const internalErrors: string[] = [];

beforeAll(async () => {
  const logger = createLogger('error', { write: (line: string) => void internalErrors.push(line) });
  site = await LiveSite.start(undefined, undefined, undefined, logger);
  [alice, bob, carol] = await Promise.all(['alice', 'bob', 'carol'].map((n) => site.register(n)));
});
afterAll(() => site.destroy());
afterEach(() => {
  expect(internalErrors).toEqual([]);
});

type Kind = 'black' | 'white' | 'guest' | 'other' | 'stranger';
type Frame = string | Buffer;

/** The messages that answer a frame: anything else a socket gets is news from the room. */
const REPLIES = new Set<ServerMessage['cmd']>(['error', 'ping_resp', 'initdata']);
const HARD_LIMIT = 16 * 4096;

/** Frames of every kind of wrongness, from a seeded generator. */
class FrameMaker {
  private readonly random: () => number;

  constructor(seed: number) {
    this.random = mulberry32(seed);
  }

  int(n: number): number {
    return Math.floor(this.random() * n);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  chance(p: number): boolean {
    return this.random() < p;
  }

  string(max = 40): string {
    const pools = [
      'abcdefghijklmnopqrstuvwxyz',
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ',
      '`~!@#$%^&*()_<>?\\\'"[]{}:;,./|=+-',
      '\u0000\u0001\u0007\b\t\n\r\u001b\u007f',
      '中国围棋天元黑白',
      '\u202e\u200b\ufeff\ufffd',
    ];
    let text = '';
    const length = this.int(max + 1);
    for (let i = 0; i < length; i++) {
      const r = this.random();
      if (r < 0.05)
        text += '\ud83d\ude00'; // an emoji (a surrogate pair)
      else if (r < 0.08)
        text += this.pick(['\ud800', '\udfff']); // a lone surrogate
      else text += this.pick([...this.pick(pools)]);
    }
    return text;
  }

  value(depth = 0): unknown {
    const interesting = [
      0,
      1,
      -1,
      2,
      3,
      9,
      13,
      19,
      20,
      30,
      150,
      1e9,
      2 ** 53,
      -(2 ** 31),
      0.5,
      1e308,
      -1e-308,
      'ee',
      'tt',
      'aa',
      'ss',
      'zz',
      'EE',
      '',
      ' ',
      'play:1',
      'play:0',
      'lobby',
      'enable',
      'disable',
      'black',
      'guess',
      '__proto__',
      'constructor',
      'alice',
    ];
    switch (this.int(depth > 2 ? 5 : 7)) {
      case 0:
        return this.pick(interesting);
      case 1:
        return this.int(2) === 0 ? this.int(1000) - 500 : this.random() * 10 ** this.int(20);
      case 2:
        return this.string();
      case 3:
        return this.chance(0.5);
      case 4:
        return null;
      case 5:
        return Array.from({ length: this.int(5) }, () => this.value(depth + 1));
      default: {
        const object: Record<string, unknown> = {};
        for (let i = this.int(4); i > 0; i--) {
          object[this.pick(['a', 'cmd', 'step', 'pos', 'prototype', this.string(8)])] = this.value(depth + 1);
        }
        return object;
      }
    }
  }

  /** A known cmd, its fields of random types and values, sometimes extra or polluting keys. */
  knownCmd(): string {
    const cmd: ClientCmd = this.pick(CLIENT_CMDS);
    const fields = Object.keys(clientMessageSchemas[cmd].shape).filter((k) => k !== 'cmd');
    const parts = [`"cmd":${JSON.stringify(cmd)}`];
    for (const field of fields) {
      if (this.chance(0.85)) parts.push(`${JSON.stringify(field)}:${JSON.stringify(this.value()) ?? 'null'}`);
    }
    if (this.chance(0.2)) parts.push(`"extra":${JSON.stringify(this.value()) ?? 'null'}`);
    if (this.chance(0.1)) parts.push(`"__proto__":{"polluted":1,"cmd":"send_fail","step":1}`);
    if (this.chance(0.05)) parts.push(`"constructor":{"prototype":{"polluted":1}}`);
    // Reorder now and then: a cmd last, or given twice.
    if (this.chance(0.1)) parts.push(`"cmd":${JSON.stringify(this.pick(CLIENT_CMDS))}`);
    if (this.chance(0.1)) parts.reverse();
    return `{${parts.join(',')}}`;
  }

  frame(): Frame {
    const r = this.random();
    if (r < 0.1) return this.string(200); // random text
    if (r < 0.2) {
      const whole = this.knownCmd();
      return whole.slice(0, this.int(whole.length)); // truncated JSON
    }
    if (r < 0.3) {
      // Valid JSON of the wrong shape.
      return this.pick([
        () => JSON.stringify(this.value(1)),
        () => JSON.stringify([{ cmd: 'ping' }]),
        () => JSON.stringify({ cmd: this.pick([1, null, true, [], {}, ['ping'], { cmd: 'ping' }]) }),
        () => JSON.stringify({ command: 'ping' }),
        () => `"${this.string(20).replace(/["\\]/g, '')}"`,
        () => this.pick(['null', 'true', '0', '[]', '{}', '""', '-0', '1e999']),
      ])();
    }
    if (r < 0.75) return this.knownCmd();
    if (r < 0.8) return this.oversized();
    if (r < 0.85) return Buffer.from(Array.from({ length: this.int(200) }, () => this.int(256)));
    if (r < 0.9) return this.nested();
    if (r < 0.95) return this.pick(POLLUTING);
    return this.pick(CLIENT_CMDS.map((cmd) => JSON.stringify({ cmd }))); // bare cmds, fields missing
  }

  /** Over the protocol's 4096 bytes, at most the hard limit: refused, the socket stays. */
  oversized(): string {
    const bytes = 4097 + this.int(HARD_LIMIT - 4097 - 40);
    return this.pick([
      () => `{"cmd":"add_chat","content":"${'x'.repeat(bytes - 30)}"}`,
      // 3 bytes a character: under 4096 characters but over 4096 bytes.
      () => `{"cmd":"add_chat","content":"${'中'.repeat(Math.ceil((bytes - 30) / 3))}"}`,
      () => `{"cmd":"pos_stone","pos":"ee","step":1,"pad":"${' '.repeat(bytes - 50)}"}`,
      () => '['.repeat(bytes),
    ])();
  }

  /** Deeply nested JSON within the size limit. */
  nested(): string {
    const depth = 500 + this.int(1500);
    return this.pick([
      () => `${'['.repeat(depth)}${']'.repeat(depth)}`,
      () => `{"cmd":"pos_stone","pos":${'['.repeat(depth)}${']'.repeat(depth)},"step":1}`,
      () => `${'{"a":'.repeat(depth / 2)}1${'}'.repeat(depth / 2)}`,
      () => `{"cmd":"ping","x":${'['.repeat(depth)}${']'.repeat(depth)}}`,
      () => '['.repeat(depth), // unterminated
    ])();
  }
}

const POLLUTING = [
  '{"__proto__":{"cmd":"send_fail"}}',
  '{"cmd":"__proto__"}',
  '{"cmd":"constructor"}',
  '{"cmd":"toString"}',
  '{"cmd":"hasOwnProperty"}',
  '{"cmd":"valueOf"}',
  '{"cmd":"pos_stone","__proto__":{"pos":"ee","step":1}}',
  '{"cmd":"pos_stone","pos":"ee","__proto__":{"step":1}}',
  '{"cmd":"add_chat","content":"hi","__proto__":{"polluted":1}}',
  '{"cmd":"add_chat","content":"hi","constructor":{"prototype":{"polluted":1}}}',
  '{"cmd":"restore_req","depth":{"__proto__":1}}',
  '{"cmd":"init_user","pkey":"play:1","userkey":"x","__proto__":{"isAuditMan":true}}',
];

const INVITATION_CMDS = new Set(['playreq', 'cancelplayreq', 'rejectplayreq', 'agreeplayreq']);

/**
 * Whether the fuzz may send a frame from this kind of socket: anything the parser refuses; of
 * the valid ones, only what cannot change the game (a player's valid move would be played) and
 * not the lobby's invitations (which may rightly succeed).
 */
function harmless(kind: Kind, frame: Frame): boolean {
  if (typeof frame !== 'string') return true;
  const parsed = parseClientMessage(frame);
  if (!parsed.ok) return true;
  const { cmd } = parsed.value;
  if (cmd === 'ping' || cmd === 'getinitdata' || cmd === 'init_user') return true;
  if (INVITATION_CMDS.has(cmd)) return false;
  return kind !== 'black' && kind !== 'white';
}

function replies(client: TestClient): ServerMessage[] {
  return client.received.filter((m) => REPLIES.has(m.cmd));
}

async function until(what: string, done: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await sleep(20);
  }
}

/** A joined socket with a key already fetched (many sockets share one play info). */
async function joinWith(info: PlayInfo, playId: number): Promise<TestClient> {
  const client = await TestClient.connect(info.sockethost);
  client.send({ cmd: 'init_user', pkey: `play:${playId}`, userkey: info.userkey });
  await client.next('connected');
  return client;
}

async function stateOf(playId: number) {
  const client = await site.join(playId, carol);
  client.send({ cmd: 'getinitdata' });
  const { elapsed: _elapsed, ...data } = await client.next('initdata');
  client.close();
  // A player's socket coming and going is stored (who is away): not a change of the game here.
  const log = await site.store.eventsOf(playId);
  return {
    data,
    log: log.filter(({ event }) => !['join', 'leave'].includes((event as { type: string }).type)).length,
  };
}

const prototypes = () =>
  [Object.prototype, Array.prototype, Function.prototype].map((p) => Object.getOwnPropertyNames(p).sort());

async function gameWithMoves(): Promise<Play> {
  const game = await site.createPlay(alice, bob, { undoAllowed: true, judgeCallsAllowed: true });
  const black = await site.join(game.id, alice);
  const white = await site.join(game.id, bob);
  const points = ['ee', 'cc', 'gg', 'cg'];
  for (const [i, pos] of points.entries()) {
    (i % 2 === 0 ? black : white).send({ cmd: 'pos_stone', pos, step: i + 1 });
    await black.next('pos', (m) => m.step === i + 1);
  }
  black.close();
  white.close();
  return game;
}

describe('fuzzing the live server', () => {
  it('answers thousands of malformed frames from every kind of socket and changes nothing', async () => {
    const game = await gameWithMoves();
    const before = await stateOf(game.id);
    const shapes = prototypes();

    const infos: Record<Exclude<Kind, 'stranger'>, PlayInfo[]> = {
      black: [await site.playInfo(game.id, alice)],
      white: [await site.playInfo(game.id, bob)],
      other: [await site.playInfo(game.id, carol)],
      guest: await Promise.all([1, 2, 3].map(() => site.playInfo(game.id, null))),
    };
    const perKind = 13;
    const sockets: { kind: Kind; client: TestClient; frames: Frame[] }[] = [];
    const maker = new FrameMaker(0x7e46e2);
    for (const kind of ['black', 'white', 'guest', 'other', 'stranger'] as const) {
      for (let i = 0; i < perKind; i++) {
        const client =
          kind === 'stranger'
            ? await TestClient.connect(infos.black[0].sockethost)
            : await joinWith(infos[kind][i % infos[kind].length], game.id);
        client.received.length = 0; // connected, onlineuser, user_login …: not replies to the fuzz
        // A stranger always tries a forged key once, whatever the generator makes.
        const frames: Frame[] =
          kind === 'stranger'
            ? [JSON.stringify({ cmd: 'init_user', pkey: `play:${game.id}`, userkey: `forged-${i}` })]
            : [];
        while (frames.length < 45) {
          const frame = maker.frame();
          if (harmless(kind, frame)) frames.push(frame);
        }
        sockets.push({ kind, client, frames });
      }
    }

    // Within the rate limit: a burst below RATE.burst (init_user took one token), then slower
    // than RATE.perSecond.
    const burst = RATE.burst - 5;
    const gapMs = Math.ceil(1000 / (RATE.perSecond * 0.8));
    await Promise.all(
      sockets.map(async ({ client, frames }) => {
        for (const [i, frame] of frames.entries()) {
          if (i >= burst) await sleep(gapMs);
          client.sendRaw(frame);
        }
      }),
    );
    const total = sockets.reduce((n, s) => n + s.frames.length, 0);
    expect(total).toBeGreaterThanOrEqual(2500);
    await until('every frame answered', () =>
      sockets.every((s) => replies(s.client).length >= s.frames.length),
    );
    await sleep(100); // nothing more may come

    const codes = new Map<string, number>();
    for (const { kind, client, frames } of sockets) {
      const answers = replies(client);
      expect(answers.length, `${kind}: one answer per frame`).toBe(frames.length);
      for (const answer of answers) {
        if (answer.cmd !== 'error') continue;
        expect(SOCKET_ERROR_CODES).toContain(answer.code);
        expect(answer.message).toEqual(expect.any(String));
        codes.set(answer.code, (codes.get(answer.code) ?? 0) + 1);
      }
      // The game saw nothing: no move, chat, request or end reached anyone.
      const news = client.received.filter((m) => !REPLIES.has(m.cmd)).map((m) => m.cmd);
      const presence = ['user_login', 'exit', 'onlineuser', 'away_tip'];
      expect(news.every((cmd) => presence.includes(cmd))).toBe(true);
    }
    for (const code of ['INTERNAL', 'RATE_LIMITED']) expect(codes.get(code) ?? 0, code).toBe(0);
    for (const code of [
      'BAD_JSON',
      'BAD_FIELD',
      'NOT_OBJECT',
      'MISSING_CMD',
      'UNKNOWN_CMD',
      'FRAME_TOO_LARGE',
    ]) {
      expect(codes.get(code) ?? 0, code).toBeGreaterThan(0);
    }
    for (const code of ['NOT_JOINED', 'NOT_ALLOWED', 'BAD_USERKEY'])
      expect(codes.get(code) ?? 0, code).toBeGreaterThan(0);
    console.log(
      `fuzz: ${total} frames from ${sockets.length} sockets; errors ${JSON.stringify(Object.fromEntries(codes))}`,
    );

    for (const { client } of sockets) client.close();
    expect(await stateOf(game.id)).toEqual(before);
    expect(prototypes()).toEqual(shapes);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    // Still serving: new sockets join and the game goes on.
    const black = await site.join(game.id, alice);
    const white = await site.join(game.id, bob);
    black.send({ cmd: 'pos_stone', pos: 'gc', step: 5 });
    expect(await white.next('pos')).toMatchObject({ pos: 'gc', step: 5, color: 1 });
    black.close();
    white.close();
  });

  it('closes a socket whose frame is over the hard limit (1009); up to it, an error and the socket stays', async () => {
    const game = await gameWithMoves();
    const before = await stateOf(game.id);
    const info = await site.playInfo(game.id, alice);
    const pad = (bytes: number) => `{"cmd":"ping","pad":"${'x'.repeat(bytes - 23)}"}`;
    expect(Buffer.byteLength(pad(HARD_LIMIT))).toBe(HARD_LIMIT);

    const atLimit = await joinWith(info, game.id);
    atLimit.sendRaw(pad(HARD_LIMIT));
    expect(await atLimit.next('error')).toMatchObject({ code: 'FRAME_TOO_LARGE' });
    atLimit.send({ cmd: 'ping' });
    await atLimit.next('ping_resp');

    const senders: [string, (c: TestClient) => void][] = [
      ['text, joined', (c) => c.sendRaw(pad(HARD_LIMIT + 1))],
      ['binary, joined', (c) => c.sendRaw(Buffer.alloc(HARD_LIMIT + 1, 0x7b))],
      ['a megabyte, joined', (c) => c.sendRaw(pad(1 << 20))],
    ];
    for (const [what, send] of senders) {
      const client = await joinWith(info, game.id);
      send(client);
      expect(await client.closed(), what).toBe(1009);
    }
    const stranger = await TestClient.connect(info.sockethost);
    stranger.sendRaw(pad(HARD_LIMIT + 1));
    expect(await stranger.closed()).toBe(1009);

    atLimit.send({ cmd: 'getinitdata' });
    await atLimit.next('initdata');
    atLimit.close();
    expect(await stateOf(game.id)).toEqual(before);
  });

  it('a flood gets RATE_LIMITED, then a 1008 close; other sockets are not affected', async () => {
    const game = await gameWithMoves();
    const flooder = await site.join(game.id, null);
    const black = await site.join(game.id, alice);
    const white = await site.join(game.id, bob);
    for (let i = 0; i < 400; i++) flooder.send({ cmd: 'ping' });
    // Meanwhile the others talk at a normal pace.
    for (let i = 0; i < 5; i++) {
      white.send({ cmd: 'ping' });
      await white.next('ping_resp');
      await sleep(20);
    }
    expect(await flooder.closed()).toBe(1008);
    const answered = flooder.received.filter((m) => m.cmd === 'ping_resp').length;
    const limited = flooder.received.filter((m) => m.cmd === 'error' && m.code === 'RATE_LIMITED').length;
    expect(answered).toBeGreaterThanOrEqual(RATE.burst - 1);
    expect(answered).toBeLessThan(RATE.burst + 10);
    expect(limited).toBeGreaterThanOrEqual(90);

    black.send({ cmd: 'pos_stone', pos: 'gc', step: 5 });
    expect(await white.next('pos')).toMatchObject({ step: 5 });
    expect(await white.next('exit')).toMatchObject({ reason: 'left' }); // the flooder, gone
    black.close();
    white.close();
  });
});
