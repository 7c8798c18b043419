import { describe, expect, it } from 'vitest';
import { scrambleField, unscrambleField } from './scramble.ts';

const lines = [['ec', 'fb'], ['ab*cd']];

describe('ru scramble', () => {
  it.each([0, 1, 2] as const)('round-trips at ru %i', (ru) => {
    expect(unscrambleField(scrambleField(lines, ru, 19), ru, 19)).toEqual(lines);
  });

  it('hides the points at ru 1 and 2', () => {
    const one = scrambleField(lines, 1, 19);
    expect(typeof one).toBe('string');
    expect(one).not.toContain('ec');
    expect(scrambleField(lines, 2, 19)).not.toEqual(one);
  });

  it('ru 1 is base64 of the JSON text xor the key tengen', () => {
    const key = 'tengen';
    const json = JSON.stringify([['aa']]);
    const bytes = [...json].map((ch, i) => ch.charCodeAt(0) ^ key.charCodeAt(i % key.length));
    expect(scrambleField([['aa']], 1, 9)).toBe(btoa(String.fromCharCode(...bytes)));
  });

  it('ru 2 depends on the board size', () => {
    expect(unscrambleField(scrambleField(lines, 2, 19), 2, 13)).toBeUndefined();
  });

  it('answers undefined for text that does not decode', () => {
    expect(unscrambleField('%%%', 1, 19)).toBeUndefined();
  });
});
