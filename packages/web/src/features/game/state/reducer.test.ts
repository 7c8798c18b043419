import { SERVER_CMDS, type ServerCmd, type ServerMessage } from '@tengen/protocol';
import { serverExamples } from '@tengen/protocol/examples';
import { describe, expect, it } from 'vitest';
import type { GameState } from './game-state.ts';
import { gameReducer } from './reducer.ts';
import { answersProposal, boardAcceptsInput, moveBlock } from './rules.ts';
import { CLOCKS, feed, joined, posMessage, T0 } from './test-game.ts';

/** Black (alice) with three moves played, white to move. */
const base = () => joined(1, { pos: ['pd', 'dp', 'pp'], nextcolor: 2, stepcount: 3 });

type Row = { from?: () => GameState; check: (after: GameState, before: GameState) => void };

/**
 * A cmd without a row is one this reducer does not keep (another feature's message that may
 * reach the game socket: the lobby's, presence): it must leave the state as it was.
 */
const unchanged: Row = { check: (s, before) => expect(s).toBe(before) };

/** One row per server cmd the game page keeps: the state it starts from, and what must be true after. */
const ROWS: Partial<Record<ServerCmd, Row>> = {
  connected: {
    check: (s) => {
      expect(s.viewer).toEqual({ username: 'lee', role: 'member', seat: 1 });
      expect(s.synced).toBe(false);
    },
  },
  ping_resp: { check: (s, before) => expect(s).toBe(before) },
  onlineuser: { check: (s) => expect(s.users.map((u) => u.username)).toEqual(['lee']) },
  initdata: {
    check: (s) => {
      expect(s.moves).toEqual(['pd', 'dp', 'tt']);
      expect(s.takeBack).toEqual({ color: 2, depth: 1 });
      expect(s.chats).toHaveLength(1);
      expect(s.chatAllowed).toEqual({ black: true, white: false, guests: false });
      expect(s.clocks.black.mainMs).toBe(1_500_000);
      expect(s.synced).toBe(true);
    },
  },
  clock_pause: {
    check: (s) => {
      expect(s.clocks.stoppedUntil).toBe(T0 + 30_000);
      expect(s.clocks.elapsedMs).toBe(serverExamples.clock_pause.elapsed);
    },
  },
  count_proposal: {
    check: (s) => {
      expect(s.proposal).toMatchObject({ state: 'proposed', black: true, white: false, endsAt: T0 + 60_000 });
      expect(s.proposal?.count).toEqual(serverExamples.count_proposal.count);
      expect(s.status).toBe('playing');
    },
  },
  count_proposal_refused: {
    from: () => feed(base(), [serverExamples.count_proposal]),
    check: (s) => {
      expect(s.proposal).toBeNull();
      expect(s.proposalRefusedBy).toBe(2);
      expect(s.nextColor).toBe(1);
      expect(s.clocks.receivedAt).toBe(T0);
    },
  },
  user_login: { check: (s) => expect(s.users.map((u) => u.username)).toEqual(['lee']) },
  exit: {
    from: () => feed(base(), [serverExamples.user_login]),
    check: (s) => expect(s.users).toEqual([]),
  },
  addchat: { check: (s) => expect(s.chats.map((c) => c.Content)).toEqual(['hi']) },
  deletechat: {
    from: () => feed(base(), [serverExamples.addchat]),
    check: (s) => expect(s.chats).toEqual([]),
  },
  forbid_resp: { check: (s) => expect(s.chatForbidden).toEqual(['spammer']) },
  change_chat_resp: {
    from: () => joined(1, { black_chat: false, white_chat: false }),
    check: (s) => expect(s.chatAllowed).toEqual({ black: true, white: true, guests: false }),
  },
  error: {
    // A refused move is told beside the board, not in a window.
    check: (s, before) => {
      expect(s.refusedMove).toMatchObject({ code: 'NOT_YOUR_TURN' });
      expect(s.notices).toBe(before.notices);
    },
  },
  pos: {
    check: (s) => {
      expect(s.moves).toEqual(['pd', 'dp', 'pp', 'qd']);
      expect(s.nextColor).toBe(1);
      expect(s.position.board.get({ x: 16, y: 3 })).toBe(2);
    },
  },
  restore_tip: {
    // "Request sent" stands while `takeBack` does: it is not a notice.
    check: (s, before) => {
      expect(s.takeBack).toEqual({ color: 1, depth: 2 });
      expect(s.notices).toBe(before.notices);
    },
  },
  restore_ret: {
    from: () => feed(base(), [serverExamples.restore_tip]),
    check: (s) => {
      expect(s.moves).toEqual(['pd', 'dp']);
      expect(s.takeBack).toBeNull();
      expect(s.position.board.get({ x: 15, y: 15 })).toBe(0);
    },
  },
  miao_tip: { check: (s) => expect(s.byoyomi).toEqual({ black: 2, white: null }) },
  end_miao_tip: { check: (s, before) => expect(s.moves).toBe(before.moves) },
  calcstone_tip: {
    from: () => feed(base(), [{ cmd: 'calcstone_tip', state: 'asked', color: 2 }]),
    check: (s) => {
      expect(s.counting).toBeNull();
      expect(s.countingRequests).toBe(1);
    },
  },
  calc_score_tip: {
    check: (s) => {
      expect(s.counting).toMatchObject({ state: 'result', color: 1 });
    },
  },
  calc_stone_no_result_tip: {
    from: () => feed(base(), [serverExamples.calc_score_tip]),
    check: (s) => {
      expect(s.counting).toBeNull();
      expect(s.notices.at(-1)).toMatchObject({ kind: 'countingResultRefused' });
    },
  },
  score_tip: { check: (s) => expect(s.scoreList).toEqual([{ step: 4, score: -20, b: 1700, w: 1720 }]) },
  call_judge_tip: {
    check: (s) => {
      expect(s.refereeCallsLeft).toEqual({ black: 1, white: null });
      expect(s.notices.at(-1)).toMatchObject({ kind: 'refereeCalled', remaining: 1 });
    },
  },
  start_now_tip: {
    from: () => joined(1, { unstart: 60 }),
    check: (s) => {
      expect(s.earlyStart).toEqual({ color: 1, endsAt: T0 + 10_000 });
    },
  },
  startnow_yes_resp: {
    from: () => joined(1, { unstart: 60 }),
    check: (s) => {
      expect(s.status).toBe('playing');
      expect(s.startsAt).toBeNull();
    },
  },
  startnow_no_resp: {
    from: () => feed(joined(1, { unstart: 60 }), [serverExamples.start_now_tip]),
    check: (s) => {
      expect(s.earlyStart).toBeNull();
      expect(s.notices.at(-1)).toMatchObject({ kind: 'earlyStartRefused', color: 2 });
    },
  },
  sendfail_resp: { check: (s) => expect(s.finish).toMatchObject({ winner: 1, wintype: 1, color: 2 }) },
  sendheqi_resp: { check: (s) => expect(s.finish).toMatchObject({ winner: 3, cause: 'sendheqi_resp' }) },
  calc_stone_yes_result_tip: {
    check: (s) =>
      expect(s.finish).toMatchObject({ winner: 1, wintype: 2, winnumber: 375, count: { bscore: 18_800 } }),
  },
  qiquan_resp: { check: (s) => expect(s.finish).toMatchObject({ wintype: 4, color: 2 }) },
  timeout_resp: { check: (s) => expect(s.finish).toMatchObject({ winner: 2, wintype: 3, color: 1 }) },
  autofinish: {
    check: (s) => expect(s.finish).toMatchObject({ cause: 'autofinish', count: { wscore: 17_300 } }),
  },
  audit_resp: { check: (s) => expect(s.finish).toMatchObject({ winner: 3, wintype: 5 }) },
  play_req: { check: (s) => expect(s.invitations.map((i) => i.id)).toEqual([7]) },
  cancel_play_resp: {
    from: () => feed(base(), [serverExamples.play_req]),
    check: (s) => expect(s.invitations).toEqual([]),
  },
  reject_play_resp: {
    from: () => feed(base(), [serverExamples.play_req]),
    check: (s) => expect(s.invitations).toEqual([]),
  },
  agree_play_resp: {
    from: () => feed(base(), [serverExamples.play_req]),
    check: (s) => expect(s.invitations).toEqual([]),
  },
  play_timeout: {
    from: () => feed(base(), [serverExamples.play_req]),
    check: (s) => expect(s.invitations).toEqual([]),
  },
  play_start_tip: {
    from: () => feed(base(), [serverExamples.play_req]),
    check: (s) => {
      expect(s.invitations).toEqual([]);
      expect(s.notices).toMatchObject([{ kind: 'gameStartedElsewhere', playid: 99, opponent: 'cho' }]);
    },
  },
};

