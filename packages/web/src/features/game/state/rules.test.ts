import { MESSAGES } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import type { GameState } from './game-state.ts';
import { gameReducer } from './reducer.ts';
import {
  answersCounting,
  answersTakeBack,
  boardAcceptsInput,
  canCallReferee,
  canPass,
  canResign,
  canStartEarly,
  countingBlock,
  earlyStartToAnswer,
  idleReloadDue,
  moveBlock,
  moveBlockCode,
  offersUndo,
  secondsToStart,
  showsJudgement,
  showsPreStartMask,
  takeBackDepth,
} from './rules.ts';
import { feed, joined, posMessage, T0 } from './test-game.ts';

const moves = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `${'abcdefghijklmnopqrs'[i % 19]}${'abcdefghijklmnopqrs'[Math.floor(i / 19)]}`,
  );
/** A game of `n` moves seen by `seat`; black moves first, so black is to move when n is even. */
const game = (seat: 0 | 1 | 2, n: number, play = {}) =>
  joined(seat, { pos: moves(n), stepcount: n, nextcolor: n % 2 === 0 ? 1 : 2 }, play);
const lost = (s: GameState) => gameReducer(s, { type: 'connection', state: 'lost' });

describe('resign: only after 11 moves, only a player of a game in progress', () => {
  it.each([
    ['black, 10 moves', game(1, 10), false],
    ['black, 11 moves', game(1, 11), true],
    ['white, 11 moves, not to move', game(2, 12), true],
    ['a spectator', game(0, 40), false],
    ['link lost', lost(game(1, 40)), false],
    [
      'game over',
      feed(game(1, 40), [{ cmd: 'sendfail_resp', color: 2, result: 1, wintype: 1, winnumber: 0 }]),
      false,
    ],
  ])('%s → %s', (_, state, expected) => {
    expect(canResign(state)).toBe(expected);
  });
});

describe('pass and board input: only on the own turn, not under the pre-start mask', () => {
  it.each([
    ['black to move, black viewer', game(1, 4), true, true],
    ['black to move, white viewer', game(2, 4), false, false],
    ['spectator', game(0, 4), false, false],
    ['before the start', joined(1, { unstart: 30 }), false, false],
    [
      'move on its way',
      gameReducer(game(1, 4), { type: 'moveSent', pos: 'ss', step: 5, at: T0 }),
      false,
      false,
    ],
    ['link lost', lost(game(1, 4)), false, false],
    [
      'count result waiting',
      feed(game(1, 200), [
        {
          cmd: 'calc_score_tip',
          color: 2,
          count: { result: 1, winnumber: 0, bscore: 0, wscore: 0, dead: [], bterritory: [], wterritory: [] },
        },
      ]),
      false,
      false,
    ],
  ])('%s → pass %s, board %s', (_, state, pass, board) => {
    expect(canPass(state)).toBe(pass);
    expect(boardAcceptsInput(state)).toBe(board);
  });
});

describe('moveBlock: why a move may not go, and the words that say it', () => {
  it.each([
    ['a legal move', () => game(1, 0), 'dd', null, null],
    ['an occupied point', () => game(1, 2), 'aa', 'NOT_EMPTY', 'NOT_EMPTY'],
    ["the opponent's turn", () => game(1, 1), 'dd', 'NOT_YOUR_TURN', 'NOT_YOUR_TURN'],
    ['a lost link', () => lost(game(1, 0)), 'dd', 'NOT_CONNECTED', 'NOT_JOINED'],
    ['before the start', () => joined(1, { unstart: 30 }), 'dd', 'NOT_STARTED', 'NOT_STARTED'],
    [
      'a move on its way: nothing to say',
      () => gameReducer(game(1, 0), { type: 'moveSent', pos: 'dd', step: 1, at: T0 }),
      'ee',
      'MOVE_PENDING',
      null,
    ],
    [
      'after the end',
      () => feed(game(1, 0), [{ cmd: 'sendfail_resp', color: 2, result: 1, wintype: 1, winnumber: 0 }]),
      'dd',
      'GAME_FINISHED',
      'GAME_FINISHED',
    ],
  ] as const)('%s', (_, state, point, block, code) => {
    expect(moveBlock(state(), point)).toBe(block);
    expect(block === null ? null : moveBlockCode(block)).toBe(code);
  });

  it('a point off the board reads as off the board', () => {
    expect(moveBlockCode('BAD_POINT')).toBe('OUT_OF_BOARD');
    expect(moveBlockCode('COUNT_PENDING')).toBe('REQUEST_PENDING');
  });
});

describe('undo: only with the undo permission, depth by whose move was last', () => {
  it.each([
    ['black just moved', game(1, 5), 1],
    ['white replied to black', game(1, 6), 2],
    ['no move of the viewer yet (white, 1 move)', game(2, 1), null],
    ['white just moved', game(2, 2), 1],
    ['no permission', game(1, 5, { canrestore: false }), null],
    ['a request already waiting', feed(game(1, 5), [{ cmd: 'restore_tip', color: 1, depth: 1 }]), null],
    ['spectator', game(0, 5), null],
  ])('%s → %s', (_, state, depth) => {
    expect(takeBackDepth(state)).toBe(depth);
  });

  it('the button is offered only with the permission', () => {
    expect(offersUndo(game(1, 5))).toBe(true);
    expect(offersUndo(game(1, 5, { canrestore: false }))).toBe(false);
    expect(offersUndo(game(0, 5))).toBe(false);
  });
});

