// A problem on the board: the board checks each move against the stored lines, plays the
// opponent's reply and says correct or wrong through `events.onPuzzleResult`. "Show the answer"
// colours the first move of every line (blue correct, green another way, red wrong) and shows
// the correct line; "Try again" loads the problem anew.
import { TengenBoard } from '@tengen/board';
import { STRAIGHT_THREE } from './problem.ts';

const result = document.getElementById('result')!;
const status = document.getElementById('status')!;
const WORDS = { doing: 'Your move.', correct: 'Correct!', wrong: 'Wrong: White lives.' } as const;

const board = TengenBoard(document.getElementById('board')!, {
  kind: 'puzzle',
  puzzle: STRAIGHT_THREE,
  replyDelay: 300,
  events: {
    onPuzzleResult: (outcome) => {
      result.textContent = WORDS[outcome];
    },
  },
});

document.getElementById('retry')!.addEventListener('click', () => {
  board.loadPuzzle(STRAIGHT_THREE, 'PLAY');
  result.textContent = WORDS.doing;
});
document.getElementById('answer')!.addEventListener('click', () => {
  board.showAnswerColors(true);
  board.viewAnswer('ok', 0);
  board.goto(1);
});
status.textContent = 'ready';