describe('gameReducer: every server message of the protocol', () => {
  it('keeps every message of the game room (a row each)', () => {
    const rows = Object.keys(ROWS);
    // The seed's room, game, end and invitation messages, and Tengen's error and referee call.
    for (const cmd of ['initdata', 'pos', 'restore_ret', 'calc_score_tip', 'autofinish', 'play_req', 'error'])
      expect(rows).toContain(cmd);
    expect(rows.every((cmd) => (SERVER_CMDS as string[]).includes(cmd))).toBe(true);
  });

  it.each(SERVER_CMDS)('%s', (cmd) => {
    const row = ROWS[cmd] ?? unchanged;
    const before = row.from ? row.from() : base();
    const after = gameReducer(before, {
      type: 'received',
      message: serverExamples[cmd] as ServerMessage,
      at: T0,
    });
    row.check(after, before);
  });

  it('never changes the state it was given', () => {
    for (const cmd of SERVER_CMDS) {
      const before = base();
      const snapshot = JSON.stringify({ ...before, position: null });
      gameReducer(before, { type: 'received', message: serverExamples[cmd] as ServerMessage, at: T0 });
      expect(JSON.stringify({ ...before, position: null }), cmd).toBe(snapshot);
    }
  });
});

describe('gameReducer: the count proposed after two passes', () => {
  const proposed = (seat: 0 | 1 | 2) =>
    feed(joined(seat, { pos: ['pd', 'tt', 'tt'], nextcolor: 2, stepcount: 3 }), [
      { ...serverExamples.count_proposal, black: false },
    ]);

  it('blocks moves on every page while open, and a player answers it until they accepted', () => {
    const white = proposed(2);
    expect(moveBlock(white, 'dd')).toBe('COUNT_PENDING');
    expect(boardAcceptsInput(white)).toBe(false);
    expect(answersProposal(white)).toBe(true);
    expect(answersProposal(proposed(0))).toBe(false);
    const accepted = feed(white, [{ ...serverExamples.count_proposal, black: false, white: true }]);
    expect(answersProposal(accepted)).toBe(false);
  });

  it('a page opened while it is open reads it from initdata; a move or the end drops it', () => {
    const opened = joined(0, {
      pos: ['pd', 'tt', 'tt'],
      nextcolor: 2,
      stepcount: 3,
      proposal: { ...serverExamples.count_proposal },
    });
    expect(opened.proposal).toMatchObject({ black: true, white: false, endsAt: T0 + 60_000 });
    const refused = feed(opened, [serverExamples.count_proposal_refused]);
    expect(refused.proposalRefusedBy).toBe(2);
    expect(feed(refused, [posMessage('dd', 4)]).proposalRefusedBy).toBeNull();
    const ended = feed(opened, [serverExamples.autofinish]);
    expect(ended.proposal).toBeNull();
    expect(ended.finish?.count).toEqual(serverExamples.autofinish.count);
  });
});

