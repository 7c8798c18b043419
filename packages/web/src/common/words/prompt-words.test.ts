import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { promptWords } from './prompt-words.ts';

const say = (lang: string, prompt: string) =>
  promptWords(prompt, createI18n(lang).getFixedT(lang, 'problems'));

describe("the site's problem prompts in the reader's language", () => {
  it.each([
    ['ja', 'Black to play', '黒番'],
    ['ko', 'White to play.', '백 차례'],
    ['cn', 'Black to play: Elementary', '黑先：初级'],
    [
      'ja',
      'Black to play: which of A, B and C is the vital point? (Cho Chikun, elementary 25)',
      '黒番：A、B、C のどれが急所でしょう？（Cho Chikun、初級 25）',
    ],
    [
      'ko',
      'Black to play: fill every liberty of the marked white group (Cho Chikun, intermediate 3)',
      '흑 차례: 표시된 백 돌의 활로를 모두 메우세요 (Cho Chikun, 중급 3)',
    ],
    [
      'zh_Hant',
      'Replay the first 20 moves: FineArt (Black) against Golaxy (White), 2018-07-16',
      '按順序擺出前 20 手：FineArt（黑）對 Golaxy（白），2018-07-16',
    ],
    [
      'en',
      'Replay the first 1 moves: A (Black) against B (White), 2020',
      'Replay the first 1 move: A (Black) against B (White), 2020',
    ],
  ])('%s: %s', (lang, prompt, words) => {
    expect(say(lang, prompt)).toBe(words);
  });

  it("leaves a source's own prompt to be quoted as it is", () => {
    expect(say('ja', 'Kill the white group in the corner')).toBeNull();
    expect(say('ja', 'Black to play: Beginner')).toBeNull();
  });
});
