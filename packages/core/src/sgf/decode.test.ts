import { describe, expect, it } from 'vitest';
import { decodeSgf, findCharset } from './decode.ts';

/** Bytes from pieces: strings are written as UTF-8, number arrays as raw bytes. */
function bytes(...pieces: (string | number[])[]): Uint8Array {
  const out: number[] = [];
  for (const piece of pieces)
    out.push(...(typeof piece === 'string' ? new TextEncoder().encode(piece) : piece));
  return new Uint8Array(out);
}

// Hand-written legacy encodings of a few characters, checked against Node's own TextDecoder below.
const GBK = { 黑: [0xba, 0xda], 白: [0xb0, 0xd7] };
const BIG5 = { 黑: [0xb6, 0xc2], 白: [0xa5, 0xd5] };
const SHIFT_JIS = { 黒: [0x8d, 0x95], 白: [0x94, 0x92] };
const EUC_KR = { 흑: [0xc8, 0xe6] };

describe('legacy byte fixtures', () => {
  const rows: [label: string, fixture: number[], text: string][] = [
    ['gb2312', [...GBK.黑, ...GBK.白], '黑白'],
    ['big5', [...BIG5.黑, ...BIG5.白], '黑白'],
    ['shift_jis', [...SHIFT_JIS.黒, ...SHIFT_JIS.白], '黒白'],
    ['euc-kr', EUC_KR.흑, '흑'],
  ];
  it.each(rows)('%s', (label, fixture, text) => {
    expect(new TextDecoder(label).decode(new Uint8Array(fixture))).toBe(text);
  });
});

