import { describe, expect, it } from 'vitest';
import { savedRecordSgf } from './record-sgf.ts';

describe('a saved record as SGF for a hand-out', () => {
  it('keeps the size, the setup stones and the moves up to the saved step, a pass as []', () => {
    const sgf = savedRecordSgf({
      size: 9,
      blackfirst: true,
      prepos: { black: ['cc'], white: [] },
      moves: ['ee', 'tt', 'gg', 'cg'],
      step: 3,
    });
    expect(sgf).toBe('(;GM[1]FF[4]SZ[9]AB[cc];B[ee];W[];B[gg])');
  });

  it('lets white move first when the record says so', () => {
    const sgf = savedRecordSgf({
      size: 13,
      blackfirst: false,
      prepos: { black: [], white: [] },
      moves: ['dd', 'jj'],
      step: 2,
    });
    expect(sgf).toBe('(;GM[1]FF[4]SZ[13]PL[W];W[dd];B[jj])');
  });
});
