import type { ProblemData } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { attemptOf } from './problem-attempt.ts';

const data: ProblemData = {
  lu: 9,
  blackfirst: true,
  content: [[], []],
  ok_answers: [['ba', 'aa', 'ab']],
  change_answers: [['bc']],
  fail_answers: [['ea', 'fa']],
  xds: [
    { pt: 'gg', name: 'B', score: 0 },
    { pt: 'ee', name: 'A', score: 100 },
  ],
  luozis: ['dd', 'ee'],
};

describe('the attempt a result sends', () => {
  it('answer: the user’s moves without the replies; a change line is a variation', () => {
    expect(attemptOf('answer', data, ['ba', 'aa', 'ab'], true)).toEqual({
      result: 'correct',
      moves: ['ba', 'ab'],
    });
    expect(attemptOf('answer', data, ['bc'], true)).toEqual({ result: 'variation', moves: ['bc'] });
    expect(attemptOf('answer', data, ['ea', 'fa'], false)).toEqual({ result: 'wrong', moves: ['ea'] });
  });

  it('choice, placement and replay', () => {
    expect(attemptOf('choice', data, [], true)).toEqual({ result: 'correct', moves: ['ee'] });
    expect(attemptOf('choice', data, [], false)).toEqual({ result: 'wrong', moves: [] });
    expect(attemptOf('placement', data, [], true)).toEqual({ result: 'correct', moves: ['dd', 'ee'] });
    expect(attemptOf('replay', data, ['cc', 'gg'], true)).toEqual({ result: 'correct', moves: ['cc', 'gg'] });
  });
});
