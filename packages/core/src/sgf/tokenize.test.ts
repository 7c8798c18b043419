import { describe, expect, it } from 'vitest';
import { SgfTokenizer, type TokenKind, tokenize } from './tokenize.ts';

function kinds(text: string): [TokenKind, string][] {
  return tokenize(text).map((t) => [t.kind, t.value]);
}

describe('tokenize', () => {
  const rows: [name: string, text: string, tokens: [TokenKind, string][]][] = [
    [
      'punctuation',
      '(;)',
      [
        ['(', ''],
        [';', ''],
        [')', ''],
      ],
    ],
    [
      'property',
      'B[aa]',
      [
        ['ident', 'B'],
        ['value', 'aa'],
      ],
    ],
    [
      'several values',
      'AB[aa][bb]',
      [
        ['ident', 'AB'],
        ['value', 'aa'],
        ['value', 'bb'],
      ],
    ],
    [
      'empty value',
      'B[]',
      [
        ['ident', 'B'],
        ['value', ''],
      ],
    ],
    [
      'whitespace between tokens',
      ' \tAB \n [aa]\r\n[bb] ',
      [
        ['ident', 'AB'],
        ['value', 'aa'],
        ['value', 'bb'],
      ],
    ],
    [
      'whitespace inside a value is kept',
      'C[ a \n b ]',
      [
        ['ident', 'C'],
        ['value', ' a \n b '],
      ],
    ],
    [
      'escaped ]',
      'C[a\\]b]',
      [
        ['ident', 'C'],
        ['value', 'a]b'],
      ],
    ],
    [
      'escaped \\',
      'C[a\\\\]',
      [
        ['ident', 'C'],
        ['value', 'a\\'],
      ],
    ],
    [
      'escaped ordinary char',
      'C[\\a\\:]',
      [
        ['ident', 'C'],
        ['value', 'a:'],
      ],
    ],
    [
      'colon is not special',
      'AB[aa:cc]',
      [
        ['ident', 'AB'],
        ['value', 'aa:cc'],
      ],
    ],
    [
      'soft break \\n',
      'C[a\\\nb]',
      [
        ['ident', 'C'],
        ['value', 'ab'],
      ],
    ],
    [
      'soft break \\r\\n',
      'C[a\\\r\nb]',
      [
        ['ident', 'C'],
        ['value', 'ab'],
      ],
    ],
    [
      'soft break \\n\\r',
      'C[a\\\n\rb]',
      [
        ['ident', 'C'],
        ['value', 'ab'],
      ],
    ],
    [
      'soft break \\r',
      'C[a\\\rb]',
      [
        ['ident', 'C'],
        ['value', 'ab'],
      ],
    ],
    [
      'two soft breaks are two',
      'C[a\\\n\nb]',
      [
        ['ident', 'C'],
        ['value', 'a\nb'],
      ],
    ],
    [
      'hard line breaks are kept',
      'C[a\r\nb\nc]',
      [
        ['ident', 'C'],
        ['value', 'a\r\nb\nc'],
      ],
    ],
    [
      'escape after a plain value',
      'B[aa]C[\\]]',
      [
        ['ident', 'B'],
        ['value', 'aa'],
        ['ident', 'C'],
        ['value', ']'],
      ],
    ],
    [
      'unicode',
      'C[黑白😀]',
      [
        ['ident', 'C'],
        ['value', '黑白😀'],
      ],
    ],
    [
      'FF[3] identifier',
      'CoPyright[x]',
      [
        ['ident', 'CP'],
        ['value', 'x'],
      ],
    ],
    [
      'lower-case only identifier',
      'ab[x]',
      [
        ['ident', ''],
        ['value', 'x'],
      ],
    ],
    ['other character', '1', [['other', '']]],
    [
      'unterminated value',
      'C[abc',
      [
        ['ident', 'C'],
        ['unterminated', ''],
      ],
    ],
    [
      'unterminated after escape',
      'C[abc\\]',
      [
        ['ident', 'C'],
        ['unterminated', ''],
      ],
    ],
    [
      'backslash at the very end',
      'C[abc\\',
      [
        ['ident', 'C'],
        ['unterminated', ''],
      ],
    ],
  ];
  it.each(rows)('%s', (_, text, tokens) => {
    expect(kinds(text)).toEqual(tokens);
  });

  it('gives offsets', () => {
    expect(tokenize(' B [aa]')).toEqual([
      { kind: 'ident', value: 'B', start: 1, end: 2 },
      { kind: 'value', value: 'aa', start: 3, end: 7 },
    ]);
  });
});

describe('SgfTokenizer outside game trees', () => {
  const rows: [name: string, text: string, found: boolean, skipped: string][] = [
    ['nothing before', '(;B[aa])', true, ''],
    ['whitespace before', ' \n (;B[aa])', true, ''],
    ['byte order mark', '\ufeff(;B[aa])', true, ''],
    ['text before', 'Game 1 (final)\n( ;B[aa])', true, 'Game 1 (final)'],
    ['no tree', 'hello (B[aa])', false, 'hello (B[aa])'],
  ];
  it.each(rows)('skipToFirstTree: %s', (_, text, found, skipped) => {
    const tokens = new SgfTokenizer(text);
    expect(tokens.skipToFirstTree()).toBe(found);
    expect(text.slice(tokens.start, tokens.end)).toBe(skipped);
  });

  it('nextOutside gives trees, nodes and stray text', () => {
    const tokens = new SgfTokenizer(' junk ( x ; y ');
    const seen: [TokenKind, string][] = [];
    for (let kind = tokens.nextOutside(); kind !== 'end'; kind = tokens.nextOutside()) {
      seen.push([kind, tokens.value]);
    }
    expect(seen).toEqual([
      ['text', 'junk'],
      ['(', ''],
      ['text', 'x'],
      [';', ''],
      ['text', 'y'],
    ]);
  });
});
