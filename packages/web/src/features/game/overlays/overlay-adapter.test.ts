import { describe, expect, it } from 'vitest';
import type { GameState } from '../state/game-state.ts';
import type { GameNotice } from '../state/notices.ts';
import { act, CLOCKS, feed, joined, posMessage, T0 } from '../state/test-game.ts';
import {
  noticeRequests,
  type OverlayActions,
  REQUEST_SENT_SLOT,
  standingKey,
  standingOverlays,
} from './overlay-adapter.ts';
import { slotOf } from './overlay-queue.ts';

const calls: string[] = [];
const actions: OverlayActions = {
  answerTakeBack: (a) => calls.push(`takeBack:${a}`),
  answerCounting: (a, r) => calls.push(`counting:${a}:${r ?? ''}`),
  answerCountResult: (a) => calls.push(`result:${a}`),
  answerStartNow: (a) => calls.push(`startNow:${a}`),
  reconnect: () => calls.push('reconnect'),
  leave: () => calls.push('leave'),
};

const count = {
  result: 1,
  winnumber: 375,
  bscore: 4400,
  wscore: 3700,
  dead: [],
  bterritory: [],
  wterritory: [],
} as const;
const finish = (over: object) =>
  ({
    winner: 2,
    wintype: 1,
    winnumber: 0,
    cause: 'sendfail_resp',
    color: 1,
    count: null,
    at: T0,
    ...over,
  }) as const;
const notice = (n: object): GameNotice => ({ id: 1, ...n }) as GameNotice;

describe('notices become overlays', () => {
  // notice, viewer's seat, the overlays asked for (numbers, in order)
  const TABLE: [object, 0 | 1 | 2, (string | number)[]][] = [
    [{ kind: 'message', message: 'invitationRefused' }, 1, [10]],
    [{ kind: 'result', finish: finish({}) }, 1, [9]],
    [{ kind: 'result', finish: finish({}) }, 2, [8]],
    [{ kind: 'result', finish: finish({}) }, 0, [8]],
    [{ kind: 'result', finish: finish({ winner: 3 }) }, 1, [10]],
    [
      { kind: 'result', finish: finish({ wintype: 2, count, cause: 'calc_stone_yes_result_tip' }) },
      2,
      ['13b'],
    ],
    [{ kind: 'result', finish: finish({ wintype: 2, count, cause: 'autofinish' }) }, 0, [14]],
    [{ kind: 'countingRefused', reason: 1 }, 1, [20]],
    [{ kind: 'countingResultRefused' }, 1, [22]],
    [{ kind: 'takeBackRefused' }, 1, [29]],
    [{ kind: 'countingBlocked', code: 'COUNTING_TOO_EARLY', minMoves: 20 }, 1, [32]],
    [{ kind: 'earlyStartRefused', color: 2 }, 1, [10]],
    [{ kind: 'refereeCalled', color: 1, remaining: 1 }, 1, [10]],
    [{ kind: 'refused', code: 'NOT_YOUR_TURN', replyTo: 'pos_stone' }, 1, [10]],
  ];
  it.each(TABLE)('%j for seat %i', (n, seat, overlays) => {
    expect(noticeRequests(notice(n), seat).map((r) => r.overlay)).toEqual(overlays);
  });

  it("a game ended by a count is one window: the count with the viewer's result in it", () => {
    const ended = finish({
      winner: 1,
      wintype: 2,
      winnumber: 375,
      count,
      cause: 'calc_stone_yes_result_tip',
    });
    const [loser] = noticeRequests(notice({ kind: 'result', finish: ended }), 2);
    expect(loser).toMatchObject({ overlay: '13b', count, message: { key: 'result.youLosePoints' } });
    const [watcher] = noticeRequests(
      notice({ kind: 'result', finish: { ...ended, cause: 'autofinish' } }),
      0,
    );
    expect(watcher).toMatchObject({ overlay: 14, message: { key: 'result.sideWinsPoints', side: 'black' } });
  });

  it("a loser by time reads the seed's own words; a spectator reads the winning side", () => {
    const [loser] = noticeRequests(notice({ kind: 'result', finish: finish({ wintype: 3 }) }), 1);
    expect(loser).toMatchObject({ overlay: 9, message: { key: 'messages.timeRanOut' } });
    const [spectator] = noticeRequests(notice({ kind: 'result', finish: finish({}) }), 0);
    expect(spectator).toMatchObject({
      overlay: 8,
      message: { key: 'result.sideWinsResignation', side: 'white' },
    });
  });
});

