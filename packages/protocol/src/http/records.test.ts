import { describe, expect, it } from 'vitest';
import { sgfFileName } from './records.ts';

describe('sgfFileName', () => {
  it.each([
    [1, 'tengen-1.sgf'],
    [123456, 'tengen-123456.sgf'],
  ])('play %i is saved as %s', (playId, name) => {
    expect(sgfFileName(playId)).toBe(name);
  });
});
