/**
 * Play info (seed 000 section 3): the answer of GET /jwt/getplayinfo/{playid}/, or preloaded
 * by the host page. Wire names are the seed's. Flags are JSON booleans; ids are numbers with 0
 * meaning "none"; times are as the seed states them (minutes, seconds) since this is settings,
 * while the live clocks on the socket are milliseconds.
 */
import type { BoardSize } from '../constants/limits.ts';
import type { GameStatus, Winner, WinType } from '../constants/results.ts';

export interface WinLoss {
  readonly win: number;
  readonly fail: number;
}

/** The move-choice panel's choices for one step: 2–5 SGF points, tagged A–E in order. */
export interface StepOptions {
  readonly step: number;
  readonly options: readonly string[];
}

export interface PlayInfo {
  /** Tengen's addition: the play id itself. */
  readonly playid: number;
  /** Board size. */
  readonly lu: BoardSize;
  /** The players' user ids. */
  readonly black: number;
  readonly white: number;
  readonly black_first: boolean;
  /** Basic time, minutes. */
  readonly timecount: number;
  /** Byo-yomi seconds per period (0: fixed time, no byo-yomi) and number of periods. */
  readonly dumiao: number;
  readonly ducount: number;
  /** Handicap stones, 0–9. */
  readonly rangzi: number;
  /** Komi shift in hundredths of a stone: white gives (daotiemu + 25) / 100 stones. */
  readonly daotiemu: number;
  /** Per-move think limit, seconds; 0 none. Applies from the third move. */
  readonly stepthink: number;
  /** The move-choice panel is on for this game, and its choices so far. */
  readonly stepselect: boolean;
  readonly stepoptions: readonly StepOptions[];
  readonly status: GameStatus;
  /** Winner (0 while in progress), how, and the margin in hundredths of a stone. */
  readonly result: Winner;
  readonly wintype: WinType;
  readonly winnumber: number;
  /** The viewer is one of the two players / an audit man (judge) / an appeal man. */
  readonly ismember: boolean;
  readonly isauditman: boolean;
  readonly isappealman: boolean;
  /** Competition (tournament, class) id; 0 for a free game. */
  readonly gameid: number;
  readonly gamename: string;
  /** This play's number within its round, from 1. */
  readonly playindex: number;
  /** Previous and next match play ids; 0 none. */
  readonly gameprevid: number;
  readonly gamenextid: number;
  /** The play ids of the round: Game 1, 2 … */
  readonly playlist: readonly number[];
  /** First and second game of a multi-game round; 0 none. */
  readonly firstid: number;
  readonly secondid: number;
  /** Each player allows chat; chat is on at all; guests and other non-players may chat. */
  readonly black_chat: boolean;
  readonly white_chat: boolean;
  readonly enablechat: boolean;
  readonly guestenable: boolean;
  /** Avatar URLs. */
  readonly blackhead: string;
  readonly whitehead: string;
  /** Display (true) names. */
  readonly blackneiname: string;
  readonly whiteneiname: string;
  /** Rank labels (`5D`). */
  readonly blacklevelname: string;
  readonly whitelevelname: string;
  /** The machine opponent's user id and username; 0 and '' when none. */
  readonly machineid: number;
  readonly machinename: string;
  /** The players' usernames. */
  readonly busername: string;
  readonly wusername: string;
  /** One login per member: a second login closes the first socket. */
  readonly onlyonelogin: boolean;
  /** Take-back (undo) is allowed. */
  readonly canrestore: boolean;
  /** A member may start early. */
  readonly canstartbefore: boolean;
  /** Members may call the referee. */
  readonly gamecalljudge: boolean;
  /** A test game: not rated. */
  readonly isgametest: boolean;
  /** Tengen's addition: a ranked game (a level challenge's), rated when it ends (docs/ratings.md). */
  readonly ranked?: boolean;
  /** Seconds before the scheduled start; 0 once started. */
  readonly unstart: number;
  /** Pre-placed stones. */
  readonly prepos: { readonly black: readonly string[]; readonly white: readonly string[] };
  /** WebSocket URLs: the first, and the fallback tried after 8 s. */
  readonly sockethost: string;
  readonly sockethost2: string;
  /** The viewer's user level (3 moderates chat). */
  readonly userlevel: number;
  /** Games in this round (above 1: a multi-game round). */
  readonly maxplaycount: number;
  /** The viewer's socket credential for init_user (guests get one too). */
  readonly userkey: string;
  /** Counting requests already made in this game. */
  readonly dianmucount: number;
  readonly black_info: WinLoss;
  readonly white_info: WinLoss;
  /** Game analysis may be run on this game. */
  readonly openAnalyze: boolean;
  /** Energy-bar (win-rate bar) mode. */
  readonly isHp: boolean;
  readonly isFinish: boolean;
  /** The result in words, in the viewer's language ('' while in progress). */
  readonly resultText: string;
}
