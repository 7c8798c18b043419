/**
 * The game page's state: what the server has said about the game, kept as a value and changed
 * only by the reducer (reducer.ts). Times are the page's own clock (`Date.now()` of the browser),
 * noted when each message arrived, so the display never depends on the two clocks agreeing.
 */
import type { Stone } from '@tengen/core';
import type {
  ChatEntry,
  CountResult,
  FinalWinner,
  FinalWinType,
  GameEndMessage,
  OnlineUser,
  PendingCounting,
  PlayInfo,
  Role,
  ScoreEntry,
  ServerMessageOf,
  SideClock,
  SocketErrorCode,
} from '@tengen/protocol';
import type { ConnectionState } from '../../../common/socket/socket-connection.ts';
import { type GameSetup, type LivePosition, startPosition } from './live-position.ts';
import type { GameNotice } from './notices.ts';

export type GamePhase = 'waiting' | 'playing' | 'finished';

/** A move that did not go: `code` is a key of `errors:refused` (KO, SUICIDE, NOT_YOUR_TURN…). */
export interface RefusedMove {
  readonly code: SocketErrorCode;
  readonly id: number;
}

export interface GameViewer {
  readonly username: string;
  readonly role: Role;
  /** 1 black, 2 white, 0 not a player. */
  readonly seat: 0 | Stone;
}

/** Both clocks as the last clock-carrying message gave them, and when it arrived. */
export interface Clocks {
  readonly black: SideClock;
  readonly white: SideClock;
  /** Time used so far, ms. */
  readonly costs: { readonly black: number; readonly white: number };
  /** How far into its turn the side to move was when the message was sent. */
  readonly elapsedMs: number;
  readonly receivedAt: number;
  /**
   * While a take-back or counting request waits for its answer both clocks stand still: the page
   * time when that request lapses (`clock_pause`); null while the clocks run.
   */
  readonly stoppedUntil: number | null;
}

export interface GameOutcome {
  readonly winner: FinalWinner;
  readonly wintype: FinalWinType;
  /** Hundredths of a stone, for a win by points. */
  readonly winnumber: number;
  /** The message that ended it, or `initdata` for a game already over when the page joined. */
  readonly cause: GameEndMessage['cmd'] | 'initdata';
  /** Who resigned, forfeited, ran out of time or accepted the count; null when not told. */
  readonly color: Stone | null;
  readonly count: CountResult | null;
  /** When the clocks stopped (page time). */
  readonly at: number;
}

/** The count proposed after two passes, shown to the whole room while the players decide. */
export interface ProposedCount {
  readonly state: 'proposed';
  readonly count: CountResult;
  /** Who has accepted it so far. */
  readonly black: boolean;
  readonly white: boolean;
  /** When silence accepts it (page time). */
  readonly endsAt: number;
}

export interface GameState {
  readonly play: PlayInfo;
  readonly setup: GameSetup;
  readonly viewer: GameViewer | null;
  readonly connection: ConnectionState;
  /** The whole state arrived (`initdata`) since the last join. */
  readonly synced: boolean;
  /** A move arrived out of order: the page must ask for the whole state again. */
  readonly needsResync: boolean;
  readonly moves: readonly string[];
  readonly position: LivePosition;
  readonly nextColor: Stone;
  readonly clocks: Clocks;
  /** Byo-yomi periods left as last announced (`miao_tip`), per side; null before byo-yomi. */
  readonly byoyomi: { readonly black: number | null; readonly white: number | null };
  readonly status: GamePhase;
  /** When a waiting game starts (page time), or null. */
  readonly startsAt: number | null;
  readonly finish: GameOutcome | null;
  readonly takeBack: { readonly color: Stone; readonly depth: 1 | 2 } | null;
  readonly counting: PendingCounting | null;
  readonly proposal: ProposedCount | null;
  /** The last proposal was refused by `color`: play went on (cleared by the next move). */
  readonly proposalRefusedBy: Stone | null;
  /** Counting requests this game has had (the play info's `dianmucount`, then each one asked). */
  readonly countingRequests: number;
  readonly lastCountingRequestAt: number | null;
  /** The viewer has played since their own last counting request (or at all). */
  readonly movedSinceCounting: boolean;
  /** An early start asked by `color`, answerable until `endsAt`. */
  readonly earlyStart: { readonly color: Stone; readonly endsAt: number } | null;
  readonly refereeCallsLeft: { readonly black: number | null; readonly white: number | null };
  readonly chats: readonly ChatEntry[];
  /** Each player's consent to chat, and whether guests and other non-players may chat (guestenable). */
  readonly chatAllowed: { readonly black: boolean; readonly white: boolean; readonly guests: boolean };
  /** Users forbidden to chat in this room. */
  readonly chatForbidden: readonly string[];
  readonly users: readonly OnlineUser[];
  readonly scoreList: readonly ScoreEntry[];
  readonly invitations: readonly ServerMessageOf<'play_req'>[];
  /** The viewer's move on its way to the server. */
  readonly pendingMove: { readonly pos: string; readonly step: number } | null;
  /**
   * The viewer's last move that did not go, and why (the page's own check or the server's
   * refusal), shown beside the board; `id` tells one refusal from the next. Cleared by a move.
   */
  readonly refusedMove: RefusedMove | null;
  readonly notices: readonly GameNotice[];
  readonly nextNoticeId: number;
  /** The last time anything happened in the game (page time), for the idle reload. */
  readonly lastActivityAt: number;
}

export function setupOf(play: PlayInfo): GameSetup {
  return { size: play.lu, blackFirst: play.black_first, prepos: play.prepos };
}

function finishFromPlay(play: PlayInfo, at: number): GameOutcome | null {
  if (play.status !== 1 || play.result === 0 || play.wintype === 0) return null;
  return {
    winner: play.result,
    wintype: play.wintype,
    winnumber: play.winnumber,
    cause: 'initdata',
    color: null,
    count: null,
    at,
  };
}

/** The state before the socket has said anything: the play info alone. */
export function initialGameState(play: PlayInfo, now: number): GameState {
  const setup = setupOf(play);
  const full: SideClock = { mainMs: play.timecount * 60_000, periods: play.dumiao > 0 ? play.ducount : 0 };
  const finish = finishFromPlay(play, now);
  return {
    play,
    setup,
    viewer: null,
    connection: 'connecting',
    synced: false,
    needsResync: false,
    moves: [],
    position: startPosition(setup),
    nextColor: play.black_first ? 1 : 2,
    clocks: {
      black: full,
      white: full,
      costs: { black: 0, white: 0 },
      elapsedMs: 0,
      receivedAt: now,
      stoppedUntil: null,
    },
    byoyomi: { black: null, white: null },
    status: finish ? 'finished' : play.unstart > 0 ? 'waiting' : 'playing',
    startsAt: play.unstart > 0 ? now + play.unstart * 1000 : null,
    finish,
    takeBack: null,
    counting: null,
    proposal: null,
    proposalRefusedBy: null,
    countingRequests: play.dianmucount,
    lastCountingRequestAt: null,
    movedSinceCounting: false,
    earlyStart: null,
    refereeCallsLeft: { black: null, white: null },
    chats: [],
    chatAllowed: { black: play.black_chat, white: play.white_chat, guests: play.guestenable },
    chatForbidden: [],
    users: [],
    scoreList: [],
    invitations: [],
    pendingMove: null,
    refusedMove: null,
    notices: [],
    nextNoticeId: 1,
    lastActivityAt: now,
  };
}

/** `black` / `white` key of a colour. */
export function sideKey(color: Stone): 'black' | 'white' {
  return color === 1 ? 'black' : 'white';
}
