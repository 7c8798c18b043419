import type { ApiErrorCode } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../../common/api/api-client.ts';
import { createI18n } from '../../../i18n/index.ts';
import { choicesFailureText } from './choices-failure.ts';

const refusal = (error: ApiErrorCode, status: number, message: string): ApiFailure => ({
  kind: 'api',
  error,
  status,
  message,
});
/** The note under the panel's button, as the page writes it. */
function note(lang: string, failure: ApiFailure): string {
  const i18n = createI18n(lang);
  const t = i18n.getFixedT(lang, 'choices');
  return t('failed', { reason: choicesFailureText(t, i18n.getFixedT(lang, 'play'), failure) });
}

describe('why the choices were not saved', () => {
  it('the game finished (409) in Japanese, without the server’s English', () => {
    expect(note('ja', refusal('CONFLICT', 409, 'the game is finished'))).toBe(
      '候補を保存できませんでした：対局が終わったため、候補はもう保存できません。',
    );
  });

  it('each refusal of savestepoptions in its own words', () => {
    const texts = [
      refusal('CONFLICT', 409, 'the game is finished'),
      refusal('FORBIDDEN', 403, 'only the players offer move choices'),
      refusal('NOT_FOUND', 404, 'no such play'),
      refusal('BAD_REQUEST', 400, 'step: expected 1 to 4, the number of a move of this game'),
      refusal('BAD_REQUEST', 400, 'options: a point is offered twice'),
    ].map((f) => note('en', f));
    expect(texts[0]).toBe('The choices were not saved: The game is over, so choices can no longer be saved.');
    expect(texts[3]).toContain('The move has been played meanwhile');
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text).not.toMatch(/step:|options:|no such play|only the players/);
  });

  it('other failures as any call of the game page', () => {
    expect(note('cn', refusal('RATE_LIMITED', 429, 'slow down'))).toBe(
      '选点未能保存：请求过于频繁，请稍候再试。',
    );
  });
});
