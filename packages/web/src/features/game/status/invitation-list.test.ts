import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/index.ts';
import { invitationKey, invitationTerms } from './invitation-list.tsx';

const LANGS = ['en', 'cn', 'ja', 'ko', 'zh_Hant'] as const;

describe('invitation lines on the game page', () => {
  it.each(LANGS)('%s: a level challenge reads differently from an ordinary invitation, both ways', (lang) => {
    const i18n = createI18n(lang);
    const line = (sent: boolean, challenge: boolean) =>
      i18n.t(invitationKey(sent, challenge), { ns: 'play', name: 'cho', seconds: 9, terms: '9×9' });
    for (const sent of [true, false]) {
      expect(line(sent, true)).toContain('cho');
      expect(line(sent, true)).toContain('9');
      expect(line(sent, true)).not.toBe(line(sent, false));
    }
    expect(line(true, true)).not.toBe(line(false, true));
  });

  it('English words', () => {
    const i18n = createI18n('en');
    expect(i18n.t(invitationKey(false, true), { ns: 'play', name: 'cho', seconds: 9, terms: '9×9' })).toBe(
      'cho challenges you to a ranked game (9 s)',
    );
    const t = i18n.getFixedT('en', 'play');
    const terms = invitationTerms(t, { size: 13, time: 10, byoyomi: 30 });
    expect(terms).toBe('13×13, 10 min, byo-yomi 30 s');
    expect(invitationTerms(t, { size: 9, time: 5, byoyomi: 0 })).toBe('9×9, 5 min, No byo-yomi');
    expect(t(invitationKey(false, false), { name: 'cho', seconds: 9, terms })).toBe(
      'cho invites you to play again: 13×13, 10 min, byo-yomi 30 s (9 s)',
    );
    // from the lobby, to a player in this game: an invitation with its terms, not a rematch
    expect(t(invitationKey(false, false, false), { name: 'cho', seconds: 9, terms })).toBe(
      'cho invites you to a game: 13×13, 10 min, byo-yomi 30 s (9 s)',
    );
  });

  it.each(LANGS)('%s: an invitation from the lobby names its board, time and byo-yomi', (lang) => {
    const i18n = createI18n(lang);
    const t = i18n.getFixedT(lang, 'play');
    const terms = invitationTerms(t, { size: 13, time: 10, byoyomi: 30 });
    for (const n of ['13', '10', '30']) expect(terms).toContain(n);
    const line = t(invitationKey(false, false, false), { name: 'cho', seconds: 9, terms });
    expect(line).toContain(terms);
    expect(line).not.toBe(t(invitationKey(false, false, true), { name: 'cho', seconds: 9, terms }));
  });
});