describe('standing requests become overlays while they last', () => {
  it('a take-back asked by the opponent (28) answers through the controller', () => {
    const s = feed(joined(2, { pos: ['ee'], nextcolor: 2 }), [{ cmd: 'restore_tip', color: 1, depth: 1 }]);
    const [o] = standingOverlays(s, T0, actions);
    expect(o.request.overlay).toBe(28);
    calls.length = 0;
    if (o.request.overlay === 28) o.request.onAccept();
    expect(calls).toEqual(['takeBack:true']);
    // The asker reads "request sent" while the request waits: it is the opponent's to answer.
    const asker = feed(joined(1, { pos: ['ee'], nextcolor: 2 }), [
      { cmd: 'restore_tip', color: 1, depth: 1 },
    ]);
    expect(standingOverlays(asker, T0, actions).map((x) => x.request)).toEqual([
      { overlay: 10, message: 'requestSent', slot: REQUEST_SENT_SLOT },
    ]);
  });

  it('counting asked (19) and its result to accept (21), refused with a reason', () => {
    const asked = feed(joined(2), [{ cmd: 'calcstone_tip', color: 1, state: 'asked' }]);
    const [o] = standingOverlays(asked, T0, actions);
    expect(o.request.overlay).toBe(19);
    calls.length = 0;
    if (o.request.overlay === 19) o.request.onRefuse(2);
    expect(calls).toEqual(['counting:false:2']);
    const counted = feed(asked, [{ cmd: 'calc_score_tip', color: 1, count }]);
    expect(standingOverlays(counted, T0, actions).map((x) => x.request.overlay)).toEqual([21]);
  });

  it('a lost link (35) and logged in elsewhere (36)', () => {
    const lost = act(joined(1), { type: 'connection', state: 'lost' });
    expect(standingOverlays(lost, T0, actions).map((x) => x.request.overlay)).toEqual([35]);
    const replaced = act(joined(1), { type: 'connection', state: 'replaced' });
    expect(standingOverlays(replaced, T0, actions).map((x) => x.request.overlay)).toEqual([36]);
  });

  it('an early start to answer (54) with its seconds left', () => {
    const s = feed(joined(2, { unstart: 60 }), [{ cmd: 'start_now_tip', color: 1, countdown: 10 }], T0);
    const [o] = standingOverlays(s, T0 + 3_000, actions);
    expect(o.request).toMatchObject({ overlay: 54, seconds: 7 });
  });

  it('the key changes only when what stands changes', () => {
    const quiet = joined(1);
    expect(standingKey(quiet, T0)).toBe('');
    const lost = act(quiet, { type: 'connection', state: 'lost' });
    expect(standingKey(lost, T0)).toBe('35');
    expect(standingKey(lost, T0 + 5_000)).toBe('35');
  });
});

describe("the viewer's own request stands until it is answered", () => {
  const slots = (s: GameState) => standingOverlays(s, T0, actions).map((x) => slotOf(x.request));
  const askedTakeBack = () =>
    feed(joined(1, { pos: ['ee'], nextcolor: 2 }), [{ cmd: 'restore_tip', color: 1, depth: 1 }]);
  const ret = (agree: boolean, stepcount: number) =>
    ({ cmd: 'restore_ret', agree, depth: agree ? 1 : 0, stepcount, nextcolor: 1, ...CLOCKS }) as const;

  it('a take-back: "request sent" goes when it is agreed, refused or lapses', () => {
    expect(slots(askedTakeBack())).toEqual([REQUEST_SENT_SLOT]);
    expect(slots(feed(askedTakeBack(), [ret(true, 0)]))).toEqual([]);
    const refused = feed(askedTakeBack(), [ret(false, 1)]);
    expect(slots(refused)).toEqual([]);
    expect(refused.notices.map((n) => n.kind)).toEqual(['takeBackRefused']);
    expect(slots(feed(askedTakeBack(), [posMessage('dd', 2), ret(false, 2)]))).toEqual([]);
  });

  it('counting: "request sent", then the agreed count (13a), then nothing once decided', () => {
    const asked = feed(joined(1), [{ cmd: 'calcstone_tip', state: 'asked', color: 1 }]);
    expect(slots(asked)).toEqual([REQUEST_SENT_SLOT]);
    const counted = feed(asked, [{ cmd: 'calc_score_tip', color: 1, count }]);
    expect(slots(counted)).toEqual(['13a']);
    expect(slots(feed(counted, [{ cmd: 'calc_stone_no_result_tip', color: 2 }]))).toEqual([]);
    const accepted = feed(counted, [
      { cmd: 'calc_stone_yes_result_tip', color: 2, count, result: 1, wintype: 2, winnumber: 375 },
    ]);
    expect(slots(accepted)).toEqual([]);
    const refused = feed(asked, [{ cmd: 'calcstone_tip', state: 'refused', color: 1, reason: 1 }]);
    expect(slots(refused)).toEqual([]);
    // The asker's own move lets the request lapse.
    expect(slots(feed(asked, [posMessage('dd', 1)]))).toEqual([]);
  });

  it('an early start asked (53) stands until the answer or the 10 s', () => {
    const asked = feed(joined(1, { unstart: 60 }), [{ cmd: 'start_now_tip', color: 1, countdown: 10 }]);
    expect(slots(asked)).toEqual(['53']);
    expect(slots(feed(asked, [{ cmd: 'startnow_no_resp', color: 2 }]))).toEqual([]);
  });

  it('the game over ends every request, and a spectator never has one', () => {
    const over = feed(askedTakeBack(), [
      { cmd: 'sendfail_resp', color: 2, result: 1, wintype: 1, winnumber: 0 },
    ]);
    expect(slots(over)).toEqual([]);
    const watcher = feed(joined(0, { pos: ['ee'], nextcolor: 2 }), [
      { cmd: 'restore_tip', color: 1, depth: 1 },
    ]);
    expect(slots(watcher)).toEqual([]);
  });
});
