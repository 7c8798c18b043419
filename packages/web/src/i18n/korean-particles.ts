/**
 * Korean particles after a value: a text is written with both forms, "{{name}}은(는)",
 * "{{side}}이(가)", "{{email}}(으)로", and the form that fits the word before it is kept ("흑이",
 * "백을", "나는"). A word that ends in a Hangul syllable or a digit decides; after anything else
 * (a Latin name) both forms stay, as Korean writers do.
 */
import { josa } from 'es-hangul';
import type { PostProcessorModule } from 'i18next';

type JosaOption = Parameters<typeof josa>[1];

/** The written pair → es-hangul's option (with a final consonant / without). */
const PAIRS: Readonly<Record<string, JosaOption>> = {
  '이(가)': '이/가',
  '가(이)': '이/가',
  '을(를)': '을/를',
  '를(을)': '을/를',
  '은(는)': '은/는',
  '는(은)': '은/는',
  '과(와)': '와/과',
  '와(과)': '와/과',
  '(으)로': '으로/로',
  '(이)라': '이라/라',
};

/** How each digit is read (일, 이, 삼…): the syllable that decides the particle after it. */
const DIGIT_SYLLABLES = '영일이삼사오육칠팔구';

const PATTERN =
  /([가-힣0-9])(이\(가\)|가\(이\)|을\(를\)|를\(을\)|은\(는\)|는\(은\)|과\(와\)|와\(과\)|\(으\)로|\(이\)라)/g;

/** The text with each written pair resolved by the character before it. */
export function resolveKoreanParticles(text: string): string {
  return text.replace(PATTERN, (_whole, last: string, pair: string) => {
    const option = PAIRS[pair] as JosaOption;
    const syllable = /[0-9]/.test(last) ? (DIGIT_SYLLABLES[Number(last)] as string) : last;
    return last + josa.pick(syllable, option);
  });
}

/** i18next post-processor that resolves the particles of every Korean text. */
export const koreanParticles: PostProcessorModule = {
  type: 'postProcessor',
  name: 'koreanParticles',
  process(value: string, _key, _options, translator: { language?: string }) {
    return translator?.language === 'ko' ? resolveKoreanParticles(value) : value;
  },
};
