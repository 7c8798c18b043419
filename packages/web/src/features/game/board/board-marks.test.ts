import { type Sign, type Vertex, vertexToSgf } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { reviewReducer, startReview } from '../review/review-navigation.ts';
import { recordFromPlay } from '../review/review-record.ts';
import { countedMarks, nextMoveLetters } from './board-marks.ts';

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

describe('a count on the board', () => {
  // 5×5: black holds the left, white the right; a white stone lies dead at ba
  const rows = ['.OX..', '.XX.O', 'XX.OO', '.XOO.', '.XO..'];
  const stoneAt = (v: Vertex): Sign => {
    const c = rows[v.y][v.x];
    return c === 'X' ? 1 : c === 'O' ? 2 : 0;
  };
  const count = {
    dead: ['ba'],
    bterritory: ['aa', 'ab', 'ad', 'ae', 'cc'],
    wterritory: ['da', 'ea', 'db', 'ed', 'de', 'ee'],
  };

  it('marks each side’s empty points, and the dead stones apart', () => {
    const marks = countedMarks(count, 5, stoneAt);
    expect(marks.dead).toEqual([{ vertex: { x: 1, y: 0 }, color: 2 }]);
    expect(marks.black.map(vertexToSgf)).toEqual(['aa', 'ab', 'ad', 'ae', 'cc']);
    expect(marks.white.map(vertexToSgf)).toEqual(['da', 'ea', 'db', 'ed', 'de', 'ee']);
  });

  it('leaves out what belongs to another position: a stone on a territory point, an empty dead point, points off the board', () => {
    const other = { dead: ['ba', 'aa', 'zz', 'ba'], bterritory: ['aa', 'bb', 'zz'], wterritory: ['ca'] };
    const marks = countedMarks(other, 5, stoneAt);
    expect(marks.dead.map((d) => vertexToSgf(d.vertex))).toEqual(['ba']);
    expect(marks.black.map(vertexToSgf)).toEqual(['aa']);
    expect(marks.white).toEqual([]);
  });

  it('a count with nothing dead marks only territory', () => {
    const marks = countedMarks({ dead: [], bterritory: ['aa'], wterritory: ['ee'] }, 5, stoneAt);
    expect(marks).toEqual({ black: [{ x: 0, y: 0 }], white: [{ x: 4, y: 4 }], dead: [] });
  });
});
