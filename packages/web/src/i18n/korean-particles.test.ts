import { describe, expect, it } from 'vitest';
import { createI18n } from './index.ts';
import { resolveKoreanParticles } from './korean-particles.ts';

describe('Korean particles', () => {
  it.each([
    ['흑이(가) 둡니다', '흑이 둡니다'],
    ['백이(가) 둡니다', '백이 둡니다'],
    ['나이(가) 둡니다', '나가 둡니다'],
    ['반집을(를) 냅니다', '반집을 냅니다'],
    ['7집반을(를) 냅니다', '7집반을 냅니다'],
    ['바둑은(는) 재미있다', '바둑은 재미있다'],
    ['나무은(는)', '나무는'],
    ['서울(으)로', '서울로'],
    ['부산(으)로', '부산으로'],
    ['철수(이)라는', '철수라는'],
    ['대국 12은(는)', '대국 12는'],
    ['대국 13은(는)', '대국 13은'],
    ['alice은(는)', 'alice은(는)'],
  ])('%s → %s', (text, resolved) => {
    expect(resolveKoreanParticles(text)).toBe(resolved);
  });

  it('every Korean text has them resolved by the value put in, and no other language is touched', () => {
    const ko = createI18n('ko');
    expect(ko.t('lobby:challenge.intro', { name: '바둑이' })).toBe('바둑이는 컴퓨터 상대입니다.');
    expect(ko.t('counting:komi', { side: '흑', amount: '7집반' })).toBe('덤: 흑이 7집반을 냅니다.');
    expect(ko.t('pages:profile.noSuchPlayer', { name: '민준' })).toBe('민준이라는 기사가 없습니다.');
    const ja = createI18n('ja');
    expect(ja.t('lobby:challenge.intro', { name: '이(가)' })).toContain('이(가)');
  });
});
