import { describe, expect, it } from 'vitest';
import { TEST_PROBLEMS } from '../testing/test-collection.ts';
import { earnedResults } from './problem-judge.ts';

const [answer, choice, placement, replay] = TEST_PROBLEMS.map((p) => p.data);
const earned = (data: (typeof TEST_PROBLEMS)[number]['data'], moves: string[]) =>
  [...earnedResults(data, moves)].sort();

describe('judging an attempt again from its moves', () => {
  it('answer: an ok line to its end is correct, a change line a variation, anything else only wrong', () => {
    expect(earned(answer!, ['ba', 'ab'])).toEqual(['correct', 'wrong']);
    expect(earned(answer!, ['ba'])).toEqual(['wrong']);
    expect(earned(answer!, ['ba', 'ab', 'ac'])).toEqual(['wrong']);
    expect(earned(answer!, ['bc'])).toEqual(['variation', 'wrong']);
    expect(earned(answer!, ['ea'])).toEqual(['wrong']);
    expect(earned(answer!, [])).toEqual(['wrong']);
  });

  it('choice: the chosen point scoring 10 or more is correct', () => {
    expect(earned(choice!, ['ee'])).toEqual(['correct', 'wrong']);
    expect(earned(choice!, ['gg'])).toEqual(['wrong']);
    expect(earned(choice!, ['ee', 'gg'])).toEqual(['wrong']);
  });

  it('placement: every target filled, once, and nothing else', () => {
    expect(earned(placement!, ['ee', 'dd'])).toEqual(['correct', 'wrong']);
    expect(earned(placement!, ['dd'])).toEqual(['wrong']);
    expect(earned(placement!, ['dd', 'dd'])).toEqual(['wrong']);
    expect(earned(placement!, ['dd', 'ee', 'ff'])).toEqual(['wrong']);
  });

  it('replay: the moves shown, in order', () => {
    expect(earned(replay!, ['cc', 'gg', 'cg'])).toEqual(['correct', 'wrong']);
    expect(earned(replay!, ['cc', 'cg', 'gg'])).toEqual(['wrong']);
    expect(earned(replay!, ['cc', 'gg'])).toEqual(['wrong']);
  });
});
