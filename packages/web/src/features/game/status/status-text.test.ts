import { serverExamples } from '@tengen/protocol/examples';
import { describe, expect, it } from 'vitest';
import { act, feed, joined, posMessage } from '../state/test-game.ts';
import { lastPasser, statusParts } from './status-text.ts';

const keys = (...args: Parameters<typeof statusParts>) => statusParts(...args).map((p) => p.key);

describe('the status line says a pass', () => {
  // Black played, white passed: black to play move 3.
  const afterWhitePass = (seat: 0 | 1 | 2) => feed(joined(seat), [posMessage('ee', 1), posMessage('tt', 2)]);

  it('to the player whose move it is, the one who passed, and someone watching', () => {
    expect(keys(afterWhitePass(1))).toEqual(['status.moveNumber', 'status.whitePassedYourMove']);
    expect(keys(afterWhitePass(2))).toEqual(['status.moveNumber', 'status.youPassed']);
    expect(keys(afterWhitePass(0))).toEqual(['status.moveNumber', 'status.whitePassedBlackToPlay']);
    expect(statusParts(afterWhitePass(1))[0]).toEqual({ key: 'status.moveNumber', count: 3 });
    expect(lastPasser(afterWhitePass(0))).toBe(2);
  });

  it('black passing, white to play', () => {
    const s = (seat: 0 | 1 | 2) => feed(joined(seat), [posMessage('tt', 1)]);
    expect(keys(s(2))).toEqual(['status.moveNumber', 'status.blackPassedYourMove']);
    expect(keys(s(1))).toEqual(['status.moveNumber', 'status.youPassed']);
    expect(keys(s(0))).toEqual(['status.moveNumber', 'status.blackPassedWhiteToPlay']);
  });

  it('is said until the next move, and not after it', () => {
    const s = feed(afterWhitePass(1), [posMessage('cc', 3)]);
    expect(keys(s)).toEqual(['status.moveNumber', 'status.opponentTurn']);
    expect(lastPasser(s)).toBeNull();
  });

  it('a move on its way, the start, and the end read as before', () => {
    const sending = act(afterWhitePass(1), { type: 'moveSent', pos: 'cc', step: 3, at: 0 });
    expect(keys(sending)).toEqual(['status.moveNumber', 'status.sending']);
    expect(keys(joined(1, { unstart: 30 }))).toEqual(['status.waiting']);
    const over = feed(afterWhitePass(1), [
      posMessage('tt', 3),
      {
        cmd: 'autofinish',
        result: 1,
        wintype: 2,
        winnumber: 100,
        count: {
          result: 1,
          winnumber: 100,
          bscore: 4100,
          wscore: 4000,
          dead: [],
          bterritory: [],
          wterritory: [],
        },
      },
    ]);
    expect(statusParts(over)).toEqual([{ key: 'status.gameOver' }, { key: 'status.movesPlayed', count: 3 }]);
  });
});

describe('the status line during a proposed count', () => {
  it('names no side to move, to the players and to someone watching', () => {
    for (const seat of [0, 1, 2] as const) {
      const s = feed(joined(seat), [
        posMessage('ee', 1),
        posMessage('tt', 2),
        posMessage('tt', 3),
        serverExamples.count_proposal,
      ]);
      expect(keys(s)).toEqual(['status.movesPlayed', 'status.countProposed']);
    }
  });

  it('reads as before once the count is refused and play goes on', () => {
    const s = feed(joined(1), [
      posMessage('ee', 1),
      posMessage('tt', 2),
      posMessage('tt', 3),
      serverExamples.count_proposal,
    ]);
    const refused = feed(s, [serverExamples.count_proposal_refused]);
    expect(keys(refused)[1]).not.toBe('status.countProposed');
  });
});
