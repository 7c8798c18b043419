import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSgf } from './parse.ts';
import { escapeSgfValue, stringifySgf } from './stringify.ts';
import type { SgfNode } from './types.ts';

function n(props: Record<string, string[]>, ...children: SgfNode[]): SgfNode {
  return { props, children };
}

describe('escapeSgfValue', () => {
  const rows: [value: string, escaped: string][] = [
    ['aa', 'aa'],
    ['a]b', 'a\\]b'],
    ['a\\b', 'a\\\\b'],
    ['\\]', '\\\\\\]'],
    ['aa:cc', 'aa:cc'],
    ['a\nb', 'a\nb'],
    ['[x]', '[x\\]'],
  ];
  it.each(rows)('%j → %j', (value, escaped) => {
    expect(escapeSgfValue(value)).toBe(escaped);
  });
});

describe('stringifySgf', () => {
  const rows: [name: string, roots: SgfNode[], text: string][] = [
    ['one node', [n({ GM: ['1'], SZ: ['19'] })], '(;GM[1]SZ[19])\n'],
    ['main line', [n({ GM: ['1'] }, n({ B: ['aa'] }, n({ W: [''] })))], '(;GM[1];B[aa];W[])\n'],
    ['several values', [n({ AB: ['aa', 'bb'] })], '(;AB[aa][bb])\n'],
    ['escapes', [n({ C: ['a]b\\c:d'] })], '(;C[a\\]b\\\\c:d])\n'],
    ['empty node', [n({}, n({ B: ['aa'] }))], '(;;B[aa])\n'],
    ['property with no value left out', [n({ B: [], W: ['aa'] })], '(;W[aa])\n'],
    [
      'variations',
      [n({ GM: ['1'] }, n({ B: ['aa'] }, n({ W: ['bb'] })), n({ B: ['cc'] }))],
      '(;GM[1]\n(;B[aa];W[bb])\n(;B[cc]))\n',
    ],
    ['collection', [n({ GN: ['a'] }), n({ GN: ['b'] })], '(;GN[a])\n(;GN[b])\n'],
    ['no trees', [], ''],
  ];
  it.each(rows)('%s', (_, roots, text) => {
    expect(stringifySgf(roots)).toBe(text);
  });

  it('breaks long lines between properties', () => {
    let root = n({ W: ['ss'] });
    for (let i = 0; i < 100; i++) root = n({ [i % 2 ? 'W' : 'B']: ['pd'] }, root);
    const long = 'x'.repeat(100);
    const tree = n({ AB: Array(40).fill('dd'), C: [long], GC: ['a\nb'] }, root);
    const text = stringifySgf([tree]);
    const lines = text.split('\n');
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(line.length <= 80 || line === `C[${long}]`).toBe(true);
    expect(parseSgf(text)).toEqual({ ok: true, value: { roots: [tree], warnings: [] } });
  });
});

describe('deep trees', () => {
  it('writes variations nested deeper than the call stack', () => {
    const depth = 50_000;
    const text = `(;GM[1]${'(;B[aa])(;W[bb]'.repeat(depth)}${')'.repeat(depth + 1)}`;
    const parsed = parseSgf(text);
    if (!parsed.ok) expect.fail(parsed.error.message);
    const written = stringifySgf(parsed.value.roots);
    expect(written.replace(/\n/g, '')).toBe(text);
  });
});

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const id = fc.string({ unit: fc.constantFrom(...LETTERS), minLength: 1, maxLength: 3 });
const tricky = fc.constantFrom(
  ']',
  '[',
  '\\',
  '\\\n',
  '\n',
  '\r',
  '\r\n',
  '\n\r',
  ':',
  ';',
  '(',
  ')',
  ' ',
  '黑',
  '😀',
);
const value = fc
  .array(fc.oneof(tricky, fc.string({ unit: 'binary', maxLength: 4 }), fc.string({ maxLength: 6 })), {
    maxLength: 6,
  })
  .map((parts) => parts.join(''));
const props = fc.dictionary(id, fc.array(value, { minLength: 1, maxLength: 3 }), {
  maxKeys: 4,
  noNullPrototype: true,
});
const { node } = fc.letrec<{ node: SgfNode }>((tie) => ({
  node: fc.record({
    props,
    children: fc.oneof(
      { depthSize: 'small' },
      fc.constant(null).map((): SgfNode[] => []),
      fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
    ),
  }),
}));

describe('stringify then parse', () => {
  it('gives back the same trees', () => {
    fc.assert(
      fc.property(fc.array(node, { minLength: 1, maxLength: 3 }), (roots) => {
        expect(parseSgf(stringifySgf(roots))).toEqual({ ok: true, value: { roots, warnings: [] } });
      }),
      { numRuns: 500 },
    );
  });
});
