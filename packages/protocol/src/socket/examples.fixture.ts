// One valid example of every socket message, for tests here and in the web client's reducer
// (`@tengen/protocol/examples`). The mapped types make a missing cmd a compile error, so a new
// message cannot go untested.
import type { ClientCmd, ClientMessageOf } from './client-messages.ts';
import type { ServerCmd, ServerMessageOf } from './server-messages.ts';

export const clientExamples: { [C in ClientCmd]: ClientMessageOf<C> } = {
  init_user: { cmd: 'init_user', pkey: 'play:123', userkey: 'k-abc' },
  ping: { cmd: 'ping' },
  getinitdata: { cmd: 'getinitdata' },
  send_fail: { cmd: 'send_fail' },
  restore_req: { cmd: 'restore_req', depth: 2 },
  restore_yes_resp: { cmd: 'restore_yes_resp' },
  restore_no_resp: { cmd: 'restore_no_resp' },
  calc_stone_req: { cmd: 'calc_stone_req' },
  calc_stone_yes_req: { cmd: 'calc_stone_yes_req' },
  calc_stone_no_req: { cmd: 'calc_stone_no_req', reason: 1 },
  calc_stone_yes_result: { cmd: 'calc_stone_yes_result' },
  calc_stone_no_result: { cmd: 'calc_stone_no_result' },
  pos_stone: { cmd: 'pos_stone', pos: 'pd', step: 1 },
  call_judge_req: { cmd: 'call_judge_req' },
  pass_req: { cmd: 'pass_req', step: 151 },
  machine_go: { cmd: 'machine_go' },
  startnow: { cmd: 'startnow' },
  startnow_yes: { cmd: 'startnow_yes' },
  startnow_no: { cmd: 'startnow_no' },
  playreq: { cmd: 'playreq', target: 'lee', color: 'guess', size: 19, time: 20, byoyomi: 30, handicap: 0 },
  cancelplayreq: { cmd: 'cancelplayreq', id: 7 },
  rejectplayreq: { cmd: 'rejectplayreq', id: 7 },
  agreeplayreq: { cmd: 'agreeplayreq', id: 7 },
  change_chat_req: { cmd: 'change_chat_req', action: 'disable' },
  add_chat: { cmd: 'add_chat', content: 'good game' },
  delete_chat: { cmd: 'delete_chat', id: 3 },
  forbid_chat: { cmd: 'forbid_chat', username: 'spammer' },
};

const clocks = {
  blackthink: 1_500_000,
  whitethink: 1_490_000,
  bducount: 3,
  wducount: 3,
  bcost: 300_000,
  wcost: 310_000,
  elapsed: 1200,
};
const count = {
  result: 1,
  winnumber: 375,
  bscore: 18_800,
  wscore: 17_300,
  dead: ['aa'],
  bterritory: ['ab', 'ba'],
  wterritory: ['ss'],
} as const;
const finish = { result: 1, wintype: 2, winnumber: 375 } as const;
const user = { username: 'lee', levelname: '5D', level: 500, usertype: 0, win: 10, fail: 3 };
const chat = { id: 1, User: 'lee', Content: 'hi', Level: 0, T: 1_700_000_000_000 };

export const serverExamples: { [C in ServerCmd]: ServerMessageOf<C> } = {
  connected: { cmd: 'connected', username: 'lee', role: 'member', color: 1, now: 1_700_000_000_000 },
  ping_resp: { cmd: 'ping_resp' },
  onlineuser: { cmd: 'onlineuser', userlist: [user] },
  initdata: {
    cmd: 'initdata',
    pos: ['pd', 'dp', 'tt'],
    chats: [chat],
    scorelist: [{ step: 1, score: 65, b: 1800, w: 1735 }],
    status: 0,
    restore: { color: 2, depth: 1 },
    calcscore: null,
    nextcolor: 2,
    stepcount: 3,
    unstart: 0,
    result: 0,
    wintype: 0,
    winnumber: 0,
    black_chat: true,
    white_chat: false,
    ...clocks,
  },
  user_login: { cmd: 'user_login', user },
  exit: { cmd: 'exit', username: 'lee', reason: 'left' },
  addchat: { cmd: 'addchat', chat },
  deletechat: { cmd: 'deletechat', id: 1 },
  forbid_resp: { cmd: 'forbid_resp', username: 'spammer' },
  change_chat_resp: { cmd: 'change_chat_resp', black_chat: true, white_chat: true },
  error: { cmd: 'error', code: 'NOT_YOUR_TURN', message: 'not your turn', replyTo: 'pos_stone' },
  pos: { cmd: 'pos', pos: 'qd', step: 4, color: 2, ...clocks },
  restore_tip: { cmd: 'restore_tip', color: 1, depth: 2 },
  restore_ret: { cmd: 'restore_ret', agree: true, depth: 2, stepcount: 2, nextcolor: 1, ...clocks },
  miao_tip: { cmd: 'miao_tip', color: 1, ducount: 2 },
  end_miao_tip: { cmd: 'end_miao_tip', color: 1 },
  calcstone_tip: { cmd: 'calcstone_tip', state: 'refused', color: 2, reason: 2 },
  calc_score_tip: { cmd: 'calc_score_tip', color: 1, count },
  calc_stone_no_result_tip: { cmd: 'calc_stone_no_result_tip', color: 2 },
  score_tip: { cmd: 'score_tip', step: 4, score: -20, b: 1700, w: 1720 },
  call_judge_tip: { cmd: 'call_judge_tip', color: 1, remaining: 1 },
  start_now_tip: { cmd: 'start_now_tip', color: 1, countdown: 10 },
  startnow_yes_resp: { cmd: 'startnow_yes_resp' },
  startnow_no_resp: { cmd: 'startnow_no_resp', color: 2 },
  sendfail_resp: { cmd: 'sendfail_resp', color: 2, result: 1, wintype: 1, winnumber: 0 },
  sendheqi_resp: { cmd: 'sendheqi_resp', result: 3, wintype: 2, winnumber: 0 },
  calc_stone_yes_result_tip: { cmd: 'calc_stone_yes_result_tip', color: 2, count, ...finish },
  qiquan_resp: { cmd: 'qiquan_resp', color: 2, result: 1, wintype: 4, winnumber: 0 },
  timeout_resp: { cmd: 'timeout_resp', color: 1, result: 2, wintype: 3, winnumber: 0 },
  autofinish: { cmd: 'autofinish', count, ...finish },
  audit_resp: { cmd: 'audit_resp', result: 3, wintype: 5, winnumber: 0 },
  play_req: {
    cmd: 'play_req',
    id: 7,
    from: 'lee',
    fromlevelname: '5D',
    target: 'cho',
    targetlevelname: '4D',
    color: 'black',
    size: 13,
    time: 10,
    byoyomi: 0,
    handicap: 2,
    countdown: 10,
  },
  cancel_play_resp: { cmd: 'cancel_play_resp', id: 7 },
  reject_play_resp: { cmd: 'reject_play_resp', id: 7 },
  agree_play_resp: { cmd: 'agree_play_resp', id: 7, playid: 99 },
  play_timeout: { cmd: 'play_timeout', id: 7 },
};

/** A value of another JSON type than `value`, to break a field. */
export function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 42;
  if (typeof value === 'number') return 'x';
  if (typeof value === 'boolean') return 'x';
  return 42;
}
