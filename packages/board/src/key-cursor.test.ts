import { moveToGtp } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { configure } from './config.ts';
import { resetGame } from './game-tree.ts';
import {
  clickAtKeyCursor,
  eraseTyped,
  jumpKeyCursor,
  keyCursorOf,
  keysAccepted,
  moveKeyCursor,
  typeCoordinate,
} from './key-cursor.ts';
import { testState } from './puzzle/test-board.ts';
import { startVote } from './vote.ts';

const v = (x: number, y: number) => ({ x, y });

function board(size = 19) {
  const t = testState();
  resetGame(t.state, size);
  return t;
}

const typeAll = (state: ReturnType<typeof board>['state'], keys: string) =>
  [...keys].map((k) => typeCoordinate(state, k));

describe('the keyboard cursor', () => {
  it('starts on the last move shown, else in the middle of the window', () => {
    const { state } = board(19);
    expect(keyCursorOf(state)).toEqual(v(9, 9));
    state.region = { x1: 0, x2: 6, y1: 0, y2: 4 };
    expect(keyCursorOf(state)).toEqual(v(3, 2));
    state.game.play(v(1, 1));
    expect(keyCursorOf(state)).toEqual(v(1, 1));
  });

  it('moves one point per arrow and stays at the window edge', () => {
    const { state } = board(9);
    state.region = { x1: 0, x2: 4, y1: 0, y2: 4 };
    state.keyCursor = v(4, 0);
    expect(moveKeyCursor(state, 'left')).toBe(true);
    expect(state.keyCursor).toEqual(v(3, 0));
    expect(moveKeyCursor(state, 'down')).toBe(true);
    expect(state.keyCursor).toEqual(v(3, 1));
    expect(moveKeyCursor(state, 'up')).toBe(true);
    expect(moveKeyCursor(state, 'up')).toBe(false);
    expect(state.keyCursor).toEqual(v(3, 0));
    state.keyCursor = v(4, 2);
    expect(moveKeyCursor(state, 'right')).toBe(false);
    expect(state.keyCursor).toEqual(v(4, 2));
  });

  it('moves the way the arrow points on a rotated board', () => {
    const { state } = board(9);
    state.rotation = 90;
    state.keyCursor = v(4, 4);
    // Turned a quarter clockwise, the board's left column is shown at the top.
    moveKeyCursor(state, 'up');
    expect(state.keyCursor).toEqual(v(3, 4));
    moveKeyCursor(state, 'right');
    expect(state.keyCursor).toEqual(v(3, 3));
  });

  it('jumps to the ends of its row and column', () => {
    const { state } = board(19);
    state.keyCursor = v(5, 7);
    jumpKeyCursor(state, 'rowStart');
    expect(state.keyCursor).toEqual(v(0, 7));
    jumpKeyCursor(state, 'rowEnd');
    expect(state.keyCursor).toEqual(v(18, 7));
    jumpKeyCursor(state, 'columnStart');
    expect(state.keyCursor).toEqual(v(18, 0));
    jumpKeyCursor(state, 'columnEnd');
    expect(state.keyCursor).toEqual(v(18, 18));
  });

  it('goes to a typed point name, letters without I, the row from the bottom', () => {
    const { state } = board(19);
    expect(typeAll(state, 'd4')).toEqual([true, true]);
    expect(state.keyCursor).toEqual(v(3, 15));
    expect(moveToGtp(state.keyCursor, 19)).toBe('D4');
    typeAll(state, 'Q16');
    expect(state.keyCursor).toEqual(v(15, 3));
    expect(moveToGtp(v(8, 0), 19)).toBe('J19');
    // I is not a column; a digit needs a letter first; a third digit is not taken.
    expect(typeCoordinate(state, 'i')).toBe(false);
    state.typed = '';
    expect(typeCoordinate(state, '4')).toBe(false);
    expect(typeAll(state, 'D19')).toEqual([true, true, true]);
    expect(typeCoordinate(state, '5')).toBe(false);
    expect(state.keyCursor).toEqual(v(3, 0));
  });

  it('takes no letter past the board and no point outside the window', () => {
    const { state } = board(9);
    expect(typeCoordinate(state, 'k')).toBe(false);
    state.region = { x1: 0, x2: 4, y1: 0, y2: 4 };
    state.keyCursor = v(1, 1);
    typeAll(state, 'h2');
    expect(state.keyCursor).toEqual(v(1, 1));
    expect(state.typed).toBe('H2');
    expect(eraseTyped(state)).toBe(true);
    expect(state.typed).toBe('H');
  });

  it('Enter plays at the cursor as a click does', () => {
    const { state } = board(19);
    const played: unknown[] = [];
    state.clickMode = 'play';
    state.events.onPlay = (m) => played.push(m);
    typeAll(state, 'D4');
    expect(clickAtKeyCursor(state)).toBe('OK');
    expect(state.game.board.get(v(3, 15))).toBe(1);
    expect(played).toEqual([{ vertex: v(3, 15), color: 1 }]);
    expect(clickAtKeyCursor(state)).toBe('NOT_EMPTY');
  });

  it('in confirm mode Enter only sets the candidate, as a click', () => {
    const { state } = board(9);
    state.clickMode = 'play';
    state.confirmMode = true;
    state.keyCursor = v(2, 2);
    expect(clickAtKeyCursor(state)).toBe('OK');
    expect(state.candidate).toEqual(v(2, 2));
    expect(state.game.board.get(v(2, 2))).toBe(0);
  });

  it('candidate mode reports the point; a vote takes the cursor as the vote', () => {
    const { state } = board(9);
    const seen: unknown[] = [];
    state.clickMode = 'candidate';
    state.events.onCandidate = (p) => seen.push(['candidate', p]);
    state.keyCursor = v(2, 3);
    clickAtKeyCursor(state);
    state.clickMode = 'vote';
    startVote(state, 'stu', (p) => seen.push(['vote', p]));
    state.keyCursor = v(4, 4);
    clickAtKeyCursor(state);
    expect(seen).toEqual([
      ['candidate', v(2, 3)],
      ['vote', v(4, 4)],
    ]);
  });

  it('a puzzle judges the move played with the keys', () => {
    const { state, results } = board(9);
    configure(state, {
      puzzle: {
        lu: 9,
        content: [
          ['bc', 'cc', 'dc', 'ec', 'fb'],
          ['bb', 'cb', 'db', 'eb', 'ad'],
        ],
        ok_answers: [['ba', 'ab', 'ea']],
        change_answers: [],
        fail_answers: [],
      },
    });
    state.clickMode = 'play';
    // No stored line starts at G3: judged wrong at once, as a click there is.
    typeAll(state, 'G3');
    clickAtKeyCursor(state);
    expect(state.game.board.get(v(6, 6))).toBe(1);
    expect(results).toEqual(['wrong']);
  });

  it('is off when turned off, on a remote-controlled board and on a thumbnail', () => {
    const { state } = board(9);
    expect(keysAccepted(state)).toBe(true);
    configure(state, { keyboard: false });
    expect(keysAccepted(state)).toBe(false);
    configure(state, { keyboard: true, isRemoteControlled: true });
    expect(keysAccepted(state)).toBe(false);
    configure(state, { isRemoteControlled: false, kind: 'recordThumbnail' });
    expect(keysAccepted(state)).toBe(false);
  });
});
