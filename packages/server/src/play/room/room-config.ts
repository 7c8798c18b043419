import { END_OF_GAME } from '@tengen/protocol';

/** A live game's settings, fixed when the play is created (the play info's fields, in ms). */
export interface RoomConfig {
  readonly playId: number;
  /** `lu`. */
  readonly size: number;
  readonly blackName: string;
  readonly whiteName: string;
  /** `black_first`: false in handicap games, where white moves first. */
  readonly blackFirst: boolean;
  /** `rangzi`: handicap stones. */
  readonly handicap: number;
  /** `daotiemu`: komi shift, hundredths of a stone. */
  readonly daotiemu: number;
  /** `prepos`: stones on the board before the first move (SGF points). */
  readonly prepos: { readonly black: readonly string[]; readonly white: readonly string[] };
  /** `timecount` in ms. */
  readonly mainMs: number;
  /** `dumiao` in ms; 0 is fixed time. */
  readonly periodMs: number;
  /** `ducount`. */
  readonly periods: number;
  /** `stepthink` in ms; 0 is no per-move limit. */
  readonly moveLimitMs: number;
  /** A competition game (`gameid` > 0): counting requests are limited. */
  readonly isCompetition: boolean;
  readonly canRestore: boolean;
  readonly canStartBefore: boolean;
  /** `gamecalljudge`. */
  readonly callJudge: boolean;
  readonly enableChat: boolean;
  readonly guestEnable: boolean;
  /** When the game starts (the pre-start countdown `unstart` ends), Unix ms. */
  readonly startAt: number;
  /**
   * A player who has not shown up this long after the start forfeits (abstention); so does the
   * first mover who is here and has not made the first move by then (docs/game-page.md).
   */
  readonly absenceMs: number;
  /** How long a player must have been away from the room before the opponent may claim the win. */
  readonly awayClaimMs: number;
  /** How long the count proposed after two passes waits for the players; silence accepts. */
  readonly proposalMs: number;
  /** After a restart, the side to move is not charged until back, for this long at most. */
  readonly restartGraceMs: number;
  /** Send the estimated score after each move (the energy bar, `isHp`). */
  readonly scoreList: boolean;
}

/** Tengen's default for how long a player may stay away at the start before forfeiting. */
export const DEFAULT_ABSENCE_MS = 5 * 60_000;

/** Tengen's default for how long a player may be away in the middle of a game before the opponent may claim the win. */
export const DEFAULT_AWAY_CLAIM_MS = 3 * 60_000;

/** Tengen's defaults for the count proposal after two passes and the restart grace. */
export const DEFAULT_PROPOSAL_MS = END_OF_GAME.proposalSeconds * 1000;
export const DEFAULT_RESTART_GRACE_MS = END_OF_GAME.restartGraceSeconds * 1000;
