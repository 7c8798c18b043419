import type { Language } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { askedLanguage, LANGUAGE_STORAGE_KEY, pageLanguage, rememberLanguage } from './language-choice.ts';

function store(initial: string | null) {
  const values = new Map<string, string>();
  if (initial !== null) values.set(LANGUAGE_STORAGE_KEY, initial);
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
  };
}

describe('pageLanguage', () => {
  const rows: [search: string, stored: string | null, host: Language, expected: Language][] = [
    ['', null, 'cn', 'cn'],
    ['', 'ja', 'cn', 'ja'],
    ['?lang=ko', 'ja', 'cn', 'ko'],
    ['?lang=fr', 'ja', 'cn', 'ja'],
    ['?lang=fr', null, 'en', 'en'],
    ['', 'klingon', 'zh_Hant', 'zh_Hant'],
    ['?next=%2Fpay%2F&lang=zh_Hant', null, 'cn', 'zh_Hant'],
  ];
  it.each(rows)('%j with %j stored over %s → %s', (search, stored, host, expected) => {
    expect(pageLanguage(search, host, store(stored))).toBe(expected);
  });

  it('works without storage', () => {
    expect(pageLanguage('', 'en', null)).toBe('en');
  });

  it('remembers a pick', () => {
    const s = store(null);
    rememberLanguage('ko', s);
    expect(pageLanguage('', 'cn', s)).toBe('ko');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    rememberLanguage('ko', broken);
    expect(pageLanguage('', 'cn', broken)).toBe('cn');
  });
});

describe('askedLanguage', () => {
  it('is the code of ?lang= when offered, else null (an unknown code is no pick to keep)', () => {
    expect(askedLanguage('?lang=zh_Hant')).toBe('zh_Hant');
    expect(askedLanguage('?next=%2Fpay%2F&lang=ja')).toBe('ja');
    expect(askedLanguage('?lang=xx')).toBeNull();
    expect(askedLanguage('?lang=')).toBeNull();
    expect(askedLanguage('')).toBeNull();
  });
});
