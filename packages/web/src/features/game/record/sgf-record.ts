/**
 * The game record as SGF text, written in the browser with @tengen/core's SGF writer: the
 * fallback of the download button when GET /jwt/downloadsgf/{playid}/ is not offered (see
 * docs/game-page.md). Players, ranks, board size, handicap, komi and the result go in the root.
 */
import { gameInfoProps, gameToSgf, komi, loadRecord, stringifySgf } from '@tengen/core';
import type { PlayInfo } from '@tengen/protocol';
import { recordOf } from '../board/board-sync.ts';
import type { GameOutcome } from '../state/game-state.ts';
import type { GameSetup } from '../state/live-position.ts';

/** SGF's RE: `B+R`, `W+3.5` (points), `B+T`, `W+F`, `B+` (referee), `0` for a draw. */
export function sgfResult(finish: GameOutcome): string {
  if (finish.winner === 3) return '0';
  const side = finish.winner === 1 ? 'B' : 'W';
  switch (finish.wintype) {
    case 1:
      return `${side}+R`;
    case 2:
      // Margins are hundredths of a stone; a stone is two points.
      return `${side}+${(finish.winnumber * 2) / 100}`;
    case 3:
      return `${side}+T`;
    case 4:
      return `${side}+F`;
    default:
      return `${side}+`;
  }
}

export function gameSgf(
  play: PlayInfo,
  setup: GameSetup,
  moves: readonly string[],
  finish: GameOutcome | null,
): string | null {
  const loaded = loadRecord(recordOf(setup, moves));
  if (!loaded.ok) return null;
  const root = gameToSgf(loaded.value.game);
  const info = gameInfoProps({
    blackName: play.blackneiname || play.busername,
    whiteName: play.whiteneiname || play.wusername,
    blackRank: play.blacklevelname,
    whiteRank: play.whitelevelname,
    gameName: play.gameid > 0 ? play.gamename : '',
    result: finish ? sgfResult(finish) : '',
    // Komi in points: the site's is hundredths of a stone, and a stone is two points.
    komi: (komi(play.rangzi, play.daotiemu) * 2) / 100,
    handicap: play.rangzi,
    mainTime: play.timecount * 60,
  });
  root.props = { ...root.props, ...info };
  return stringifySgf([root]);
}
