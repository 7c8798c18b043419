import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants/users.ts';
import { resultChangedNotice } from './complaint-notice.ts';

describe('resultChangedNotice', () => {
  it('names the complainant, the game, its page and the new result, in the reader’s language', () => {
    expect(resultChangedNotice('en', { user: 'ann', playid: 42, winner: 2 })).toBe(
      'An appeal man accepted ann’s complaint about game 42: the result is now White wins. /play/p/42/',
    );
    expect(resultChangedNotice('ja', { user: 'ann', playid: 42, winner: 3 })).toContain('引き分け');
  });

  it('has all five languages, each filled; an unknown setting reads the fallback (Simplified Chinese)', () => {
    for (const lang of LANGUAGES) {
      const text = resultChangedNotice(lang, { user: 'ann', playid: 7, winner: 1 });
      expect(text).not.toMatch(/\{\{|\}\}/);
      expect(text).toContain('/play/p/7/');
    }
    expect(resultChangedNotice('xx', { user: 'ann', playid: 7, winner: 1 })).toBe(
      resultChangedNotice('cn', { user: 'ann', playid: 7, winner: 1 }),
    );
  });
});
