import { describe, expect, it } from 'vitest';
import { answerLines, lineAt, lineCounts } from './answer-lines.ts';

const data = {
  ok_answers: [['cc', 'dd'], []],
  change_answers: [['cd']],
  fail_answers: [['cc', 'bb'], ['de', 'cc'], ['ef']],
};

describe('answer lines', () => {
  it('lists the lines correct, variation, wrong, each with its own index, leaving out empty ones', () => {
    expect(answerLines(data).map((l) => `${l.list}${l.index}:${l.moves.join('-')}`)).toEqual([
      'ok0:cc-dd',
      'change0:cd',
      'fail0:cc-bb',
      'fail1:de-cc',
      'fail2:ef',
    ]);
  });

  it('a click on a point shows the first line starting there, then the next one on each click', () => {
    const lines = answerLines(data);
    expect(lineAt(lines, 'cc', null)).toBe(0);
    expect(lineAt(lines, 'cc', 0)).toBe(2);
    expect(lineAt(lines, 'cc', 2)).toBe(0);
    // A line shown elsewhere does not matter.
    expect(lineAt(lines, 'cc', 3)).toBe(0);
    expect(lineAt(lines, 'ef', 2)).toBe(4);
    // No line starts at a point that is only a reply.
    expect(lineAt(lines, 'dd', null)).toBe(-1);
  });

  it('counts the lines of each list', () => {
    expect(lineCounts(answerLines(data))).toEqual({ ok: 1, change: 1, fail: 3 });
  });
});
