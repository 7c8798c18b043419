import { describe, expect, it } from 'vitest';
import { type ComplaintViewer, mayFileComplaint, showsComplaint } from './appeals.ts';

const player: ComplaintViewer = {
  isPlayer: true,
  isAppealMan: false,
  gameid: 0,
  finished: true,
  machineGame: false,
};

describe('the show-complaint check', () => {
  it('lets a player of a finished free game against a person complain', () => {
    expect(mayFileComplaint(player)).toBe(true);
    expect(showsComplaint(player)).toBe(true);
  });

  it.each<[string, Partial<ComplaintViewer>]>([
    ['a watcher', { isPlayer: false }],
    ['a game going on', { finished: false }],
    ['a competition game', { gameid: 3 }],
    ['a machine game', { machineGame: true }],
  ])('shows nothing to a player for %s', (_, change) => {
    expect(showsComplaint({ ...player, ...change })).toBe(false);
  });

  it('shows the box to an appeal man anywhere; he complains only about his own finished games', () => {
    const judge = { ...player, isAppealMan: true };
    expect(mayFileComplaint({ ...judge, gameid: 3 })).toBe(true);
    expect(showsComplaint({ ...judge, isPlayer: false, finished: false, gameid: 3 })).toBe(true);
    expect(mayFileComplaint({ ...judge, isPlayer: false })).toBe(false);
  });
});
