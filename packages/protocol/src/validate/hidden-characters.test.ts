import { describe, expect, it } from 'vitest';
import { hasBidiControl, hasHiddenCharacter, stripZeroWidth } from './hidden-characters.ts';

const BIDI = [
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const ZERO_WIDTH = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'];

describe('hidden characters', () => {
  it.each(BIDI.map((ch) => [ch.codePointAt(0)!.toString(16), ch]))('U+%s is a bidi control', (_, ch) => {
    expect(hasBidiControl(`photo${ch}gnp.exe`)).toBe(true);
    expect(hasHiddenCharacter(`photo${ch}gnp.exe`)).toBe(true);
  });

  it.each(ZERO_WIDTH.map((ch) => [ch.codePointAt(0)!.toString(16), ch]))(
    'U+%s is zero-width and stripped',
    (_, ch) => {
      expect(hasBidiControl(`ali${ch}ce`)).toBe(false);
      expect(hasHiddenCharacter(`ali${ch}ce`)).toBe(true);
      expect(stripZeroWidth(`ali${ch}ce`)).toBe('alice');
    },
  );

  it('keeps the joiner inside an emoji sequence, and ordinary text', () => {
    const family = '👨\u200D👩\u200D👧';
    expect(hasHiddenCharacter(family)).toBe(false);
    expect(stripZeroWidth(`${family} 好棋`)).toBe(`${family} 好棋`);
    expect(hasHiddenCharacter('good game, 下得好 مرحبا')).toBe(false);
  });
});
