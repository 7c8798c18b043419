import type { TextLocation } from './types.ts';

const LF = 10;
const CR = 13;

/**
 * Lines and columns of offsets in a text, for errors and warnings only, so the tokenizer need not
 * track lines. Offsets asked for in increasing order cost one pass over the text in all.
 * `\r\n`, `\n` and a lone `\r` each end a line.
 */
export class LocationFinder {
  private offset = 0;
  private line = 1;
  private lineStart = 0;

  constructor(private readonly text: string) {}

  at(offset: number): TextLocation {
    const text = this.text;
    const end = Math.min(offset, text.length);
    if (end < this.offset) {
      this.offset = 0;
      this.line = 1;
      this.lineStart = 0;
    }
    for (let i = this.offset; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) {
        this.line++;
        this.lineStart = i + 1;
      }
    }
    this.offset = end;
    return { line: this.line, column: end - this.lineStart + 1 };
  }
}

export function locationAt(text: string, offset: number): TextLocation {
  return new LocationFinder(text).at(offset);
}
