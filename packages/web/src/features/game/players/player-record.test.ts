import type { OnlineUser } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { playerRecordOf } from './player-record.ts';

const ann: OnlineUser = { username: 'ann', levelname: '1D', level: 0, usertype: 0, win: 1, fail: 0 };

describe('playerRecordOf', () => {
  it("takes a player's record from the room's list, which hears the new one after a result", () => {
    expect(playerRecordOf([ann], 'ann', { win: 0, fail: 0 })).toEqual({ win: 1, fail: 0 });
  });

  it('keeps the record the page was loaded with for a player not in the room', () => {
    expect(playerRecordOf([ann], 'ben', { win: 3, fail: 2 })).toEqual({ win: 3, fail: 2 });
  });
});
