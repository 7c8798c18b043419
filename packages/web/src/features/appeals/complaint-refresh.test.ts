import type { Appeal } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { awaitsDecision, outcomeKey } from './complaint-refresh.ts';

const appeal = (user: string, status: Appeal['status']): Appeal => ({
  id: 1,
  user,
  reason: 1,
  content: '',
  status,
  round: 1,
});

describe('when the complaint box reads again', () => {
  it('the result key changes with an appeal man’s new result, and only then', () => {
    const resigned = outcomeKey({ result: 2, wintype: 1, winnumber: 0 });
    expect(outcomeKey({ result: 2, wintype: 1, winnumber: 0 })).toBe(resigned);
    expect(outcomeKey({ result: 2, wintype: 5, winnumber: 0 })).not.toBe(resigned);
    expect(outcomeKey({ result: 1, wintype: 5, winnumber: 0 })).not.toBe(
      outcomeKey({ result: 2, wintype: 5, winnumber: 0 }),
    );
    expect(outcomeKey(null)).toBe('');
  });

  it('asks again while the viewer’s own complaint is under review, not for others’ or decided ones', () => {
    expect(awaitsDecision([appeal('ann', 0)], 'ann')).toBe(true);
    expect(awaitsDecision([appeal('ben', 0)], 'ann')).toBe(false);
    expect(awaitsDecision([appeal('ann', 1)], 'ann')).toBe(false);
    expect(awaitsDecision([appeal('ann', 2)], 'ann')).toBe(false);
    expect(awaitsDecision([], 'ann')).toBe(false);
  });
});
