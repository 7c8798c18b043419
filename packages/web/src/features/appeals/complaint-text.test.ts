import { describe, expect, it } from 'vitest';
import { complaintProblem, REASON_KEYS, STATUS_KEYS } from './complaint-text.ts';

describe('complaint words', () => {
  it('sends reasons 1 and 2 as they are, and "other" only with a text of at most 500 characters', () => {
    expect(complaintProblem(1, '')).toBeNull();
    expect(complaintProblem(2, '')).toBeNull();
    expect(complaintProblem(100, '   ')).toBe('submit.textRequired');
    expect(complaintProblem(100, 'x'.repeat(501))).toBe('submit.textTooLong');
    expect(complaintProblem(100, 'he filled the dame')).toBeNull();
  });

  it('words status 1 (rejected) as failed and 2 (accepted) as successful', () => {
    expect(STATUS_KEYS).toEqual({ 0: 'status.reviewing', 1: 'status.failed', 2: 'status.successful' });
    expect(Object.keys(REASON_KEYS)).toEqual(['1', '2', '100']);
  });
});
