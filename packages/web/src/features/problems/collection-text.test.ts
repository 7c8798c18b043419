import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { collectionText } from './collection-text.ts';

describe('a collection in the page’s language', () => {
  it('a bundled collection reads in the language; an imported one as its file says', () => {
    const cn = createI18n('cn');
    expect(
      collectionText(cn, { id: 'cho-elementary', name: 'Cho Chikun: Elementary', description: 'x' }),
    ).toEqual({
      name: '赵治勋：初级',
      description: '赵治勋《死活辞典》中的死活题，初级。',
    });
    expect(collectionText(cn, { id: 'club-2026', name: 'Our club', description: 'Spring set' })).toEqual({
      name: 'Our club',
      description: 'Spring set',
    });
    expect(collectionText(createI18n('ko'), { id: 'board-skills', name: 'Board skills' }).name).toBe(
      '바둑판 기술: 고르기, 두기, 따라 두기',
    );
  });
});
