/**
 * The end-of-game message (overlays 8 and 9). Players read it about themselves ("You win by
 * 3¾ stones", "Your time ran out."), spectators about the winning side ("Black wins by
 * resignation."); a draw is an info message (10) for everyone.
 */
import { type FinalWinner, type FinalWinType, OVERLAYS, WIN_TYPE, WINNER } from '@tengen/protocol';

/** Who reads the message: the player of this colour (1 black, 2 white), or a spectator. */
export type ResultViewpoint = 1 | 2 | 'spectator';

export type ResultKey =
  | 'result.youWinResignation'
  | 'result.youWinPoints'
  | 'result.youWinTimeout'
  | 'result.youWinAbstention'
  | 'result.youWinReferee'
  | 'result.youLoseResignation'
  | 'result.youLosePoints'
  | 'messages.timeRanOut'
  | 'result.youLoseAbstention'
  | 'result.youLoseReferee'
  | 'result.sideWinsResignation'
  | 'result.sideWinsPoints'
  | 'result.sideWinsTimeout'
  | 'result.sideWinsAbstention'
  | 'result.sideWinsReferee'
  | 'result.draw'
  | 'result.drawReferee';

export interface ResultMessage {
  readonly overlay: typeof OVERLAYS.winMessage | typeof OVERLAYS.lossMessage | typeof OVERLAYS.infoMessage;
  /** A key of the `overlays` namespace. */
  readonly key: ResultKey;
  /** The winning side, for spectators' messages. */
  readonly side: 'black' | 'white' | null;
  /** The margin in hundredths of a stone, for wins by points. */
  readonly margin: number | null;
}

const HOW: Readonly<Record<FinalWinType, 'Resignation' | 'Points' | 'Timeout' | 'Abstention' | 'Referee'>> = {
  [WIN_TYPE.resignation]: 'Resignation',
  [WIN_TYPE.points]: 'Points',
  [WIN_TYPE.timeout]: 'Timeout',
  [WIN_TYPE.abstention]: 'Abstention',
  [WIN_TYPE.referee]: 'Referee',
};

/**
 * The message for a finished game: `result` the winner (1 black, 2 white, 3 draw), `wintype`
 * how it ended, `winnumber` the margin in hundredths of a stone.
 */
export function resultMessage(
  result: FinalWinner,
  wintype: FinalWinType,
  winnumber: number,
  viewer: ResultViewpoint,
): ResultMessage {
  if (result === WINNER.draw) {
    const key = wintype === WIN_TYPE.referee ? 'result.drawReferee' : 'result.draw';
    return { overlay: OVERLAYS.infoMessage, key, side: null, margin: null };
  }
  const how = HOW[wintype];
  const margin = wintype === WIN_TYPE.points ? winnumber : null;
  if (viewer === 'spectator') {
    const side = result === WINNER.black ? 'black' : 'white';
    return { overlay: OVERLAYS.winMessage, key: `result.sideWins${how}`, side, margin };
  }
  if (viewer === result)
    return { overlay: OVERLAYS.winMessage, key: `result.youWin${how}`, side: null, margin };
  // The loser of a timeout reads the seed's own text.
  const key = wintype === WIN_TYPE.timeout ? 'messages.timeRanOut' : `result.youLose${how}`;
  return { overlay: OVERLAYS.lossMessage, key: key as ResultKey, side: null, margin };
}
