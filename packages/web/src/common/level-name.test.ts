import { LANGUAGES } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import { levelName } from './level-name.ts';

describe('a level as shown', () => {
  it('words the not-yet-rated level in every language; the ranks stay as they are', () => {
    const shown = LANGUAGES.map((lang) => levelName('Auto', createI18n(lang).getFixedT(lang, 'common')));
    expect(shown).toEqual(['Auto', '自动定级', '自動判定', '자동 판정', '自動定級']);
    const ja = createI18n('ja').getFixedT('ja', 'common');
    expect(['15K', '1D', '9D'].map((label) => levelName(label, ja))).toEqual(['15K', '1D', '9D']);
  });
});
