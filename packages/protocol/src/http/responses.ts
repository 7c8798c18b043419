/** Answer bodies of the seed's /jwt/ calls other than play info (seed 000 sections 3 and 7). */

import type { BoardSize } from '../constants/limits.ts';
import type {
  AnalysisStatus,
  BookType,
  ComplaintReason,
  ComplaintStatus,
  Winner,
  WinType,
} from '../constants/results.ts';
import type { StepOptions } from './play-info.ts';

/** The answer of calls whose answer the seed does not use. */
export interface OkResponse {
  readonly result: 0;
}

/** The estimate (situation judgement). Scores are hundredths of a point; `win` 1 means white leads. */
export interface EstimateResponse {
  readonly win: 0 | 1;
  readonly winscore: number;
  readonly rule: number;
  readonly bscore: number;
  readonly wscore: number;
  /** Tengen: the judgement's dead stones and each side's territory (empty points), SGF points, from the same estimate as the numbers. */
  readonly dead?: readonly string[];
  readonly bterritory?: readonly string[];
  readonly wterritory?: readonly string[];
}

export interface StepOptionsResponse {
  readonly options: readonly StepOptions[];
}

/** 0: the second game exists at `secondid`; 1: not (yet); secondid is then 0. */
export interface SecondPlayResponse {
  readonly result: 0 | 1;
  readonly secondid: number;
}

export interface DownloadSgfResponse {
  readonly result: 0;
  readonly sgfurl: string;
}

/** An ask-a-move answer: the engine's line `moves` after the tried variation `testpos`, at `step`. */
export interface AskedMove {
  readonly id: number;
  readonly step: number;
  readonly moves: readonly string[];
  readonly testpos: readonly string[];
}

/** A problem move: the win rate lost, in tenths of a percent. */
export interface ProblemMove {
  readonly step: number;
  readonly downrate: number;
}

/** Black's win rate after `step` (tenths of a percent), the engine's best point and its win rate. */
export interface RatePoint {
  readonly step: number;
  readonly rate: number;
  readonly mpt: string;
  readonly mrate: number;
}

export interface AnalysisResponse {
  readonly asks: readonly AskedMove[];
  readonly bad: { readonly black: readonly ProblemMove[]; readonly white: readonly ProblemMove[] };
  readonly rates: readonly RatePoint[];
  /** Analyses the viewer has run today (compare FREE_ANALYSES_PER_DAY). */
  readonly docount: number;
  readonly status: AnalysisStatus;
  /** Expected wait while analysing, minutes. */
  readonly costtime: number;
}

/** 0: started, `costtime` minutes to wait, `beans` the balance after (Tengen's); 11: not enough beans. */
export type GenParseResponse =
  | { readonly result: 0; readonly costtime: number; readonly beans: number }
  | { readonly result: 11 };

/**
 * 0: answered; 11: not enough beans. `docount` is the viewer's asks on this game so far, `beans`
 * the balance after paying (Tengen's).
 */
export type AskMoveResponse =
  | ({ readonly result: 0; readonly docount: number; readonly beans: number } & AskedMove)
  | { readonly result: 11 };

export interface BookChapter {
  readonly id: number;
  readonly name: string;
  /** The position or record is already in this chapter. */
  readonly isin: boolean;
}

export interface RecordBook {
  readonly bookid: number;
  readonly name: string;
  /** Tengen's: 4 a position book, 1 a full-record book (the list holds both kinds). */
  readonly booktype: BookType;
  readonly chapters: readonly BookChapter[];
}

export interface BookListResponse {
  readonly books: readonly RecordBook[];
}

/** A user card. `usertype`: 0 normal, 1 silver, 2 gold, other task card. `attion`: a friend. */
export interface UserCard {
  readonly username: string;
  readonly userid: number;
  readonly headpath: string;
  readonly usertype: number;
  readonly gamelevel: number;
  readonly gamelevelname: string;
  readonly orgid: number;
  readonly orgname: string;
  /** The last 10 results, newest first. */
  readonly lastplay: readonly { readonly iswin: boolean }[];
  readonly win: number;
  readonly fail: number;
  readonly attion: boolean;
}

export interface UserCardResponse {
  readonly playinfo: UserCard;
}

/** A private message; `t` is Unix time in ms. */
export interface PrivateMessage {
  readonly id: number;
  readonly content: string;
  readonly t: number;
  readonly is_read: boolean;
  readonly username: string;
}

/** My avatar (`uhead`), the other's (`desthead`), and one page of messages, newest first. */
export interface PrivateMessagesResponse {
  readonly uhead: string;
  readonly desthead: string;
  readonly msgs: readonly PrivateMessage[];
}

/** A row of a user's record list; `lasttime` is Unix time in ms. */
export interface PlayListRow {
  readonly id: number;
  readonly blackname: string;
  readonly whitename: string;
  /** Tengen's additions, named as in the play info: board size, basic minutes, byo-yomi seconds (0 none) and periods, ranked. */
  readonly lu: BoardSize;
  readonly timecount: number;
  readonly dumiao: number;
  readonly ducount: number;
  readonly ranked: boolean;
  readonly step: number;
  readonly wintype: WinType;
  readonly winnumber: number;
  readonly result: Winner;
  readonly lasttime: number;
}

export interface PlayListResponse {
  readonly curpage: number;
  readonly page_total: number;
  readonly plays: readonly PlayListRow[];
}

/** 0: the machine game `playid` was created; 3: not enough beans. */
export type StartMachineGameResponse =
  | { readonly result: 0; readonly playid: number }
  | { readonly result: 3 };

/** A complaint: `user` made it; `content` is the free text of reason 100 ('' otherwise). */
export interface Appeal {
  readonly id: number;
  readonly user: string;
  readonly reason: ComplaintReason;
  readonly content: string;
  readonly status: ComplaintStatus;
  /** 1 the first look; 2 after the complainant asked a rejudge (docs/appeals.md). */
  readonly round: 1 | 2;
}

/** An accepted complaint that changed the game's result: what both players are told (Tengen's). */
export interface ResultChange {
  /** The complainant. */
  readonly user: string;
  readonly reason: ComplaintReason;
  /** The winner before and after: 1 black, 2 white, 3 a draw. */
  readonly before: 1 | 2 | 3;
  readonly after: 1 | 2 | 3;
  /** Decided, Unix ms. */
  readonly at: number;
}

export interface AppealsResponse {
  readonly result: 0;
  readonly apps: readonly Appeal[];
  /** To the players and the appeal men: the accepted complaints that changed the result, oldest first. */
  readonly changes: readonly ResultChange[];
  /** The viewer's balance now, refunds included (Tengen's). */
  readonly beans: number;
}

/** 0: submitted, `beans` the balance after paying (Tengen's); 2: not enough beans. */
export type PostAppealResponse = { readonly result: 0; readonly beans: number } | { readonly result: 2 };
