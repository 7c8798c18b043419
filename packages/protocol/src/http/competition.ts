/**
 * The competition page's call, GET /jwt/getgameplays/{gameid}/ (Tengen's: the seed names the
 * page but no call for it): a competition and all its plays, grouped by round. Wire names
 * follow the play info's (`gameid`, `gamename`, `playindex`, `maxplaycount`).
 */
import type { Winner, WinType } from '../constants/results.ts';

/** One side of a play: the user id, username and rank label. */
export interface CompetitionPlayer {
  readonly userid: number;
  readonly username: string;
  readonly levelname: string;
}

/** One play of a round; the game page is /play/p/{playid}/. */
export interface CompetitionPlay {
  readonly playid: number;
  readonly playindex: number;
  readonly black: CompetitionPlayer;
  readonly white: CompetitionPlayer;
  /** Board size, the play info's `lu`. */
  readonly lu: number;
  /** 0 in progress (or not started), 1 finished. */
  readonly status: 0 | 1;
  /** As in the play info: 0 none yet, 1 black, 2 white, 3 draw; `winnumber` hundredths of a stone. */
  readonly result: Winner;
  readonly wintype: WinType;
  readonly winnumber: number;
  /** The scheduled start, Unix ms. */
  readonly starttime: number;
}

/** A round: the plays of one pairing (`round` from 1), by play index — each play's `playlist`. */
export interface CompetitionRound {
  readonly round: number;
  readonly plays: readonly CompetitionPlay[];
}

export interface CompetitionPlaysResponse {
  readonly gameid: number;
  readonly gamename: string;
  readonly maxplaycount: number;
  /** By round number; a competition without plays has none. */
  readonly rounds: readonly CompetitionRound[];
}
