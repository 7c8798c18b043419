import { LANGUAGES, MESSAGES, SOCKET_ERROR_CODES } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources.ts';
import { errors } from './errors.ts';

function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

describe('the play and errors namespaces', () => {
  it('English errors carry the seed texts word for word', () => {
    expect(errors.messages).toEqual(MESSAGES);
  });

  it('every socket refusal code has a text', () => {
    expect(Object.keys(errors.refused).sort()).toEqual([...SOCKET_ERROR_CODES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s translates every text, keeping the placeholders',
    (lang) => {
      for (const ns of ['play', 'errors'] as const) {
        const english = new Map(leaves(RESOURCES.en[ns]));
        const other = new Map(leaves(RESOURCES[lang][ns]));
        expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of english) {
          const translated = other.get(key)!;
          expect(translated.trim(), `${lang} ${ns}.${key}`).not.toBe('');
          const holes = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
          expect(holes(translated), `${lang} ${ns}.${key}`).toEqual(holes(text));
          if (key !== '_namespace' && /[a-z]{4}/.test(text))
            expect(translated, `${lang} ${ns}.${key}`).not.toBe(text);
        }
      }
    },
  );
});
