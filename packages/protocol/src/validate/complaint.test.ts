import { describe, expect, it } from 'vitest';
import { validateComplaint } from './complaint.ts';

describe('validateComplaint', () => {
  it.each<[string, number, string, unknown]>([
    [
      'abuse with a text',
      1,
      ' swore in the chat ',
      { ok: true, value: { reason: 1, content: 'swore in the chat' } },
    ],
    ['abuse without a text', 1, '', { ok: true, value: { reason: 1, content: '' } }],
    ['stalling', 2, '  ', { ok: true, value: { reason: 2, content: '' } }],
    ['stalling with 501 characters', 2, 'a'.repeat(501), { ok: false, error: 'TEXT_TOO_LONG' }],
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

  it('takes no text at all for reasons 1 and 2 (the seed form has none)', () => {
    expect(validateComplaint(2)).toEqual({ ok: true, value: { reason: 2, content: '' } });
    expect(validateComplaint(100)).toEqual({ ok: false, error: 'TEXT_REQUIRED' });
  });
});
