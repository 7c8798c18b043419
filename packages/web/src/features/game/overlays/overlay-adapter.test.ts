import { describe, expect, it } from 'vitest';
import type { GameNotice } from '../state/notices.ts';
import { act, feed, joined, T0 } from '../state/test-game.ts';
import { noticeRequests, type OverlayActions, standingKey, standingOverlays } from './overlay-adapter.ts';

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
    [{ kind: 'message', message: 'requestSent' }, 1, [10]],
    [{ kind: 'result', finish: finish({}) }, 1, [9]],
    [{ kind: 'result', finish: finish({}) }, 2, [8]],
    [{ kind: 'result', finish: finish({}) }, 0, [8]],
    [{ kind: 'result', finish: finish({ winner: 3 }) }, 1, [10]],
    [
      { kind: 'result', finish: finish({ wintype: 2, count, cause: 'calc_stone_yes_result_tip' }) },
      2,
      [8, '13b'],
    ],
    [{ kind: 'result', finish: finish({ wintype: 2, count, cause: 'autofinish' }) }, 0, [8, 14]],
    [{ kind: 'countingRefused', reason: 1 }, 1, [20]],
    [{ kind: 'countingResultRefused' }, 1, [22]],
    [{ kind: 'takeBackRefused' }, 1, [29]],
    [{ kind: 'countingBlocked', code: 'COUNTING_TOO_EARLY', minMoves: 20 }, 1, [32]],
    [{ kind: 'countingResult', count }, 1, ['13a']],
    [{ kind: 'earlyStartSent' }, 1, [53]],
    [{ kind: 'earlyStartRefused', color: 2 }, 1, [10]],
    [{ kind: 'refereeCalled', color: 1, remaining: 1 }, 1, [10]],
    [{ kind: 'refused', code: 'NOT_YOUR_TURN', replyTo: 'pos_stone' }, 1, [10]],
  ];
  it.each(TABLE)('%j for seat %i', (n, seat, overlays) => {
    expect(noticeRequests(notice(n), seat).map((r) => r.overlay)).toEqual(overlays);
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
    // The asker sees nothing standing: it is the opponent's to answer.
    const asker = feed(joined(1, { pos: ['ee'], nextcolor: 2 }), [
      { cmd: 'restore_tip', color: 1, depth: 1 },
    ]);
    expect(standingOverlays(asker, T0, actions)).toEqual([]);
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
