import { describe, expect, it } from 'vitest';
import { judgeAnswer } from './answers.ts';

const v = (x: number, y: number) => ({ x, y });
const answers = {
  ok: [
    [v(0, 0), v(1, 0), v(2, 0)],
    [v(0, 0), v(0, 1), v(2, 2)],
  ],
  change: [[v(5, 5), v(6, 6)]],
  fail: [[v(3, 3), v(4, 4)], [v(8, 8)]],
};
const first = () => 0;
const last = () => 0.999;

describe('judgeAnswer', () => {
  it.each([
    [
      'a first correct move gets the reply of a random line (first)',
      [v(0, 0)],
      first,
      'doing',
      v(1, 0),
      'doing',
    ],
    [
      'a first correct move gets the reply of a random line (last)',
      [v(0, 0)],
      last,
      'doing',
      v(0, 1),
      'doing',
    ],
    [
      'the last step of a correct line is correct',
      [v(0, 0), v(1, 0), v(2, 0)],
      first,
      'correct',
      undefined,
      'correct',
    ],
    ['a variation reply ending its line is correct', [v(5, 5)], first, 'doing', v(6, 6), 'correct'],
    ['a wrong line is followed to its end', [v(3, 3)], first, 'doing', v(4, 4), 'wrong'],
    ['a one-move wrong line is wrong at once', [v(8, 8)], first, 'wrong', undefined, 'wrong'],
    ['a move no line follows is wrong', [v(9, 9)], first, 'wrong', undefined, 'wrong'],
    [
      'leaving a correct line later is wrong',
      [v(0, 0), v(1, 0), v(9, 9)],
      first,
      'wrong',
      undefined,
      'wrong',
    ],
  ])('%s', (_, played, random, now, reply, afterReply) => {
    expect(judgeAnswer(answers, played, random)).toEqual(
      reply ? { now, reply, afterReply } : { now, afterReply },
    );
  });

  it('a puzzle without stored answers is wrong', () => {
    expect(judgeAnswer({ ok: [], change: [], fail: [] }, [v(0, 0)], first).now).toBe('wrong');
  });
});
