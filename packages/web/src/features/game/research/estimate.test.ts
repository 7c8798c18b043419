import { describe, expect, it } from 'vitest';
import { positionKey } from '../state/live-position.ts';
import { estimateLead } from './estimate.ts';

describe('estimateLead', () => {
  it.each([
    [
      { win: 0, winscore: 375, bscore: 18450, wscore: 17650 },
      { side: 'black', margin: 375 },
    ],
    [
      { win: 1, winscore: 1210, bscore: 17000, wscore: 19100 },
      { side: 'white', margin: 1200 },
    ],
    [
      { win: 1, winscore: 1213, bscore: 17000, wscore: 19100 },
      { side: 'white', margin: 1225 },
    ],
    [{ win: 0, winscore: 10, bscore: 18050, wscore: 18050 }, null],
    [{ win: 2, winscore: 0, bscore: 18050, wscore: 18050 }, null],
  ])('%o → %o', (estimate, lead) => {
    expect(estimateLead(estimate)).toEqual(lead);
  });

  it('keys positions by their moves', () => {
    expect(positionKey(['pd', 'dp', 'tt'])).toBe('pd*dp*tt');
    expect(positionKey([])).toBe('');
  });
});
