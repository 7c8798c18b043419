import { describe, expect, it } from 'vitest';
import { type ResultViewpoint, resultMessage } from './result-message.ts';

type Row = [
  result: 1 | 2 | 3,
  wintype: 1 | 2 | 3 | 4 | 5,
  winnumber: number,
  viewer: ResultViewpoint,
  overlay: number,
  key: string,
  side: string | null,
  margin: number | null,
];

const TABLE: Row[] = [
  // players, the winner
  [1, 1, 0, 1, 8, 'result.youWinResignation', null, null],
  [2, 2, 375, 2, 8, 'result.youWinPoints', null, 375],
  [1, 3, 0, 1, 8, 'result.youWinTimeout', null, null],
  [2, 4, 0, 2, 8, 'result.youWinAbstention', null, null],
  [1, 5, 0, 1, 8, 'result.youWinReferee', null, null],
  // players, the loser
  [1, 1, 0, 2, 9, 'result.youLoseResignation', null, null],
  [1, 2, 650, 2, 9, 'result.youLosePoints', null, 650],
  [2, 3, 0, 1, 9, 'messages.timeRanOut', null, null],
  [2, 4, 0, 1, 9, 'result.youLoseAbstention', null, null],
  [2, 5, 0, 1, 9, 'result.youLoseReferee', null, null],
  // spectators read about the winning side, always in the win window
  [1, 1, 0, 'spectator', 8, 'result.sideWinsResignation', 'black', null],
  [2, 2, 25, 'spectator', 8, 'result.sideWinsPoints', 'white', 25],
  [2, 3, 0, 'spectator', 8, 'result.sideWinsTimeout', 'white', null],
  [1, 4, 0, 'spectator', 8, 'result.sideWinsAbstention', 'black', null],
  [2, 5, 0, 'spectator', 8, 'result.sideWinsReferee', 'white', null],
  // draws are an info message for everyone
  [3, 2, 0, 1, 10, 'result.draw', null, null],
  [3, 2, 0, 'spectator', 10, 'result.draw', null, null],
  [3, 5, 0, 2, 10, 'result.drawReferee', null, null],
  // a margin only means something for a win by points
  [1, 1, 375, 'spectator', 8, 'result.sideWinsResignation', 'black', null],
];

describe('resultMessage', () => {
  it.each(TABLE)(
    'result %s wintype %s margin %s for %s → %s %s',
    (result, wintype, winnumber, viewer, overlay, key, side, margin) => {
      expect(resultMessage(result, wintype, winnumber, viewer)).toEqual({ overlay, key, side, margin });
    },
  );
});
