import { describe, expect, it } from 'vitest';
import { komiTexts } from './komi-texts.ts';

describe('komi texts', () => {
  it('the komi each side gives, with quarter fractions', () => {
    expect(komiTexts(0, 350)).toEqual({ black: '3¾', white: '3¾' });
    expect(komiTexts(2, 0)).toEqual({ black: '¼', white: '¼' });
  });
});
