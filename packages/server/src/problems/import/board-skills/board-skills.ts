/**
 * The board-skills collection (packages/server/collections/board-skills.json): choice, placement
 * and replay problems made from real positions. The committed file is this function's output
 * (board-skills.test.ts checks it), so it is rebuilt rather than edited by hand.
 */
import type { CollectionFile } from '../../collection-file.ts';
import { choiceProblem } from './choice.ts';
import { placementProblem } from './placement.ts';
import { replayProblem } from './replay.ts';

const CHOICE = [
  'cho-elementary-Prob0001',
  'cho-elementary-Prob0012',
  'cho-elementary-Prob0025',
  'cho-intermediate-Prob0005',
];
const PLACEMENT = [
  'cho-elementary-Prob0003',
  'cho-elementary-Prob0005',
  'cho-elementary-Prob0008',
  'cho-elementary-Prob0017',
];
/** Games of fixtures/sgf and how many of their first moves to copy. */
const REPLAY: [string, number][] = [
  ['00001', 12],
  ['00019', 12],
  ['00037', 16],
  ['00073', 20],
];

export function boardSkills(): CollectionFile {
  const problems = [
    ...CHOICE.map((name, i) => choiceProblem(name, i)),
    ...PLACEMENT.map((name) => placementProblem(name)),
    ...REPLAY.map(([file, moves]) => replayProblem(file, moves)),
  ];
  return {
    id: 'board-skills',
    name: 'Board skills: choose, place, replay',
    description:
      'Choose the vital point among three, fill the liberties of a group, and replay the opening moves of real games.',
    source:
      "Positions of Cho Chikun's Encyclopedia of Life and Death from sanderland/tsumego (https://github.com/sanderland/tsumego); games from yenw/computer-go-dataset (https://github.com/yenw/computer-go-dataset)",
    licence:
      'Positions: MIT, (c) 2020 Sander Land and the other authors of sanderland/tsumego. Game moves: records of public games; the dataset states no licence',
    position: 10,
    problems: problems.map((p, i) => ({ number: i + 1, ...p })),
  };
}
