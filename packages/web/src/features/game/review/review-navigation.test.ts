import { boardToRows, Game, moveToSgf, sgfToMove } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import {
  atEnd,
  atStart,
  moveNumber,
  NAVIGATION,
  positionMoves,
  type ReviewAction,
  type ReviewState,
  reviewReducer,
  startReview,
} from './review-navigation.ts';
import {
  boardRecord,
  type ReviewRecord,
  recordFromGame,
  recordFromPlay,
  replayReview,
} from './review-record.ts';

/**
 * A 5×5 game of 9 moves ending in a ko: black's cb takes the white stone on bb, so white may
 * not take back at bb at once.
 *   . X O . .
 *   X . X O .
 *   . X O . .
 */
const MOVES = ['ba', 'ca', 'ab', 'bb', 'bc', 'db', 'ee', 'cc', 'cb'];

function record(): ReviewRecord {
  const r = recordFromPlay({ size: 5, blackFirst: true, prepos: { black: [], white: [] }, moves: MOVES });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const v = (p: string) => {
  const m = sgfToMove(p, 5);
  if (!m.ok) throw new Error(p);
  return m.value;
};
const play = (p: string): ReviewAction => ({ type: 'play', vertex: v(p) });
const TRY: ReviewAction = { type: 'setTrying', on: true };
const STOP: ReviewAction = { type: 'setTrying', on: false };

function run(actions: readonly ReviewAction[], start = startReview(record())): ReviewState {
  return actions.reduce(reviewReducer, start);
}

const summary = (s: ReviewState) => ({
  step: s.step,
  tried: s.variation.map((m) => moveToSgf(m.vertex, 5)).join(' '),
  shown: s.shown,
  error: s.error,
});

describe('reviewReducer', () => {
  it.each<[string, ReviewAction[], { step: number; tried: string; shown: number; error: string | null }]>([
    ['starts at the end', [], { step: 9, tried: '', shown: 0, error: null }],
    ['to the start', [NAVIGATION.toStart], { step: 0, tried: '', shown: 0, error: null }],
    ['back 5, back 1', [NAVIGATION.back5, NAVIGATION.back1], { step: 3, tried: '', shown: 0, error: null }],
    [
      'back 5 near the start stops at 0',
      [{ type: 'goTo', step: 3 }, NAVIGATION.back5],
      { step: 0, tried: '', shown: 0, error: null },
    ],
    [
      'forward 5 near the end stops at the end',
      [{ type: 'goTo', step: 6 }, NAVIGATION.forward5],
      { step: 9, tried: '', shown: 0, error: null },
    ],
    ['forward at the end stays', [NAVIGATION.forward1], { step: 9, tried: '', shown: 0, error: null }],
    ['goTo clamps', [{ type: 'goTo', step: 99 }], { step: 9, tried: '', shown: 0, error: null }],
    ['goTo clamps below', [{ type: 'goTo', step: -4 }], { step: 0, tried: '', shown: 0, error: null }],
    [
      'a move without try-variation does nothing',
      [NAVIGATION.toStart, play('cc')],
      { step: 0, tried: '', shown: 0, error: null },
    ],
    [
      'a tried move starts a variation',
      [{ type: 'goTo', step: 2 }, TRY, play('cc')],
      { step: 2, tried: 'cc', shown: 1, error: null },
    ],
    [
      'the main line move is followed, not copied',
      [{ type: 'goTo', step: 2 }, TRY, play('ab')],
      { step: 3, tried: '', shown: 0, error: null },
    ],
    [
      'a pass can be tried',
      [{ type: 'goTo', step: 2 }, TRY, { type: 'play', vertex: null }],
      { step: 2, tried: 'tt', shown: 1, error: null },
    ],
    [
      'an occupied point is refused, changing nothing else',
      [{ type: 'goTo', step: 2 }, TRY, play('cc'), play('ba')],
      { step: 2, tried: 'cc', shown: 1, error: 'NOT_EMPTY' },
    ],
    ['retaking the ko at once is refused', [TRY, play('bb')], { step: 9, tried: '', shown: 0, error: 'KO' }],
    [
      'an error clears with the next step',
      [TRY, play('bb'), NAVIGATION.back1],
      { step: 8, tried: '', shown: 0, error: null },
    ],
    [
      'back inside a variation keeps it',
      [{ type: 'goTo', step: 2 }, TRY, play('cc'), play('dd'), NAVIGATION.back1],
      { step: 2, tried: 'cc dd', shown: 1, error: null },
    ],
    [
      'forward inside a variation',
      [{ type: 'goTo', step: 2 }, TRY, play('cc'), play('dd'), NAVIGATION.back1, NAVIGATION.forward1],
      { step: 2, tried: 'cc dd', shown: 2, error: null },
    ],
    [
      'back past the branch leaves the variation',
      [{ type: 'goTo', step: 4 }, TRY, play('ee'), NAVIGATION.back5],
      { step: 0, tried: '', shown: 0, error: null },
    ],
    [
      'back exactly to the branch keeps the variation for forward',
      [{ type: 'goTo', step: 4 }, TRY, play('ee'), play('dd'), { type: 'back', by: 2 }, NAVIGATION.forward1],
      { step: 4, tried: 'ee dd', shown: 1, error: null },
    ],
    [
      'a new move after stepping back replaces the rest',
      [{ type: 'goTo', step: 4 }, TRY, play('ee'), play('dd'), NAVIGATION.back1, play('ed')],
      { step: 4, tried: 'ee ed', shown: 2, error: null },
    ],
    [
      'to the end of the variation',
      [{ type: 'goTo', step: 4 }, TRY, play('ee'), play('dd'), { type: 'back', by: 2 }, NAVIGATION.toEnd],
      { step: 4, tried: 'ee dd', shown: 2, error: null },
    ],
    [
      'try-variation off goes back to the branch',
      [{ type: 'goTo', step: 4 }, TRY, play('ee'), play('dd'), STOP],
      { step: 4, tried: '', shown: 0, error: null },
    ],
    [
      'to the start leaves the variation',
      [{ type: 'goTo', step: 4 }, TRY, play('ee'), NAVIGATION.toStart],
      { step: 0, tried: '', shown: 0, error: null },
    ],
  ])('%s', (_name, actions, expected) => {
    expect(summary(run(actions))).toEqual(expected);
  });

  it('turning try-variation on twice changes nothing', () => {
    const on = run([TRY]);
    expect(reviewReducer(on, TRY)).toBe(on);
  });

  it('tried moves alternate colours from the position', () => {
    const s = run([{ type: 'goTo', step: 3 }, TRY, play('cc'), play('dd')]);
    expect(s.variation.map((m) => m.color)).toEqual([2, 1]);
  });

  it('reports where it is', () => {
    const s = run([{ type: 'goTo', step: 4 }, TRY, play('ee'), play('dd')]);
    expect([moveNumber(s), atStart(s), atEnd(s)]).toEqual([6, false, true]);
    expect(positionMoves(s).map((m) => moveToSgf(m.vertex, 5))).toEqual(['ba', 'ca', 'ab', 'bb', 'ee', 'dd']);
    const back = reviewReducer(s, NAVIGATION.back1);
    expect(atEnd(back)).toBe(false);
    const start = run([NAVIGATION.toStart]);
    expect([atStart(start), atEnd(start), atEnd(run([]))]).toEqual([true, false, true]);
  });

  it('never changes the record or the game it was read from', () => {
    const game = new Game(5);
    for (const p of MOVES) game.play(v(p));
    const before = boardToRows(game.board);
    const r = recordFromGame(game);
    run([{ type: 'goTo', step: 2 }, TRY, play('cc'), play('dd')], startReview(r));
    expect(boardToRows(game.board)).toEqual(before);
    expect(r.mainLine).toHaveLength(MOVES.length);
  });
});

describe('review record', () => {
  it('reads the main line and root setup, and replays positions', () => {
    const r = recordFromPlay({
      size: 9,
      blackFirst: false,
      prepos: { black: ['cc', 'gg'], white: [] },
      moves: ['ee', 'tt'],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.firstColor).toBe(2);
    expect(r.value.setup.black).toHaveLength(2);
    expect(r.value.mainLine.map((m) => m.color)).toEqual([2, 1]);
    const game = replayReview(r.value, r.value.mainLine);
    expect(game.ok && boardToRows(game.value.board)[4]).toBe('....O....');
    expect(boardRecord(r.value, r.value.mainLine)).toEqual({
      lu: 9,
      blackfirst: false,
      content: [['cc', 'gg'], []],
      pos: ['ee', 'tt'],
    });
  });

  it('refuses a record with an illegal move', () => {
    const r = recordFromPlay({
      size: 9,
      blackFirst: true,
      prepos: { black: [], white: [] },
      moves: ['ee', 'ee'],
    });
    expect(r.ok).toBe(false);
  });
});
