import type { Play } from '../storage/types.ts';
import {
  DEFAULT_ABSENCE_MS,
  DEFAULT_AWAY_CLAIM_MS,
  DEFAULT_PROPOSAL_MS,
  DEFAULT_RESTART_GRACE_MS,
  type RoomConfig,
} from './room/room-config.ts';

/**
 * The site's waits for every game (`TENGEN_FIRST_MOVE_SECONDS`, `TENGEN_AWAY_CLAIM_SECONDS`,
 * `TENGEN_COUNT_PROPOSAL_SECONDS`, `TENGEN_RESTART_GRACE_SECONDS`).
 */
export interface PlayTimes {
  /** A player absent, or a first mover who has not moved, this long after the start forfeits. */
  readonly absenceMs: number;
  /** A player away this long may be claimed against. */
  readonly awayClaimMs: number;
  /** How long the count proposed after two passes waits for the players. */
  readonly proposalMs: number;
  /** After a restart, how long at most the side to move is not charged while not back. */
  readonly restartGraceMs: number;
}

export const DEFAULT_PLAY_TIMES: PlayTimes = {
  absenceMs: DEFAULT_ABSENCE_MS,
  awayClaimMs: DEFAULT_AWAY_CLAIM_MS,
  proposalMs: DEFAULT_PROPOSAL_MS,
  restartGraceMs: DEFAULT_RESTART_GRACE_MS,
};

/** The game room's settings from a stored play. */
export function roomConfigOf(
  play: Play,
  names: { black: string; white: string },
  times: PlayTimes = DEFAULT_PLAY_TIMES,
): RoomConfig {
  return {
    playId: play.id,
    size: play.boardSize,
    blackName: names.black,
    whiteName: names.white,
    blackFirst: play.blackFirst,
    handicap: play.handicap,
    daotiemu: play.komiShift,
    prepos: play.presetStones,
    mainMs: play.mainMinutes * 60_000,
    periodMs: play.byoyomiSeconds * 1000,
    periods: play.byoyomiSeconds > 0 ? play.byoyomiPeriods : 0,
    moveLimitMs: play.moveLimitSeconds * 1000,
    isCompetition: play.gameId > 0,
    canRestore: play.undoAllowed,
    canStartBefore: play.earlyStartAllowed,
    callJudge: play.judgeCallsAllowed,
    enableChat: play.chatEnabled,
    guestEnable: play.guestsMayChat,
    startAt: play.startsAt,
    absenceMs: times.absenceMs,
    awayClaimMs: times.awayClaimMs,
    proposalMs: times.proposalMs,
    restartGraceMs: times.restartGraceMs,
    scoreList: play.energyBar,
  };
}
