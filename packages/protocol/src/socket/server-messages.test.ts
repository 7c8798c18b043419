import { describe, expect, it } from 'vitest';
import { parseServerMessage } from '../validate/frame.ts';
import { classroomServerMessageSchemas } from './classroom-server.ts';
import { countProposalServerSchemas } from './count-proposal.ts';
import { clientExamples, serverExamples, wrongType } from './examples.fixture.ts';
import { lobbyServerMessageSchemas } from './lobby-server.ts';
import { presenceServerMessageSchemas } from './presence-server.ts';
import { GAME_END_CMDS, isGameEnd, isServerCmd, SERVER_CMDS, type ServerMessage } from './server-messages.ts';

const examples = Object.values(serverExamples) as ServerMessage[];

describe('server messages', () => {
  it('covers the received actions of seed 000 section 4, plus error, call_judge_tip and clock_pause', () => {
    const seed =
      'connected, ping_resp, onlineuser, initdata, user_login, exit, pos, sendfail_resp, sendheqi_resp, ' +
      'restore_tip, restore_ret, miao_tip, end_miao_tip, calcstone_tip, calc_score_tip, ' +
      'calc_stone_no_result_tip, calc_stone_yes_result_tip, addchat, qiquan_resp, timeout_resp, play_timeout, ' +
      'autofinish, audit_resp, deletechat, forbid_resp, start_now_tip, startnow_yes_resp, startnow_no_resp, ' +
      'play_req, cancel_play_resp, reject_play_resp, agree_play_resp, change_chat_resp, score_tip';
    expect([...SERVER_CMDS].sort()).toEqual(
      [
        ...seed.split(', '),
        'error',
        'call_judge_tip',
        'clock_pause',
        ...Object.keys(lobbyServerMessageSchemas),
        ...Object.keys(presenceServerMessageSchemas),
        ...Object.keys(countProposalServerSchemas),
        ...Object.keys(classroomServerMessageSchemas),
      ].sort(),
    );
    expect(Object.keys(serverExamples).sort()).toEqual([...SERVER_CMDS].sort());
  });

  it.each(examples.map((m) => [m.cmd, m] as const))('%s: a valid example parses to itself', (_, message) => {
    expect(parseServerMessage(JSON.stringify(message))).toEqual({ ok: true, value: message });
  });

  const fieldCases = examples.flatMap((m) =>
    Object.keys(m)
      .filter((k) => k !== 'cmd')
      .map((field) => [m.cmd, field, m] as const),
  );

  it.each(fieldCases)('%s.%s: a wrong type fails', (cmd, field, message) => {
    const broken = { ...message, [field]: wrongType((message as Record<string, unknown>)[field]) };
    expect(parseServerMessage(JSON.stringify(broken))).toMatchObject({
      ok: false,
      error: { code: 'BAD_FIELD', cmd },
    });
  });

  it('calcstone_tip is either an ask or a refusal', () => {
    expect(parseServerMessage('{"cmd":"calcstone_tip","state":"asked","color":1}').ok).toBe(true);
    expect(parseServerMessage('{"cmd":"calcstone_tip","state":"refused","color":1}').ok).toBe(false);
    expect(parseServerMessage('{"cmd":"calcstone_tip","state":"maybe","color":1}').ok).toBe(false);
  });

  it('initdata carries a pending counting result', () => {
    const count = serverExamples.calc_score_tip.count;
    const message = { ...serverExamples.initdata, calcscore: { state: 'result', color: 1, count } };
    expect(parseServerMessage(JSON.stringify(message)).ok).toBe(true);
  });

  it('error may leave replyTo out', () => {
    expect(parseServerMessage('{"cmd":"error","code":"BAD_JSON","message":"x"}').ok).toBe(true);
    expect(parseServerMessage('{"cmd":"error","code":"NO_SUCH_CODE","message":"x"}').ok).toBe(false);
  });

  it('tells the game-ending messages apart', () => {
    for (const message of examples) {
      expect(isGameEnd(message)).toBe((GAME_END_CMDS as readonly string[]).includes(message.cmd));
    }
    for (const cmd of GAME_END_CMDS) expect(serverExamples[cmd]).toHaveProperty('wintype');
  });

  it('narrows on cmd, and on state inside calcstone_tip', () => {
    const summary = (m: ServerMessage): string => {
      switch (m.cmd) {
        case 'pos':
          return `${m.color}:${m.pos}@${m.step}`;
        case 'calcstone_tip':
          return m.state === 'refused' ? `refused ${m.reason}` : 'asked';
        default:
          return m.cmd;
      }
    };
    expect(summary(serverExamples.pos)).toBe('2:qd@4');
    expect(summary(serverExamples.calcstone_tip)).toBe('refused 2');
    expect(summary({ cmd: 'calcstone_tip', state: 'asked', color: 1 })).toBe('asked');
  });

  it('a client command is not a server message', () => {
    expect(parseServerMessage(JSON.stringify(clientExamples.ping))).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_CMD' },
    });
    expect(isServerCmd('pos')).toBe(true);
  });
});