describe('counting request: the protocol validator with the seed messages', () => {
  const asked = (s: GameState, at = T0) =>
    gameReducer(s, { type: 'received', message: { cmd: 'calcstone_tip', state: 'asked', color: 1 }, at });
  const refused = (s: GameState) =>
    feed(s, [{ cmd: 'calcstone_tip', state: 'refused', color: 1, reason: 1 }]);

  it.each([
    ['19 board, 149 moves', game(1, 149), MESSAGES.countingTooEarly.replace('{{num}}', '150')],
    ['19 board, 150 moves', game(1, 150), null],
    ['13 board, 59 moves', game(1, 59, { lu: 13 }), 'Counting must be requested after 60 moves'],
    ['13 board, 60 moves', game(1, 60, { lu: 13 }), null],
    ['9 board, 19 moves', game(1, 19, { lu: 9 }), 'Counting must be requested after 20 moves'],
    ['9 board, 20 moves', game(1, 20, { lu: 9 }), null],
    ['5 requests made in a competition', game(1, 160, { gameid: 3, dianmucount: 5 }), MESSAGES.countingLimit],
    ['5 requests made in a free game', game(1, 160, { dianmucount: 5 }), null],
  ])('%s → %s', (_, state, message) => {
    const block = countingBlock(state, T0);
    expect(block === null ? null : 'message' in block ? block.message : block.code).toBe(message);
  });

  it('after a request: no move since → needs a move; then 30 s wait; then allowed', () => {
    const once = refused(asked(game(1, 160)));
    expect(countingBlock(once, T0 + 60_000)).toMatchObject({ message: MESSAGES.countingNeedsMove });
    const moved = feed(once, [posMessage('ss', 161, { color: 1 })]);
    expect(countingBlock(moved, T0 + 29_999)).toMatchObject({ message: MESSAGES.countingWait });
    expect(countingBlock(moved, T0 + 30_000)).toBeNull();
  });

  it('not a player, or a negotiation under way: not now (no message)', () => {
    expect(countingBlock(game(0, 200), T0)).toEqual({ code: 'NOT_NOW' });
    expect(countingBlock(asked(game(1, 200)), T0 + 60_000)).toEqual({ code: 'NOT_NOW' });
  });

  it('the opponent answers a request, then a result; the asker does not', () => {
    const s = asked(game(2, 200));
    expect(answersCounting(s)).toBe('request');
    expect(answersCounting(asked(game(1, 200)))).toBeNull();
  });
});

describe('situation judgement: game id 0, or an audit man with a positive game id', () => {
  it.each([
    [0, false, true],
    [0, true, true],
    [5, false, false],
    [5, true, true],
  ])('gameid %i, audit man %s → %s', (gameid, isauditman, shown) => {
    expect(showsJudgement(game(0, 0, { gameid, isauditman }))).toBe(shown);
  });
});

describe('pre-start mask and early start', () => {
  it('the mask shows with the seconds left until the start', () => {
    const s = joined(1, { unstart: 30 });
    expect(showsPreStartMask(s)).toBe(true);
    expect(secondsToStart(s, T0 + 10_500)).toBe(20);
    expect(showsPreStartMask(game(1, 0))).toBe(false);
  });

  it.each([
    ['a member, allowed', joined(1, { unstart: 30 }), true],
    ['not allowed by the game', joined(1, { unstart: 30 }, { canstartbefore: false }), false],
    ['a spectator', joined(0, { unstart: 30 }), false],
    ['already started', game(1, 0), false],
    [
      'already asked',
      feed(joined(1, { unstart: 30 }), [{ cmd: 'start_now_tip', color: 2, countdown: 10 }]),
      false,
    ],
  ])('%s → %s', (_, state, allowed) => {
    expect(canStartEarly(state)).toBe(allowed);
  });

  it('the opponent has 10 s to answer', () => {
    const s = feed(joined(2, { unstart: 30 }), [{ cmd: 'start_now_tip', color: 1, countdown: 10 }]);
    expect(earlyStartToAnswer(s, T0 + 1)).toBe(10);
    expect(earlyStartToAnswer(s, T0 + 9_500)).toBe(1);
    expect(earlyStartToAnswer(s, T0 + 10_000)).toBeNull();
    expect(
      earlyStartToAnswer(
        feed(joined(1, { unstart: 30 }), [{ cmd: 'start_now_tip', color: 1, countdown: 10 }]),
        T0,
      ),
    ).toBeNull();
  });
});

describe('take-back answers, referee calls, idle reload', () => {
  it('the opponent of the asker answers a take-back', () => {
    const tip = { cmd: 'restore_tip', color: 1, depth: 1 } as const;
    expect(answersTakeBack(feed(game(2, 5), [tip]))).toBe(true);
    expect(answersTakeBack(feed(game(1, 5), [tip]))).toBe(false);
    expect(answersTakeBack(feed(game(0, 5), [tip]))).toBe(false);
  });

  it('the referee may be called while calls are left and the game allows it', () => {
    expect(canCallReferee(game(1, 5))).toBe(true);
    expect(canCallReferee(game(1, 5, { gamecalljudge: false }))).toBe(false);
    expect(canCallReferee(feed(game(1, 5), [{ cmd: 'call_judge_tip', color: 1, remaining: 0 }]))).toBe(false);
    expect(canCallReferee(feed(game(1, 5), [{ cmd: 'call_judge_tip', color: 2, remaining: 0 }]))).toBe(true);
  });

  it('an unfinished game reloads after more than 300 s without activity', () => {
    const s = game(1, 5);
    expect(idleReloadDue(s, T0 + 300_000)).toBe(false);
    expect(idleReloadDue(s, T0 + 300_001)).toBe(true);
    expect(idleReloadDue(feed(s, [posMessage('ss', 6)], T0 + 200_000), T0 + 400_000)).toBe(false);
    const over = feed(s, [{ cmd: 'sendfail_resp', color: 2, result: 1, wintype: 1, winnumber: 0 }]);
    expect(idleReloadDue(over, T0 + 10_000_000)).toBe(false);
  });
});
