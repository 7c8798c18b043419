import type { SgfPosition } from './types.ts';

const LF = 10;
const CR = 13;

/**
 * Line and column of `offset` in `text`. Only called for errors and warnings, so it rescans the
 * text instead of making the parser track lines. `\r\n`, `\n` and a lone `\r` each end a line.
 */
export function positionAt(text: string, offset: number): SgfPosition {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}
