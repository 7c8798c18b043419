/** Small display helpers of the game page: komi, time control. */
import { blackGivesStones, whiteGivesStones } from '@tengen/protocol';
import { formatStones } from '../../../common/quarter-stones.ts';

/** The komi each side gives (seed 000 section 9), as text. */
export function komiTexts(handicap: number, daotiemu: number): { black: string; white: string } {
  return { black: formatStones(blackGivesStones(handicap)), white: formatStones(whiteGivesStones(daotiemu)) };
}
