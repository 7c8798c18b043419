import { describe, expect, it } from 'vitest';
import { reviewReducer, startReview } from '../review/review-navigation.ts';
import { recordFromPlay } from '../review/review-record.ts';
import { nextMoveLetters } from './board-marks.ts';

const record = recordFromPlay({
  size: 9,
  blackFirst: true,
  prepos: { black: [], white: [] },
  moves: ['ee', 'cc', 'tt', 'gg', 'cg', 'gc', 'dd'],
});
if (!record.ok) throw new Error(record.error);
const none = () => false;

describe('letters on the next moves', () => {
  it('labels the next five moves A to E from the place, skipping passes', () => {
    const at1 = startReview(record.value, { atEnd: false });
    const state = reviewReducer(at1, { type: 'forward', by: 1 });
    expect(nextMoveLetters(state, none)).toEqual([
      { vertex: { x: 2, y: 2 }, text: 'A' },
      { vertex: { x: 6, y: 6 }, text: 'C' },
      { vertex: { x: 2, y: 6 }, text: 'D' },
      { vertex: { x: 6, y: 2 }, text: 'E' },
    ]);
  });

  it('skips points with a stone, none at the end or inside a tried variation', () => {
    const start = startReview(record.value, { atEnd: false });
    expect(nextMoveLetters(start, (v) => v.x === 4 && v.y === 4).map((l) => l.text)).toEqual(['B', 'D', 'E']);
    expect(nextMoveLetters(startReview(record.value), none)).toEqual([]);
    const trying = reviewReducer(reviewReducer(start, { type: 'setTrying', on: true }), {
      type: 'play',
      vertex: { x: 0, y: 0 },
    });
    expect(nextMoveLetters(trying, none)).toEqual([]);
  });
});
