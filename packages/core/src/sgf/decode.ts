import { locationAt } from './text-location.ts';
import type { SgfWarning } from './types.ts';

export interface DecodedSgf {
  text: string;
  /** The encoding the text was read with, as TextDecoder names it (`utf-8`, `gbk`, `big5`…). */
  charset: string;
  warnings: SgfWarning[];
}

/** Names seen in SGF files that are not WHATWG encoding labels. */
const ALIASES: Record<string, string> = {
  cp936: 'gbk',
  ms936: 'gbk',
  'euc-cn': 'gbk',
  cp950: 'big5',
  cp932: 'shift_jis',
  ms932: 'shift_jis',
  cp949: 'euc-kr',
};

/**
 * Decodes the bytes of an SGF file with the charset its first root node declares in `CA[...]`
 * (a byte order mark wins; UTF-8 when there is neither). An unknown charset is read as UTF-8, and
 * text that should be UTF-8 but is not is read as GB18030, as Chinese servers write it; both with
 * a warning. Invalid bytes become U+FFFD: decoding never fails.
 */
export function decodeSgf(bytes: Uint8Array): DecodedSgf {
  const warnings: SgfWarning[] = [];
  const bom = byteOrderMark(bytes);
  const declared = bom === null ? findCharset(bytes) : null;
  let decoder = decoderFor(bom ?? declared?.label ?? 'utf-8');
  if (decoder === null) {
    decoder = new TextDecoder('utf-8');
    if (declared !== null) {
      const before = decoder.decode(bytes.subarray(0, declared.offset));
      const at = locationAt(before, before.length);
      warnings.push({ ...at, message: `unknown charset "${declared.label}": read as UTF-8` });
    }
  }
  if (decoder.encoding !== 'utf-8') {
    const text = decoder.decode(bytes);
    const bad = text.indexOf('\ufffd');
    if (bad >= 0) {
      warnings.push({
        ...locationAt(text, bad),
        message: `not valid ${decoder.encoding}: invalid bytes replaced`,
      });
    }
    return { text, charset: decoder.encoding, warnings };
  }

  const utf8 = strictDecode('utf-8', bytes);
  if (utf8 !== null) return { text: utf8, charset: 'utf-8', warnings };
  const lenient = decoder.decode(bytes);
  const at = locationAt(lenient, lenient.indexOf('\ufffd'));
  const gb18030 = strictDecode('gb18030', bytes);
  if (gb18030 !== null) {
    warnings.push({ ...at, message: 'not valid UTF-8: read as GB18030' });
    return { text: gb18030, charset: 'gb18030', warnings };
  }
  warnings.push({ ...at, message: 'not valid UTF-8 nor GB18030: invalid bytes replaced' });
  return { text: lenient, charset: 'utf-8', warnings };
}

function decoderFor(label: string): TextDecoder | null {
  const name = label.trim().toLowerCase();
  try {
    return new TextDecoder(ALIASES[name] ?? name);
  } catch {
    return null;
  }
}

function strictDecode(label: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function byteOrderMark(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

const SPACE = 32;
const OPEN = 40;
const SEMICOLON = 59;
const BRACKET = 91;
const CLOSE_BRACKET = 93;
const BACKSLASH = 92;

function isLetter(b: number): boolean {
  return (b >= 65 && b <= 90) || (b >= 97 && b <= 122);
}

/**
 * The value of `CA` in the first node of the first game tree, and the offset of its identifier:
 * an ASCII scan of the raw bytes, which every charset used for SGF keeps readable.
 */
export function findCharset(bytes: Uint8Array): { label: string; offset: number } | null {
  let i = firstNode(bytes);
  if (i < 0) return null;
  for (;;) {
    while (i < bytes.length && bytes[i] <= SPACE) i++;
    if (!isLetter(bytes[i])) return null;
    const offset = i;
    let id = '';
    for (; isLetter(bytes[i]); i++) if (bytes[i] <= 90) id += String.fromCharCode(bytes[i]);
    let first: string | null = null;
    for (;;) {
      while (i < bytes.length && bytes[i] <= SPACE) i++;
      if (bytes[i] !== BRACKET) break;
      const start = ++i;
      while (i < bytes.length && bytes[i] !== CLOSE_BRACKET) i += bytes[i] === BACKSLASH ? 2 : 1;
      if (i >= bytes.length) return null;
      first ??= String.fromCharCode(...bytes.subarray(start, Math.min(i, start + 64)));
      i++;
    }
    if (first === null) return null;
    if (id === 'CA') return { label: first, offset };
  }
}

/** Offset just after the `;` of the first `(;`, or -1. */
function firstNode(bytes: Uint8Array): number {
  for (let open = bytes.indexOf(OPEN); open >= 0; open = bytes.indexOf(OPEN, open + 1)) {
    let i = open + 1;
    while (i < bytes.length && bytes[i] <= SPACE) i++;
    if (bytes[i] === SEMICOLON) return i + 1;
  }
  return -1;
}
