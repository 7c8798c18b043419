import { describe, expect, it } from 'vitest';
import { validateComplaint } from './complaint.ts';

describe('validateComplaint', () => {
  it.each<[string, number, string, unknown]>([
    ['abuse', 1, 'ignored', { ok: true, value: { reason: 1, content: '' } }],
    ['stalling', 2, '', { ok: true, value: { reason: 2, content: '' } }],
    [
      'other with text',
      100,
      ' fills dame for an hour ',
      { ok: true, value: { reason: 100, content: 'fills dame for an hour' } },
    ],
    ['other without text', 100, '  ', { ok: false, error: 'TEXT_REQUIRED' }],
    ['other with 501 characters', 100, 'a'.repeat(501), { ok: false, error: 'TEXT_TOO_LONG' }],
    ['an unknown reason', 3, 'x', { ok: false, error: 'BAD_REASON' }],
    ['reason 0', 0, '', { ok: false, error: 'BAD_REASON' }],
  ])('%s', (_, reason, content, expected) => {
    expect(validateComplaint(reason, content)).toEqual(expected);
  });
});
