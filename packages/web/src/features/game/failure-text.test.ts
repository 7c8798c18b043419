import type { ApiErrorCode } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { createI18n } from '../../i18n/index.ts';
import { failureText } from './failure-text.ts';

const LANGS = ['en', 'cn', 'ja', 'ko', 'zh_Hant'] as const;
const tOf = (lang: string) => createI18n(lang).getFixedT(lang, 'play');
const refusal = (error: ApiErrorCode, status: number, message: string): ApiFailure => ({
  kind: 'api',
  error,
  status,
  message,
});
const conflict = refusal('CONFLICT', 409, 'the game is finished');

describe('a failed call of the game page in words', () => {
  it.each(LANGS)('%s: each known code in the page language, never the server’s English message', (lang) => {
    const t = tOf(lang);
    const texts = (
      ['BAD_REQUEST', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'] as const
    ).map((code) => failureText(t, refusal(code, 400, 'the game is finished')));
    for (const text of texts) {
      expect(text).not.toContain('the game is finished');
      expect(text).not.toMatch(/failure\./);
    }
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('says the code, not the status and message the page used to show', () => {
    expect(failureText(tOf('ja'), conflict)).toBe('もうこの操作はできません。対局の状況が変わりました。');
    expect(failureText(tOf('en'), conflict)).toBe('This can no longer be done: the game has moved on.');
  });

  it('a call’s own words for a code come first, the common text otherwise', () => {
    const own = (r: { error: ApiErrorCode }) => (r.error === 'CONFLICT' ? 'over' : null);
    expect(failureText(tOf('en'), conflict, own)).toBe('over');
    expect(failureText(tOf('en'), refusal('FORBIDDEN', 403, 'x'), own)).toBe(
      'You are not allowed to do that in this game.',
    );
  });

  it('no answer, a busy engine, a missing route, a proxy’s page and a code it has no text for', () => {
    const t = tOf('ko');
    expect(failureText(t, { kind: 'network', message: 'Failed to fetch' })).toBe(
      '서버가 응답하지 않습니다. 연결을 확인하고 다시 시도하세요.',
    );
    expect(failureText(t, refusal('INTERNAL', 503, 'engines are not running'))).toContain('(503)');
    expect(failureText(t, refusal('NOT_FOUND', 404, 'no route GET /jwt/x/'))).toContain('(404)');
    expect(failureText(t, { kind: 'http', status: 502, message: 'Bad Gateway' })).toBe(
      '서버에서 오류가 발생했습니다. 나중에 다시 시도하세요.',
    );
    expect(failureText(t, { kind: 'http', status: 418, message: 'teapot' })).toBe(
      '요청이 실패했습니다(418). 다시 시도하세요.',
    );
    const unknown = refusal('SOMETHING_NEW' as ApiErrorCode, 409, 'in English');
    expect(failureText(t, unknown)).toBe('요청이 실패했습니다(409). 다시 시도하세요.');
  });
});
