import { describe, expect, it } from 'vitest';
import { parseSgf } from './parse.ts';
import type { SgfNode } from './types.ts';

/** A node from its properties and children, to write expected trees compactly. */
function n(props: Record<string, string[]>, ...children: SgfNode[]): SgfNode {
  return { props, children };
}

/** A main line of nodes, each the only child of the one before. */
function line(...props: Record<string, string[]>[]): SgfNode {
  return props.reduceRight<SgfNode | null>((child, p) => n(p, ...(child ? [child] : [])), null)!;
}

describe('parseSgf reads', () => {
  const rows: [name: string, text: string, roots: SgfNode[]][] = [
    ['one node', '(;GM[1])', [n({ GM: ['1'] })]],
    ['a main line', '(;GM[1];B[aa];W[bb])', [line({ GM: ['1'] }, { B: ['aa'] }, { W: ['bb'] })]],
    ['empty node', '(;;B[aa])', [line({}, { B: ['aa'] })]],
    ['empty value (pass)', '(;B[])', [n({ B: [''] })]],
    ['several values', '(;AB[aa][bb]AW[cc])', [n({ AB: ['aa', 'bb'], AW: ['cc'] })]],
    ['compressed list left compressed', '(;AB[aa:cc][dd])', [n({ AB: ['aa:cc', 'dd'] })]],
    ['escaped ] and \\', '(;C[a\\]b\\\\c])', [n({ C: ['a]b\\c'] })]],
    ['escaped ordinary char', '(;C[\\a\\:])', [n({ C: ['a:'] })]],
    ['soft line break removed', '(;C[one \\\ntwo \\\r\nthree])', [n({ C: ['one two three'] })]],
    ['hard line breaks kept', '(;C[one\ntwo\r\nthree])', [n({ C: ['one\ntwo\r\nthree'] })]],
    ['brackets and parentheses in values', '(;C[(;B[aa\\])\\]])', [n({ C: ['(;B[aa])]'] })]],
    ['unicode', '(;PB[柯洁]C[😀])', [n({ PB: ['柯洁'], C: ['😀'] })]],
    [
      'whitespace between every token',
      ' \r\n( \t; GM [1] \n;\nB\n[aa]\n[bb] ( ;W[cc] ) ( ;W[dd] ) ) \n',
      [n({ GM: ['1'] }, n({ B: ['aa', 'bb'] }, n({ W: ['cc'] }), n({ W: ['dd'] })))],
    ],
    [
      'variations',
      '(;GM[1](;B[aa];W[bb])(;B[cc](;W[dd])(;W[ee])))',
      [
        n(
          { GM: ['1'] },
          line({ B: ['aa'] }, { W: ['bb'] }),
          n({ B: ['cc'] }, n({ W: ['dd'] }), n({ W: ['ee'] })),
        ),
      ],
    ],
    ['a lone variation is the main line', '(;GM[1](;B[aa]))', [line({ GM: ['1'] }, { B: ['aa'] })]],
    [
      'collection',
      '(;GN[one])(;GN[two])\n(;GN[three])',
      [n({ GN: ['one'] }), n({ GN: ['two'] }), n({ GN: ['three'] })],
    ],
    ['FF[3] identifiers', '(;CoPyright[c]WhiteRank[3d])', [n({ CP: ['c'], WR: ['3d'] })]],
    ['byte order mark', '\ufeff(;GM[1])', [n({ GM: ['1'] })]],
  ];
  it.each(rows)('%s', (_, text, roots) => {
    expect(parseSgf(text)).toEqual({ ok: true, value: { roots, warnings: [] } });
  });
});

describe('parseSgf repairs, with a warning', () => {
  const rows: [
    name: string,
    text: string,
    roots: SgfNode[],
    line: number,
    column: number,
    message: string,
  ][] = [
    [
      'text before the first tree',
      'From: a friend\nGame (final):\n(;GM[1])',
      [n({ GM: ['1'] })],
      1,
      1,
      'skipped text before the first game tree',
    ],
    [
      'text between trees',
      '(;GN[a])\n  -- next --\n(;GN[b])',
      [n({ GN: ['a'] }), n({ GN: ['b'] })],
      2,
      3,
      'skipped text outside the game trees',
    ],
    [
      'text after the last tree',
      '(;GN[a])\nThe end',
      [n({ GN: ['a'] })],
      2,
      1,
      'skipped text outside the game trees',
    ],
    [
      'missing final )',
      '(;B[aa]\n;W[bb]',
      [line({ B: ['aa'] }, { W: ['bb'] })],
      2,
      7,
      'missing ")" at end of text: 1 added',
    ],
    [
      'missing ) of a variation too',
      '(;B[aa](;W[bb]',
      [line({ B: ['aa'] }, { W: ['bb'] })],
      1,
      15,
      'missing ")" at end of text: 2 added',
    ],
    [
      'repeated property',
      '(;AB[aa]\nAW[cc]AB[bb])',
      [n({ AB: ['aa', 'bb'], AW: ['cc'] })],
      2,
      7,
      'property AB repeated in one node: values merged',
    ],
  ];
  it.each(rows)('%s', (_, text, roots, line, column, message) => {
    expect(parseSgf(text)).toEqual({ ok: true, value: { roots, warnings: [{ line, column, message }] } });
  });
});

describe('parseSgf rejects, with a line and column', () => {
  const rows: [name: string, text: string, line: number, column: number, message: string][] = [
    ['empty text', '', 1, 1, 'no game tree: the text has no "(;"'],
    ['text with no (;', '\n\n  GM[1]B[aa]', 3, 3, 'no game tree: the text has no "(;"'],
    ['a tree with no node', 'hello (B[aa])', 1, 1, 'no game tree: the text has no "(;"'],
    ['node outside any tree', '(;B[aa])\n;W[bb]', 2, 1, 'node outside any game tree'],
    ['( with no node', '(;B[aa]\n  ()', 2, 3, '"(" with no node'],
    ['( with a property but no node', '(;B[aa])(W[bb])', 1, 9, '"(" with no node'],
    ['( at the end of the text', '(;B[aa](', 1, 8, '"(" with no node'],
    ['property without a value', '(;GM[1]\nB;W[aa])', 2, 1, 'property B without a value'],
    ['property at the end of the text', '(;B', 1, 3, 'property B without a value'],
    [
      'identifier with no upper-case letter',
      '(;ab[x])',
      1,
      3,
      'property identifier "ab" has no upper-case letter',
    ],
    ['value without identifier', '(;B[aa][bb];[cc])', 1, 13, 'property value without an identifier'],
    ['node after a variation', '(;B[aa](;W[bb]);B[cc])', 1, 16, 'node after a variation'],
    ['property after a variation', '(;B[aa](;W[bb])C[x])', 1, 16, 'property after a variation'],
    [
      'unterminated value',
      '(;GM[1]\nC[hello\nworld',
      2,
      2,
      'property value not closed: no "]" before the end of the text',
    ],
    [
      'unterminated escaped value',
      '(;C[ab\\]',
      1,
      4,
      'property value not closed: no "]" before the end of the text',
    ],
    ['unexpected character', '(;B[aa]\n 1)', 2, 2, 'unexpected character "1"'],
  ];
  it.each(rows)('%s', (_, text, line, column, message) => {
    expect(parseSgf(text)).toEqual({ ok: false, error: { line, column, message } });
  });
});
