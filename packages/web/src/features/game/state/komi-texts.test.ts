import { describe, expect, it } from 'vitest';
import { wordsOf } from '../../../common/words/use-words.ts';
import { createI18n } from '../../../i18n/index.ts';
import { komiTexts } from './komi-texts.ts';

describe('komi texts', () => {
  it('the komi each side gives, in stones in Chinese and in points in Japanese and Korean', () => {
    expect(komiTexts(wordsOf(createI18n('cn')), 0, 350)).toEqual({ black: '3¾ 子', white: '3¾ 子' });
    expect(komiTexts(wordsOf(createI18n('ja')), 0, 350)).toEqual({ black: '7目半', white: '7目半' });
    expect(komiTexts(wordsOf(createI18n('ko')), 2, 0)).toEqual({ black: '반집', white: '반집' });
    expect(komiTexts(wordsOf(createI18n('en')), 2, 0)).toEqual({ black: '0.5 points', white: '0.5 points' });
  });
});
