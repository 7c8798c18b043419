/** Replay (mofang) problems: copy the opening moves of a real game of fixtures/sgf. */
import type { CollectionProblem } from '../../collection-file.ts';
import { corpusGame } from './corpus-position.ts';

export function replayProblem(file: string, moves: number): Omit<CollectionProblem, 'number'> {
  const game = corpusGame(file);
  const opening = game.moves.slice(0, moves);
  if (opening.length < moves || opening.includes('tt'))
    throw new Error(`${file}: the first ${moves} moves are not all board moves`);
  return {
    prompt: `Replay the first ${moves} moves: ${game.black} (Black) against ${game.white} (White), ${game.date}`,
    data: {
      lu: 19,
      blackfirst: true,
      content: [[], []],
      ok_answers: [],
      change_answers: [],
      fail_answers: [],
      clone_pos: opening,
      clone_prepos: [[], []],
    },
  };
}
