import { describe, expect, it } from 'vitest';
import { BOOK_LIMITS, validateBookName } from './books.ts';

describe('validateBookName', () => {
  it('trims and keeps a name of up to 40 characters, Chinese ones too', () => {
    expect(validateBookName('  Joseki (3-3) ')).toEqual({ ok: true, value: 'Joseki (3-3)' });
    expect(validateBookName('定'.repeat(BOOK_LIMITS.nameLength))).toEqual({
      ok: true,
      value: '定'.repeat(40),
    });
  });

  it.each([
    ['', 'EMPTY'],
    [' \u3000 ', 'EMPTY'],
    ['x'.repeat(41), 'TOO_LONG'],
    ['a<b', 'FORBIDDEN_SYMBOL'],
    ['{x}', 'FORBIDDEN_SYMBOL'],
    ['a\\b', 'FORBIDDEN_SYMBOL'],
    ['line\nbreak', 'FORBIDDEN_SYMBOL'],
    ['del\u007f', 'FORBIDDEN_SYMBOL'],
  ])('refuses %j: %s', (name, error) => {
    expect(validateBookName(name)).toEqual({ ok: false, error });
  });
});
