/** Small display helpers of the game page: komi, time control. */
import { blackGivesStones, whiteGivesStones } from '@tengen/protocol';
import type { Words } from '../../../common/words/use-words.ts';

/** The komi each side gives (seed 000 section 9), in the language's words with its unit. */
export function komiTexts(
  words: Words,
  handicap: number,
  daotiemu: number,
): { black: string; white: string } {
  return {
    black: words.komi(blackGivesStones(handicap) * 100),
    white: words.komi(whiteGivesStones(daotiemu) * 100),
  };
}
