import { describe, expect, it } from 'vitest';
import { rematchInvitation } from './rematch.ts';
import { testPlay } from './test-game.ts';

describe('play again', () => {
  it('invites the opponent with the same settings, in the same colour', () => {
    const play = testPlay({ lu: 13, timecount: 30, dumiao: 20, rangzi: 2 });
    expect(rematchInvitation(play, 1)).toEqual({
      cmd: 'playreq',
      target: 'bob',
      color: 'black',
      size: 13,
      time: 30,
      byoyomi: 20,
      handicap: 2,
    });
    expect(rematchInvitation(play, 2)).toMatchObject({ target: 'alice', color: 'white' });
  });

  it('takes the nearest choice for settings an invitation cannot have', () => {
    const play = testPlay({ timecount: 12, dumiao: 40 });
    expect(rematchInvitation(play, 1)).toMatchObject({ time: 10, byoyomi: 45 });
  });

  it('keeps the move-choice panel on for a game that had it', () => {
    expect(rematchInvitation(testPlay({ stepselect: true }), 1)).toMatchObject({ stepselect: true });
    expect(rematchInvitation(testPlay(), 1)).not.toHaveProperty('stepselect');
  });

  it('has nobody to invite in a machine game', () => {
    expect(rematchInvitation(testPlay({ machineid: 7 }), 1)).toBeNull();
  });
});
