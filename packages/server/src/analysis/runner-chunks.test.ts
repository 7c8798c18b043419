import { describe, expect, it } from 'vitest';
import { missingChunks } from './runner.ts';

describe('missingChunks', () => {
  it('cuts the moves not yet stored into runs of at most the chunk size', () => {
    expect(missingChunks(new Set(), 7, 3)).toEqual([
      { from: 1, to: 3 },
      { from: 4, to: 6 },
      { from: 7, to: 7 },
    ]);
    expect(missingChunks(new Set([1, 2, 5]), 8, 10)).toEqual([
      { from: 3, to: 4 },
      { from: 6, to: 8 },
    ]);
    expect(missingChunks(new Set([1, 2, 3]), 3, 2)).toEqual([]);
  });
});
