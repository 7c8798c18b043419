import { describe, expect, it } from 'vitest';
import { clientMessageSchemas } from '../socket/client-messages.ts';
import { MAX_FRAME_BYTES, parseClientMessage, protocolErrorReply, utf8Length } from './frame.ts';

describe('parseClientMessage: the frame', () => {
  const cases: [string, string, string][] = [
    ['malformed JSON', '{"cmd":"ping"', 'BAD_JSON'],
    ['empty frame', '', 'BAD_JSON'],
    ['a string', '"ping"', 'NOT_OBJECT'],
    ['a number', '42', 'NOT_OBJECT'],
    ['null', 'null', 'NOT_OBJECT'],
    ['an array', '[{"cmd":"ping"}]', 'NOT_OBJECT'],
    ['no cmd', '{"pos":"pd"}', 'MISSING_CMD'],
    ['a numeric cmd', '{"cmd":1}', 'MISSING_CMD'],
    ['an unknown cmd', '{"cmd":"launch"}', 'UNKNOWN_CMD'],
    ['a server cmd', '{"cmd":"pos","pos":"pd"}', 'UNKNOWN_CMD'],
    ['an inherited name', '{"cmd":"constructor"}', 'UNKNOWN_CMD'],
    ['__proto__ as cmd', '{"cmd":"__proto__"}', 'UNKNOWN_CMD'],
    [
      'an oversize frame',
      JSON.stringify({ cmd: 'add_chat', content: 'a'.repeat(MAX_FRAME_BYTES) }),
      'FRAME_TOO_LARGE',
    ],
  ];

  it.each(cases)('%s → %s', (_, raw, code) => {
    expect(parseClientMessage(raw)).toMatchObject({ ok: false, error: { code } });
  });

  it('counts bytes, not characters: 1400 Chinese characters are over 4096 bytes', () => {
    const raw = JSON.stringify({ cmd: 'add_chat', content: '棋'.repeat(1400) });
    expect(raw.length).toBeLessThan(MAX_FRAME_BYTES);
    expect(parseClientMessage(raw)).toMatchObject({ ok: false, error: { code: 'FRAME_TOO_LARGE' } });
  });

  it('accepts a frame of exactly the limit', () => {
    const prefix = '{"cmd":"ping","pad":"';
    const raw = `${prefix}${'a'.repeat(MAX_FRAME_BYTES - prefix.length - 2)}"}`;
    expect(utf8Length(raw)).toBe(MAX_FRAME_BYTES);
    expect(parseClientMessage(raw).ok).toBe(true);
  });

  it('reads a move as the schema does, well-formed or not', () => {
    const values = [
      'pd',
      'aa',
      'ss',
      'tt',
      'st',
      'PD',
      'p',
      'pdd',
      '',
      1,
      null,
      true,
      [],
      {},
      1.5,
      0,
      -1,
      3,
      2 ** 53,
      2 ** 53 - 1,
      Number.MAX_VALUE,
      '3',
    ];
    const frames: string[] = [];
    for (const pos of [...values, undefined]) {
      for (const step of [...values, undefined]) {
        frames.push(JSON.stringify({ cmd: 'pos_stone', pos, step }));
        frames.push(JSON.stringify({ step, extra: [1], cmd: 'pos_stone', pos }));
      }
    }
    frames.push('{"cmd":"pos_stone","pos":"pd","step":1e0}', '{"cmd":"pos_stone","pos":"pd","step":2.0}');
    let accepted = 0;
    for (const raw of frames) {
      const schema = clientMessageSchemas.pos_stone.safeParse(JSON.parse(raw));
      const parsed = parseClientMessage(raw);
      expect(parsed.ok, raw).toBe(schema.success);
      if (parsed.ok) {
        accepted++;
        expect(parsed.value, raw).toEqual(schema.data);
        expect(Object.keys(parsed.value), raw).toEqual(['cmd', 'pos', 'step']);
      } else {
        expect(parsed.error, raw).toMatchObject({ code: 'BAD_FIELD', cmd: 'pos_stone' });
      }
    }
    expect(accepted).toBe(3 * 3 * 2 + 2);
  });

  it('reads the plain ping frame as the schema does any ping', () => {
    const plain = parseClientMessage('{"cmd":"ping"}');
    expect(plain).toEqual({ ok: true, value: { cmd: 'ping' } });
    expect(parseClientMessage('{ "cmd": "ping", "extra": 1 }')).toEqual(plain);
  });

  it('keeps the cmd of a refused frame for the reply', () => {
    const result = parseClientMessage('{"cmd":"pos_stone","pos":"pd","step":"3"}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(protocolErrorReply(result.error)).toEqual({
      cmd: 'error',
      code: 'BAD_FIELD',
      message: result.error.message,
      replyTo: 'pos_stone',
    });
  });

  // zod/mini has no texts of its own: the refusals people read carry zod's English ones.
  it.each([
    [
      '{"cmd":"pos_stone","pos":"pd","step":"3"}',
      'pos_stone.step: Invalid input: expected number, received string',
    ],
    ['{"cmd":"pos_stone","pos":"pd","step":0}', 'pos_stone.step: Too small: expected number to be >=1'],
    [
      '{"cmd":"pos_stone","pos":"pd","step":1.5}',
      'pos_stone.step: Invalid input: expected int, received number',
    ],
    ['{"cmd":"pos_stone","step":1}', 'pos_stone.pos: Invalid input: expected string, received undefined'],
    ['{"cmd":"pos_stone","pos":"zz","step":1}', 'pos_stone.pos: expected an SGF point aa…ss'],
    [
      '{"cmd":"change_chat_req","action":"on"}',
      'change_chat_req.action: Invalid option: expected one of "enable"|"disable"|"guestenable"|"guestdisable"',
    ],
    ['{"cmd":"add_chat","content":7}', 'add_chat.content: Invalid input: expected string, received number'],
    [
      '{"cmd":"playreq","target":"lee","color":"guess","size":18,"time":20,"byoyomi":30,"handicap":0}',
      'playreq.size: expected a board size: one of 9, 13, 19',
    ],
  ])('explains %s in English', (raw, message) => {
    expect(parseClientMessage(raw)).toMatchObject({ ok: false, error: { code: 'BAD_FIELD', message } });
  });

  it('names no replyTo for a frame without a known cmd', () => {
    const result = parseClientMessage('{"cmd":"launch"}');
    if (result.ok) throw new Error('expected an error');
    expect(protocolErrorReply(result.error)).toEqual({
      cmd: 'error',
      code: 'UNKNOWN_CMD',
      message: "unknown cmd 'launch'",
    });
  });
});

describe('utf8Length', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['棋', 3],
    ['😀', 4],
    ['\ud800', 3],
    ['\ud800a', 4],
  ])('%j is %i bytes', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
    expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
  });
});
