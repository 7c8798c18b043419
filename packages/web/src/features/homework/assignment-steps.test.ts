import { describe, expect, it } from 'vitest';
import { problemSteps } from './assignment-steps.ts';

const problem = (collection: string, number: number) => ({
  problemid: number,
  collection,
  number,
  prompt: '',
  size: 19,
  mine: 'none' as const,
});
const assignment = {
  id: 7,
  problems: [problem('cho-elementary', 2), problem('cho-elementary', 4), problem('cho-intermediate', 3)],
};

describe('previous and next from an assignment problem', () => {
  it("goes through the assignment's problems in its order, keeping the assignment", () => {
    const here = { collection: 'cho-elementary', number: 4, previous: 3, next: 5 };
    expect(problemSteps(here, assignment)).toEqual({
      assignment: 7,
      previous: '/problems/cho-elementary/2/?assignment=7',
      next: '/problems/cho-intermediate/3/?assignment=7',
    });
  });

  it("past the assignment's last problem goes on in the collection, without the assignment", () => {
    const here = { collection: 'cho-intermediate', number: 3, previous: 2, next: 4 };
    expect(problemSteps(here, assignment)).toMatchObject({
      assignment: 7,
      previous: '/problems/cho-elementary/4/?assignment=7',
      next: '/problems/cho-intermediate/4/',
    });
  });

  it('drops an assignment the problem is not in: its attempts are practice', () => {
    const here = { collection: 'cho-elementary', number: 3, previous: 2, next: 4 };
    expect(problemSteps(here, assignment)).toEqual({
      assignment: null,
      previous: '/problems/cho-elementary/2/',
      next: '/problems/cho-elementary/4/',
    });
    expect(problemSteps({ ...here, next: null }, null).next).toBeNull();
  });
});
