import type { Play } from '../storage/types.ts';
import { DEFAULT_ABSENCE_MS, type RoomConfig } from './room/room-config.ts';

/** The game room's settings from a stored play. */
export function roomConfigOf(play: Play, names: { black: string; white: string }): RoomConfig {
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
    absenceMs: DEFAULT_ABSENCE_MS,
    scoreList: play.energyBar,
  };
}
