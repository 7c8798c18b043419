/** Row ↔ domain mapping: flags 0/1 ↔ booleans, JSON text ↔ values, snake_case ↔ camelCase. */
import type { BoardSize } from '@tengen/protocol';
import type { Insertable, Selectable } from 'kysely';
import type { ChatsTable, PlaysTable, UsersTable } from './schema.ts';
import type { ChatMessage, NewPlay, Play, PlaySettings, PresetStones, User } from './types.ts';

export const flag = (value: boolean): number => (value ? 1 : 0);
const bool = (value: number): boolean => value !== 0;

export function userFromRow(row: Selectable<UsersTable>): User {
  return {
    id: row.id,
    username: row.username,
    userLevel: row.user_level,
    rank: row.rank,
    membership: row.membership,
    isAuditMan: bool(row.is_audit_man),
    isAppealMan: bool(row.is_appeal_man),
    markedBad: bool(row.marked_bad),
    wins: row.wins,
    losses: row.losses,
    beans: row.beans,
    chatDefault: bool(row.chat_default),
    displayName: row.display_name,
    avatarUrl: row.avatar_url,
    lang: row.lang,
    createdAt: row.created_at,
  };
}

/** Settings a play gets when the creator names none: 19×19, 30 min + 3 × 30 s (DEFAULT_TIME). */
export const DEFAULT_PLAY_SETTINGS: PlaySettings = {
  boardSize: 19,
  blackFirst: true,
  mainMinutes: 30,
  byoyomiSeconds: 30,
  byoyomiPeriods: 3,
  handicap: 0,
  komiShift: 0,
  moveLimitSeconds: 0,
  undoAllowed: false,
  earlyStartAllowed: false,
  judgeCallsAllowed: false,
  singleLogin: false,
  chatEnabled: true,
  guestsMayChat: false,
  stepSelect: false,
  isTest: false,
  analysisAllowed: true,
  energyBar: false,
  presetStones: { black: [], white: [] },
  ranked: false,
};

export function playToRow(play: NewPlay, chat: { black: boolean; white: boolean }): Insertable<PlaysTable> {
  const s: PlaySettings = { ...DEFAULT_PLAY_SETTINGS, ...definedOnly(play) };
  return {
    game_id: play.gameId ?? 0,
    round_no: play.round ?? 0,
    play_index: play.playIndex ?? 1,
    prev_play_id: play.prevPlayId ?? 0,
    next_play_id: play.nextPlayId ?? 0,
    first_play_id: play.firstPlayId ?? 0,
    second_play_id: play.secondPlayId ?? 0,
    black_id: play.blackId,
    white_id: play.whiteId,
    board_size: s.boardSize,
    black_first: flag(s.blackFirst),
    main_minutes: s.mainMinutes,
    byoyomi_seconds: s.byoyomiSeconds,
    byoyomi_periods: s.byoyomiPeriods,
    handicap: s.handicap,
    komi_shift: s.komiShift,
    move_limit_seconds: s.moveLimitSeconds,
    undo_allowed: flag(s.undoAllowed),
    early_start_allowed: flag(s.earlyStartAllowed),
    judge_calls_allowed: flag(s.judgeCallsAllowed),
    single_login: flag(s.singleLogin),
    chat_enabled: flag(s.chatEnabled),
    guests_may_chat: flag(s.guestsMayChat),
    black_chat: flag(play.blackChat ?? chat.black),
    white_chat: flag(play.whiteChat ?? chat.white),
    step_select: flag(s.stepSelect),
    is_test: flag(s.isTest),
    analysis_allowed: flag(s.analysisAllowed),
    energy_bar: flag(s.energyBar),
    preset_stones: JSON.stringify(s.presetStones),
    ranked: flag(s.ranked),
    starts_at: play.startsAt,
    created_at: play.createdAt,
  };
}

export function playFromRow(row: Selectable<PlaysTable>): Play {
  return {
    id: row.id,
    gameId: row.game_id,
    round: row.round_no,
    playIndex: row.play_index,
    prevPlayId: row.prev_play_id,
    nextPlayId: row.next_play_id,
    firstPlayId: row.first_play_id,
    secondPlayId: row.second_play_id,
    blackId: row.black_id,
    whiteId: row.white_id,
    boardSize: row.board_size as BoardSize,
    blackFirst: bool(row.black_first),
    mainMinutes: row.main_minutes,
    byoyomiSeconds: row.byoyomi_seconds,
    byoyomiPeriods: row.byoyomi_periods,
    handicap: row.handicap,
    komiShift: row.komi_shift,
    moveLimitSeconds: row.move_limit_seconds,
    undoAllowed: bool(row.undo_allowed),
    earlyStartAllowed: bool(row.early_start_allowed),
    judgeCallsAllowed: bool(row.judge_calls_allowed),
    singleLogin: bool(row.single_login),
    chatEnabled: bool(row.chat_enabled),
    guestsMayChat: bool(row.guests_may_chat),
    blackChat: bool(row.black_chat),
    whiteChat: bool(row.white_chat),
    stepSelect: bool(row.step_select),
    isTest: bool(row.is_test),
    analysisAllowed: bool(row.analysis_allowed),
    energyBar: bool(row.energy_bar),
    presetStones: JSON.parse(row.preset_stones) as PresetStones,
    ranked: bool(row.ranked),
    startsAt: row.starts_at,
    status: row.status === 1 ? 1 : 0,
    result: row.result,
    winType: row.win_type,
    winNumber: row.win_number,
    resultText: row.result_text,
    countRequests: row.count_requests,
    finalMoves: JSON.parse(row.final_moves) as string[],
    sgf: row.sgf,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

export function chatFromRow(row: Selectable<ChatsTable>): ChatMessage {
  return {
    id: row.id,
    playId: row.play_id,
    userId: row.user_id,
    username: row.username,
    level: row.level,
    content: row.content,
    at: row.at,
  };
}

/** The keys of `value` whose value is not undefined, so defaults are not overwritten by them. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
