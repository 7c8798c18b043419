import { describe, expect, it } from 'vitest';
import { movesText } from './results-table.tsx';

describe('wrong moves in the results', () => {
  it('are written as board coordinates, I skipped, row 1 at the bottom', () => {
    expect(movesText('cb,db', 9)).toBe('C8 D8');
    expect(movesText('jj', 19)).toBe('K10');
    expect(movesText('', 9)).toBe('');
  });
});
