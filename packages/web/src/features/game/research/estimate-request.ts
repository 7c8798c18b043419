/**
 * The situation judgement call (POST /jwt/getmuscore/): its form from a position of the game,
 * as seed 000 section 7 has it (prepos, posstr, gamerule 1, rangzi, gamesize, blackfirst, cmd
 * calc, daotiemu).
 */
import type { BoardSize, PlayInfo, RouteForm } from '@tengen/protocol';
import type { GameSetup } from '../state/live-position.ts';

export function estimateForm(
  play: Pick<PlayInfo, 'rangzi' | 'daotiemu'>,
  setup: GameSetup,
  moves: readonly string[],
): RouteForm<'estimateScore'> {
  return {
    score: {
      prepos: { black: [...setup.prepos.black], white: [...setup.prepos.white] },
      posstr: [...moves],
      gamerule: 1,
      rangzi: play.rangzi,
      gamesize: setup.size as BoardSize,
      blackfirst: setup.blackFirst ? 1 : 0,
      cmd: 'calc',
      daotiemu: play.daotiemu,
    },
  };
}
