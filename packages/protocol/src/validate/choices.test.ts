import { describe, expect, it } from 'vitest';
import { choiceTag, validateMoveChoices } from './choices.ts';

describe('validateMoveChoices', () => {
  it.each<[string, string[], number, string | null]>([
    ['two points', ['pd', 'dp'], 19, null],
    ['five points', ['aa', 'bb', 'cc', 'dd', 'ee'], 19, null],
    ['one point', ['pd'], 19, 'TOO_FEW'],
    ['none', [], 19, 'TOO_FEW'],
    ['six points', ['aa', 'bb', 'cc', 'dd', 'ee', 'ff'], 19, 'TOO_MANY'],
    ['a repeated point', ['pd', 'pd'], 19, 'DUPLICATE'],
    ['a pass', ['pd', 'tt'], 19, 'BAD_POINT'],
    ['off a 9 board', ['aa', 'jj'], 9, 'BAD_POINT'],
    ['not a point', ['pd', 'p'], 19, 'BAD_POINT'],
  ])('%s', (_, points, size, error) => {
    const result = validateMoveChoices(points, size);
    expect(result.ok ? null : result.error).toBe(error);
  });

  it('tags choices A to E', () => {
    expect([0, 1, 2, 3, 4].map(choiceTag).join('')).toBe('ABCDE');
    expect(choiceTag(5)).toBe('');
  });
});