describe('gameReducer: who hears what', () => {
  it('the asker of a take-back hears of a refusal; the opponent does not', () => {
    const refused = {
      cmd: 'restore_ret',
      agree: false,
      depth: 0,
      stepcount: 3,
      nextcolor: 2,
      ...CLOCKS,
    } as const;
    const asker = feed(base(), [{ cmd: 'restore_tip', color: 1, depth: 1 }, refused]);
    expect(asker.notices.map((n) => n.kind)).toEqual(['takeBackRefused']);
    const opponent = feed(joined(2, { pos: ['pd', 'dp', 'pp'], nextcolor: 2 }), [
      { cmd: 'restore_tip', color: 1, depth: 1 },
      refused,
    ]);
    expect(opponent.notices).toEqual([]);
    expect(opponent.takeBack).toBeNull();
  });

  it('a counting refusal carries its reason to the asker only', () => {
    const refused = { cmd: 'calcstone_tip', state: 'refused', color: 1, reason: 2 } as const;
    expect(feed(base(), [refused]).notices.at(-1)).toMatchObject({ kind: 'countingRefused', reason: 2 });
    expect(feed(joined(2), [refused]).notices).toEqual([]);
  });

  it('an invitation refused: the inviter is told with the seed text', () => {
    const mine = { ...serverExamples.play_req, from: 'alice' };
    const s = feed(base(), [mine, serverExamples.reject_play_resp]);
    expect(s.notices.at(-1)).toMatchObject({ kind: 'message', message: 'invitationRefused' });
  });

  it('a refused counting request shows the counting-blocked notice with the minimum moves', () => {
    const s = feed(base(), [
      { cmd: 'error', code: 'COUNTING_TOO_EARLY', message: 'x', replyTo: 'calc_stone_req' },
    ]);
    expect(s.notices.at(-1)).toMatchObject({
      kind: 'countingBlocked',
      code: 'COUNTING_TOO_EARLY',
      minMoves: 150,
    });
  });

  it('a refused move frees the board for another try and says why beside the board', () => {
    const s0 = gameReducer(joined(1), { type: 'moveSent', pos: 'dd', step: 1, at: T0 });
    expect(s0.pendingMove).toEqual({ pos: 'dd', step: 1 });
    const s1 = feed(s0, [{ cmd: 'error', code: 'KO', message: 'ko', replyTo: 'pos_stone' }]);
    expect(s1.pendingMove).toBeNull();
    expect(s1.refusedMove).toMatchObject({ code: 'KO' });
    expect(s1.notices).toEqual([]);
    // Each refusal is a new one (the same reason twice is told twice); a move clears it.
    const s2 = gameReducer(s1, { type: 'moveRefused', code: 'KO' });
    expect(s2.refusedMove?.id).not.toBe(s1.refusedMove?.id);
    expect(feed(s2, [posMessage('dd', 1)]).refusedMove).toBeNull();
  });

  it('a move lets a counting request lapse (the server drops it without a word)', () => {
    const asked = feed(base(), [{ cmd: 'calcstone_tip', state: 'asked', color: 1 }]);
    expect(asked.counting).toEqual({ state: 'asked', color: 1 });
    expect(feed(asked, [posMessage('qd', 4)]).counting).toBeNull();
  });

  it('a lapsed take-back (the opponent played instead) reaches its asker as refused', () => {
    const asked = feed(joined(1, { pos: ['pd'], nextcolor: 2, stepcount: 1 }), [
      { cmd: 'restore_tip', color: 1, depth: 1 },
    ]);
    const lapsed = feed(asked, [
      posMessage('dp', 2),
      { cmd: 'restore_ret', agree: false, depth: 0, stepcount: 2, nextcolor: 1, ...CLOCKS },
    ]);
    expect(lapsed.takeBack).toBeNull();
    expect(lapsed.notices.map((n) => n.kind)).toEqual(['takeBackRefused']);
  });

  it('the own move coming back clears the pending move', () => {
    const s0 = gameReducer(joined(1), { type: 'moveSent', pos: 'dd', step: 1, at: T0 });
    expect(feed(s0, [posMessage('dd', 1)]).pendingMove).toBeNull();
  });

  it('a second ending changes nothing and shows nothing more', () => {
    const once = feed(base(), [serverExamples.sendfail_resp]);
    const twice = feed(once, [serverExamples.timeout_resp]);
    expect(twice).toBe(once);
    expect(once.notices.filter((n) => n.kind === 'result')).toHaveLength(1);
  });

  it("an appeal man's new result after the end replaces the result and says so; the same one again changes nothing", () => {
    const once = feed(base(), [serverExamples.sendfail_resp]);
    const amend = { cmd: 'audit_resp', result: 2, wintype: 5, winnumber: 0 } as const;
    const amended = feed(once, [amend]);
    expect(amended.finish).toMatchObject({ winner: 2, wintype: 5, cause: 'audit_resp' });
    expect(amended.notices.filter((n) => n.kind === 'result')).toHaveLength(2);
    expect(feed(amended, [amend])).toBe(amended);
  });

  it('notices close by id', () => {
    const s = feed(base(), [serverExamples.sendfail_resp]);
    const id = s.notices[0].id;
    expect(gameReducer(s, { type: 'noticeClosed', id }).notices).toEqual([]);
    expect(gameReducer(s, { type: 'noticeClosed', id: 999 })).toBe(s);
  });
});
