// A straight three in the corner, made for this example (it has no other source): White’s
// eye space is the three points A19–C19 of the top edge (SGF aa, ba, ca). Black kills at the
// middle point; a move at either end lets White take the middle and make two eyes.
import type { PuzzleData } from '@tengen/board';

export const STRAIGHT_THREE: PuzzleData = {
  lu: 19,
  blackfirst: true,
  // [black, white] setup stones, SGF points.
  content: [
    ['ac', 'bc', 'cc', 'dc', 'ec', 'eb', 'ea'],
    ['ab', 'bb', 'cb', 'db', 'da'],
  ],
  // The part of the board shown.
  pos_x1: 0,
  pos_x2: 6,
  pos_y1: 0,
  pos_y2: 6,
  ok_answers: [['ba']],
  change_answers: [],
  fail_answers: [
    ['aa', 'ba'],
    ['ca', 'ba'],
  ],
};
