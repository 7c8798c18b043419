import { decodeForm, encodeForm } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { estimateForm } from './estimate-request.ts';

describe('the situation judgement form', () => {
  it("is the seed's score field and passes the route's own check", () => {
    const form = estimateForm(
      { rangzi: 2, daotiemu: 0 },
      { size: 9, blackFirst: false, prepos: { black: ['cc', 'gg'], white: [] } },
      ['ee', 'tt', 'dd'],
    );
    const encoded = encodeForm('estimateScore', form);
    expect(JSON.parse(encoded.score)).toEqual({
      prepos: 'cc*gg|',
      posstr: 'ee*tt*dd',
      gamerule: 1,
      rangzi: 2,
      gamesize: 9,
      blackfirst: 0,
      cmd: 'calc',
      daotiemu: 0,
    });
    expect(decodeForm('estimateScore', encoded).ok).toBe(true);
  });
});
