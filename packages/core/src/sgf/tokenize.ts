/**
 * The lexer of SGF: a cursor over the text that the parser pulls tokens from, one at a time, so no
 * token array is built. Offsets only; lines and columns are computed when something goes wrong.
 */

/**
 * `ident`: a property identifier, lower-case letters dropped (`CoPyright` is `CP`), possibly empty.
 * `value`: a property value, unescaped. `other`: one character that has no place in a game tree.
 * `unterminated`: a `[` whose `]` never comes. `text`: stray text outside the game trees.
 */
export type TokenKind = '(' | ')' | ';' | 'ident' | 'value' | 'other' | 'unterminated' | 'text' | 'end';

export interface Token {
  kind: TokenKind;
  value: string;
  start: number;
  end: number;
}

/** Space and every control character count as whitespace. */
const SPACE = 32;
const BACKSLASH = 92;
const LF = 10;
const CR = 13;
const OPEN = 40;
const CLOSE = 41;
const SEMICOLON = 59;
const BRACKET = 91;
const BYTE_ORDER_MARK = 0xfeff;
const CLOSE_BRACKET = 93;

function isUpper(c: number): boolean {
  return c >= 65 && c <= 90;
}

function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}

export class SgfTokenizer {
  kind: TokenKind = 'end';
  /** Offsets of the current token: from its first character to just after its last. */
  start = 0;
  end = 0;
  /** The identifier or the unescaped value of the current token, else ''. */
  value = '';
  private pos = 0;
  /** Cached first `\` at or after some earlier offset (text.length if none): see readValue. */
  private nextBackslash = -1;

  constructor(readonly text: string) {}

  /**
   * Moves to the first `(` that is followed, after whitespace, by `;`, and answers whether there is
   * one. The skipped text, whitespace and a byte order mark trimmed, is left as the current token.
   */
  skipToFirstTree(): boolean {
    const text = this.text;
    if (this.pos === 0 && text.charCodeAt(0) === BYTE_ORDER_MARK) this.pos = 1;
    let open = text.indexOf('(');
    while (open >= 0) {
      let i = open + 1;
      while (i < text.length && text.charCodeAt(i) <= SPACE) i++;
      if (text.charCodeAt(i) === SEMICOLON) break;
      open = text.indexOf('(', open + 1);
    }
    const until = open < 0 ? text.length : open;
    this.setText(this.skipSpace(this.pos), until);
    this.pos = until;
    return open >= 0;
  }

  /** Next token outside the game trees: `(`, `;`, a run of stray `text` up to one of them, or `end`. */
  nextOutside(): TokenKind {
    const text = this.text;
    const i = this.skipSpace(this.pos);
    this.value = '';
    this.start = i;
    if (i >= text.length) return this.set('end', i);
    const c = text.charCodeAt(i);
    if (c === OPEN) return this.set('(', i + 1);
    if (c === SEMICOLON) return this.set(';', i + 1);
    let j = i + 1;
    while (j < text.length && text.charCodeAt(j) !== OPEN && text.charCodeAt(j) !== SEMICOLON) j++;
    this.setText(i, j);
    this.pos = j;
    return 'text';
  }

  /** Next token inside a game tree. Whitespace between tokens is skipped. */
  next(): TokenKind {
    const text = this.text;
    const i = this.skipSpace(this.pos);
    this.value = '';
    this.start = i;
    if (i >= text.length) return this.set('end', i);
    const c = text.charCodeAt(i);
    if (c === BRACKET) return this.readValue(i + 1);
    if (c === SEMICOLON) return this.set(';', i + 1);
    if (c === OPEN) return this.set('(', i + 1);
    if (c === CLOSE) return this.set(')', i + 1);
    if (isUpper(c) || isLower(c)) return this.readIdent(i);
    return this.set('other', i + 1);
  }

  private set(kind: TokenKind, end: number): TokenKind {
    this.pos = end;
    this.end = end;
    this.kind = kind;
    return kind;
  }

  private setText(start: number, end: number): void {
    while (end > start && this.text.charCodeAt(end - 1) <= SPACE) end--;
    this.kind = 'text';
    this.start = start;
    this.end = end;
    this.value = this.text.slice(start, end);
  }

  private skipSpace(i: number): number {
    const text = this.text;
    while (i < text.length && text.charCodeAt(i) <= SPACE) i++;
    return i;
  }

  private readIdent(i: number): TokenKind {
    const text = this.text;
    let j = i;
    let hasLower = false;
    for (; j < text.length; j++) {
      const c = text.charCodeAt(j);
      if (isLower(c)) hasLower = true;
      else if (!isUpper(c)) break;
    }
    this.value = hasLower ? dropLower(text, i, j) : text.slice(i, j);
    return this.set('ident', j);
  }

  /** `from` is just after the `[`. */
  private readValue(from: number): TokenKind {
    const text = this.text;
    const close = text.indexOf(']', from);
    if (close < 0) return this.set('unterminated', text.length);
    // Most values have no escape: one indexOf finds the `]` and the value is a slice. The cached
    // backslash offset keeps the search for escapes linear over the whole text.
    if (this.nextBackslash < from) {
      const found = text.indexOf('\\', from);
      this.nextBackslash = found < 0 ? text.length : found;
    }
    if (this.nextBackslash > close) {
      this.value = text.slice(from, close);
      return this.set('value', close + 1);
    }
    return this.readEscapedValue(from);
  }

  private readEscapedValue(from: number): TokenKind {
    const text = this.text;
    let value = '';
    let chunk = from;
    for (let j = from; j < text.length; ) {
      const c = text.charCodeAt(j);
      if (c === CLOSE_BRACKET) {
        this.value = value + text.slice(chunk, j);
        return this.set('value', j + 1);
      }
      if (c !== BACKSLASH) {
        j++;
        continue;
      }
      value += text.slice(chunk, j);
      const breakLength = lineBreakLength(text, j + 1);
      // A backslash before a line break is a soft break, removed with it; else the next char is kept.
      chunk = breakLength > 0 ? j + 1 + breakLength : j + 1;
      j = breakLength > 0 ? chunk : j + 2;
    }
    return this.set('unterminated', text.length);
  }
}

/** Length of the line break at `i` (`\n`, `\r`, `\r\n` or `\n\r`), 0 if there is none. */
function lineBreakLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c !== LF && c !== CR) return 0;
  const d = text.charCodeAt(i + 1);
  return (d === LF || d === CR) && d !== c ? 2 : 1;
}

function dropLower(text: string, start: number, end: number): string {
  let id = '';
  for (let i = start; i < end; i++) if (isUpper(text.charCodeAt(i))) id += text[i];
  return id;
}

/** All the tokens of a text read as one game tree's inside: for tests and debugging. */
export function tokenize(text: string): Token[] {
  const tokenizer = new SgfTokenizer(text);
  const tokens: Token[] = [];
  for (;;) {
    const kind = tokenizer.next();
    if (kind === 'end') return tokens;
    tokens.push({ kind, value: tokenizer.value, start: tokenizer.start, end: tokenizer.end });
  }
}
