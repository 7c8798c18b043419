/** Builds the play info (seed 000 section 3) of one play for one viewer. Pure: all inputs are given. */
import {
  type GameStatus,
  isMachineName,
  type PlayInfo,
  rankLabelFor,
  type StepOptions,
  type Winner,
  type WinType,
} from '@tengen/protocol';
import type { Viewer } from '../accounts/viewer.ts';
import type { Competition, Play, User } from '../storage/types.ts';

export interface PlayInfoInput {
  readonly play: Play;
  readonly black: User;
  readonly white: User;
  readonly competition: Competition | null;
  /** The plays of this play's round, by play index. */
  readonly playlist: readonly number[];
  /** The move-choice panel's saved choices, by step. */
  readonly stepOptions: readonly StepOptions[];
  readonly viewer: Viewer;
  readonly userkey: string;
  /** `sockethost`, `sockethost2`. */
  readonly sockets: readonly [string, string];
  readonly now: number;
}

export function buildPlayInfo(input: PlayInfoInput): PlayInfo {
  const { play, black, white, competition, viewer } = input;
  const user = viewer.kind === 'user' ? viewer.user : null;
  const machine = isMachineName(black.username) ? black : isMachineName(white.username) ? white : null;
  const finished = play.status === 1;
  const rounds = roundIds(play, competition);
  return {
    playid: play.id,
    lu: play.boardSize,
    black: black.id,
    white: white.id,
    black_first: play.blackFirst,
    timecount: play.mainMinutes,
    dumiao: play.byoyomiSeconds,
    ducount: play.byoyomiPeriods,
    rangzi: play.handicap,
    daotiemu: play.komiShift,
    stepthink: play.moveLimitSeconds,
    stepselect: play.stepSelect,
    stepoptions: input.stepOptions,
    status: play.status as GameStatus,
    result: play.result as Winner,
    wintype: play.winType as WinType,
    winnumber: play.winNumber,
    ismember: user !== null && (user.id === black.id || user.id === white.id),
    isauditman: user?.isAuditMan ?? false,
    isappealman: user?.isAppealMan ?? false,
    gameid: play.gameId,
    gamename: competition?.name ?? '',
    playindex: play.playIndex,
    gameprevid: play.prevPlayId,
    gamenextid: play.nextPlayId,
    playlist: play.gameId > 0 ? input.playlist : [],
    firstid: rounds.first,
    secondid: rounds.second,
    black_chat: play.blackChat,
    white_chat: play.whiteChat,
    enablechat: play.chatEnabled,
    guestenable: play.guestsMayChat,
    blackhead: black.avatarUrl,
    whitehead: white.avatarUrl,
    blackneiname: black.displayName,
    whiteneiname: white.displayName,
    blacklevelname: rankLabelFor(black.rank),
    whitelevelname: rankLabelFor(white.rank),
    machineid: machine?.id ?? 0,
    machinename: machine?.username ?? '',
    busername: black.username,
    wusername: white.username,
    onlyonelogin: play.singleLogin,
    canrestore: play.undoAllowed,
    canstartbefore: play.earlyStartAllowed,
    gamecalljudge: play.judgeCallsAllowed,
    isgametest: play.isTest,
    ranked: play.ranked,
    unstart: finished ? 0 : Math.max(0, Math.ceil((play.startsAt - input.now) / 1000)),
    prepos: play.presetStones,
    sockethost: input.sockets[0],
    sockethost2: input.sockets[1],
    userlevel: user?.userLevel ?? 0,
    maxplaycount: competition?.maxPlayCount ?? 1,
    userkey: input.userkey,
    dianmucount: play.countRequests,
    black_info: { win: black.wins, fail: black.losses },
    white_info: { win: white.wins, fail: white.losses },
    openAnalyze: play.analysisAllowed,
    isHp: play.energyBar,
    isFinish: finished,
    resultText: play.resultText,
  };
}

/**
 * `firstid`/`secondid` name both games of a multi-game round on either page: on the first
 * game, firstid is the play itself; on the second, secondid is. 0 and 0 when the round has
 * one game.
 */
function roundIds(play: Play, competition: Competition | null): { first: number; second: number } {
  const linked = play.firstPlayId > 0 || play.secondPlayId > 0;
  if (!linked && (competition?.maxPlayCount ?? 1) < 2) return { first: 0, second: 0 };
  if (play.firstPlayId > 0) return { first: play.firstPlayId, second: play.id };
  return { first: play.id, second: play.secondPlayId };
}
