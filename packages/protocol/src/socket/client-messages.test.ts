import { describe, expect, it } from 'vitest';
import { parseClientMessage } from '../validate/frame.ts';
import { classroomClientMessageSchemas } from './classroom-client.ts';
import { CLIENT_CMDS, clientMessageSchema, isClientCmd } from './client-messages.ts';
import { countProposalClientSchemas } from './count-proposal.ts';
import { clientExamples, wrongType } from './examples.fixture.ts';
import { lobbyClientMessageSchemas } from './lobby-client.ts';
import { pkeyOf, playIdOfPkey } from './pkey.ts';
import { presenceClientMessageSchemas } from './presence-client.ts';

const examples = Object.values(clientExamples);

describe('client messages', () => {
  it('covers the commands of seed 000 section 7', () => {
    const seed =
      'init_user, ping, getinitdata, send_fail, restore_req, restore_yes_resp, restore_no_resp, ' +
      'calc_stone_req, calc_stone_yes_req, calc_stone_no_req, calc_stone_yes_result, calc_stone_no_result, ' +
      'pos_stone, call_judge_req, pass_req, machine_go, startnow, startnow_yes, startnow_no, ' +
      'playreq, cancelplayreq, rejectplayreq, agreeplayreq, change_chat_req, add_chat, delete_chat, forbid_chat';
    expect([...CLIENT_CMDS].sort()).toEqual(
      [
        ...seed.split(', '),
        ...Object.keys(lobbyClientMessageSchemas),
        ...Object.keys(presenceClientMessageSchemas),
        ...Object.keys(countProposalClientSchemas),
        ...Object.keys(classroomClientMessageSchemas),
      ].sort(),
    );
    expect(Object.keys(clientExamples).sort()).toEqual([...CLIENT_CMDS].sort());
  });

  it.each(examples.map((m) => [m.cmd, m] as const))('%s: a valid example parses to itself', (_, message) => {
    expect(parseClientMessage(JSON.stringify(message))).toEqual({ ok: true, value: message });
    expect(clientMessageSchema.safeParse(message).success).toBe(true);
  });

  const fieldCases = examples.flatMap((m) =>
    Object.keys(m)
      .filter((k) => k !== 'cmd')
      .map((field) => [m.cmd, field, m] as const),
  );

  it.each(fieldCases)('%s.%s: a wrong type fails naming the field', (cmd, field, message) => {
    const broken = { ...message, [field]: wrongType((message as Record<string, unknown>)[field]) };
    const result = parseClientMessage(JSON.stringify(broken));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'BAD_FIELD', cmd, field });
    expect(result.error.message).toMatch(new RegExp(`^${cmd}\\.${field}: `));
  });

  it.each(fieldCases)('%s.%s: a missing field fails', (cmd, field, message) => {
    const broken: Record<string, unknown> = { ...message };
    delete broken[field];
    expect(parseClientMessage(JSON.stringify(broken))).toMatchObject({
      ok: false,
      error: { code: 'BAD_FIELD', cmd, field },
    });
  });

  it('drops unknown extra keys', () => {
    expect(parseClientMessage('{"cmd":"ping","extra":1}')).toEqual({ ok: true, value: { cmd: 'ping' } });
  });

  const badValues: [string, Record<string, unknown>][] = [
    ['init_user pkey without play:', { cmd: 'init_user', pkey: '123', userkey: 'k' }],
    ['init_user pkey of id 0', { cmd: 'init_user', pkey: 'play:0', userkey: 'k' }],
    ['init_user empty userkey', { cmd: 'init_user', pkey: 'play:1', userkey: '' }],
    ['restore_req depth 0', { cmd: 'restore_req', depth: 0 }],
    ['restore_req depth 3', { cmd: 'restore_req', depth: 3 }],
    ['restore_req depth 1.5', { cmd: 'restore_req', depth: 1.5 }],
    ['calc_stone_no_req reason 4', { cmd: 'calc_stone_no_req', reason: 4 }],
    ['pos_stone pass tt', { cmd: 'pos_stone', pos: 'tt', step: 1 }],
    ['pos_stone upper case', { cmd: 'pos_stone', pos: 'PD', step: 1 }],
    ['pos_stone three letters', { cmd: 'pos_stone', pos: 'pdd', step: 1 }],
    ['pos_stone step 0', { cmd: 'pos_stone', pos: 'pd', step: 0 }],
    ['pass_req negative step', { cmd: 'pass_req', step: -1 }],
    ['playreq colour red', { ...clientExamples.playreq, color: 'red' }],
    ['playreq size 18', { ...clientExamples.playreq, size: 18 }],
    ['playreq time 25', { ...clientExamples.playreq, time: 25 }],
    ['playreq byo-yomi 10', { ...clientExamples.playreq, byoyomi: 10 }],
    ['playreq handicap 10', { ...clientExamples.playreq, handicap: 10 }],
    ['playreq handicap -1', { ...clientExamples.playreq, handicap: -1 }],
    ['playreq empty target', { ...clientExamples.playreq, target: '' }],
    ['agreeplayreq id 0', { cmd: 'agreeplayreq', id: 0 }],
    ['change_chat_req action on', { cmd: 'change_chat_req', action: 'on' }],
    ['add_chat content over 1000', { cmd: 'add_chat', content: 'a'.repeat(1001) }],
    ['delete_chat id text', { cmd: 'delete_chat', id: '3' }],
  ];

  it.each(badValues)('refuses %s', (_, message) => {
    expect(parseClientMessage(JSON.stringify(message))).toMatchObject({
      ok: false,
      error: { code: 'BAD_FIELD' },
    });
  });

  it('accepts every choice of the invitation', () => {
    for (const time of [5, 10, 15, 20, 30, 45, 60, 90, 120, 180]) {
      for (const byoyomi of [0, 20, 30, 45, 60]) {
        const message = { ...clientExamples.playreq, time, byoyomi };
        expect(parseClientMessage(JSON.stringify(message)).ok).toBe(true);
      }
    }
  });

  it('reads and writes pkeys', () => {
    expect(pkeyOf(42)).toBe('play:42');
    expect(playIdOfPkey('play:42')).toBe(42);
    expect(playIdOfPkey('play:')).toBeNull();
    expect(playIdOfPkey('game:42')).toBeNull();
    expect(isClientCmd('ping')).toBe(true);
    expect(isClientCmd('toString')).toBe(false);
  });
});
