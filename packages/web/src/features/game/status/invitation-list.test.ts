import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/index.ts';
import { invitationKey } from './invitation-list.tsx';

const LANGS = ['en', 'cn', 'ja', 'ko', 'zh_Hant'] as const;

describe('invitation lines on the game page', () => {
  it.each(LANGS)('%s: a level challenge reads differently from an ordinary invitation, both ways', (lang) => {
    const i18n = createI18n(lang);
    const line = (sent: boolean, challenge: boolean) =>
      i18n.t(invitationKey(sent, challenge), { ns: 'play', name: 'cho', seconds: 9 });
    for (const sent of [true, false]) {
      expect(line(sent, true)).toContain('cho');
      expect(line(sent, true)).toContain('9');
      expect(line(sent, true)).not.toBe(line(sent, false));
    }
    expect(line(true, true)).not.toBe(line(false, true));
  });

  it('English words', () => {
    const i18n = createI18n('en');
    expect(i18n.t(invitationKey(false, true), { ns: 'play', name: 'cho', seconds: 9 })).toBe(
      'cho challenges you to a ranked game (9 s)',
    );
    expect(i18n.t(invitationKey(false, false), { ns: 'play', name: 'cho', seconds: 9 })).toBe(
      'cho invites you to play again (9 s)',
    );
  });
});