describe('decodeSgf', () => {
  const rows: [name: string, input: Uint8Array, text: string, charset: string][] = [
    ['UTF-8 declared', bytes('(;CA[UTF-8]PB[柯洁])'), '(;CA[UTF-8]PB[柯洁])', 'utf-8'],
    ['UTF-8 by default', bytes('(;PB[柯洁])'), '(;PB[柯洁])', 'utf-8'],
    ['UTF-8 byte order mark stripped', bytes([0xef, 0xbb, 0xbf], '(;PB[柯洁])'), '(;PB[柯洁])', 'utf-8'],
    ['utf8 label', bytes('(;CA[utf8]C[é])'), '(;CA[utf8]C[é])', 'utf-8'],
    ['GB2312', bytes('(;CA[GB2312]PB[', GBK.黑, ']PW[', GBK.白, '])'), '(;CA[GB2312]PB[黑]PW[白])', 'gbk'],
    ['GBK, lower case, spaces', bytes('(;CA[ gbk ]C[', GBK.黑, '])'), '(;CA[ gbk ]C[黑])', 'gbk'],
    ['GB18030', bytes('(;CA[GB18030]C[', GBK.黑, '])'), '(;CA[GB18030]C[黑])', 'gb18030'],
    ['cp936 alias', bytes('(;CA[cp936]C[', GBK.白, '])'), '(;CA[cp936]C[白])', 'gbk'],
    ['Big5', bytes('(;CA[Big5]PB[', BIG5.黑, ']PW[', BIG5.白, '])'), '(;CA[Big5]PB[黑]PW[白])', 'big5'],
    [
      'Shift_JIS',
      bytes('(;CA[Shift_JIS]PB[', SHIFT_JIS.黒, ']PW[', SHIFT_JIS.白, '])'),
      '(;CA[Shift_JIS]PB[黒]PW[白])',
      'shift_jis',
    ],
    ['SJIS label', bytes('(;CA[SJIS]C[', SHIFT_JIS.黒, '])'), '(;CA[SJIS]C[黒])', 'shift_jis'],
    ['EUC-KR', bytes('(;CA[EUC-KR]C[', EUC_KR.흑, '])'), '(;CA[EUC-KR]C[흑])', 'euc-kr'],
    ['ISO-8859-1', bytes('(;CA[ISO-8859-1]C[caf', [0xe9], '])'), '(;CA[ISO-8859-1]C[café])', 'windows-1252'],
    [
      'CA after other properties, values with escapes and spaces',
      bytes('(;GN[a\\]b] \n PB[', GBK.黑, ']\nCA\n[GBK])'),
      '(;GN[a\\]b] \n PB[黑]\nCA\n[GBK])',
      'gbk',
    ],
    ['FF[3] identifier', bytes('(;ChArset[GBK]C[', GBK.黑, '])'), '(;ChArset[GBK]C[黑])', 'gbk'],
    [
      'text before the tree',
      bytes('hi (x) ( ;CA[Big5]C[', BIG5.黑, '])'),
      'hi (x) ( ;CA[Big5]C[黑])',
      'big5',
    ],
    ['CA of a later node ignored', bytes('(;C[x];CA[Big5]C[é])'), '(;C[x];CA[Big5]C[é])', 'utf-8'],
    ['UTF-16LE byte order mark', new Uint8Array([0xff, 0xfe, 0x28, 0, 0x3b, 0, 0x29, 0]), '(;)', 'utf-16le'],
  ];
  it.each(rows)('%s', (_, input, text, charset) => {
    expect(decodeSgf(input)).toEqual({ text, charset, warnings: [] });
  });

  it('reads an unknown charset as UTF-8, with a warning at CA', () => {
    expect(decodeSgf(bytes('(;GM[1]\nPB[柯洁] CA[klingon]C[é])'))).toEqual({
      text: '(;GM[1]\nPB[柯洁] CA[klingon]C[é])',
      charset: 'utf-8',
      warnings: [{ line: 2, column: 8, message: 'unknown charset "klingon": read as UTF-8' }],
    });
  });

  it('reads text that says UTF-8 but is not as GB18030, with a warning at the first bad byte', () => {
    expect(decodeSgf(bytes('(;CA[UTF-8]\nPB[', GBK.黑, '])'))).toEqual({
      text: '(;CA[UTF-8]\nPB[黑])',
      charset: 'gb18030',
      warnings: [{ line: 2, column: 4, message: 'not valid UTF-8: read as GB18030' }],
    });
  });

  it('does the same when no charset is given', () => {
    const decoded = decodeSgf(bytes('(;PB[', GBK.黑, '])'));
    expect([decoded.text, decoded.charset, decoded.warnings.length]).toEqual(['(;PB[黑])', 'gb18030', 1]);
  });

  it('replaces bytes that are neither UTF-8 nor GB18030, with a warning', () => {
    expect(decodeSgf(bytes('(;C[a', [0xff], '])'))).toEqual({
      text: '(;C[a\ufffd])',
      charset: 'utf-8',
      warnings: [{ line: 1, column: 6, message: 'not valid UTF-8 nor GB18030: invalid bytes replaced' }],
    });
  });
});

describe('decodeSgf of bad bytes in a declared charset', () => {
  it('replaces them, with a warning', () => {
    expect(decodeSgf(bytes('(;CA[Big5]\nC[', BIG5.黑, [0x81], ' x])'))).toEqual({
      text: '(;CA[Big5]\nC[黑\ufffd x])',
      charset: 'big5',
      warnings: [{ line: 2, column: 4, message: 'not valid big5: invalid bytes replaced' }],
    });
  });
});

describe('findCharset', () => {
  const rows: [name: string, text: string, found: { label: string; offset: number } | null][] = [
    ['first property', '(;CA[GBK])', { label: 'GBK', offset: 2 }],
    ['no CA', '(;GM[1];B[aa])', null],
    ['no tree', 'CA[GBK]', null],
    ['unterminated value', '(;C[x', null],
    ['property without value ends the scan', '(;C CA[GBK])', null],
  ];
  it.each(rows)('%s', (_, text, found) => {
    expect(findCharset(bytes(text))).toEqual(found);
  });
});
