/**
 * The business limits of seed 000 sections 5 and 9. Durations are milliseconds (`…Ms`) or
 * seconds (`…Seconds`) as named; beans are Weidou.
 */

export const BOARD_SIZES = [9, 13, 19] as const;
export type BoardSize = (typeof BOARD_SIZES)[number];

export function isBoardSize(n: unknown): n is BoardSize {
  return (BOARD_SIZES as readonly unknown[]).includes(n);
}

/** Resign is enabled only once this many moves have been played. */
export const RESIGN_MIN_MOVES = 11;

export const COUNTING = {
  /** Requests per game in a competition game (game id above 0). */
  maxRequestsInCompetition: 5,
  /** Minimum moves before counting, by board size; other sizes use `minMovesOther`. */
  minMovesBySize: { 19: 150, 13: 60 } as Readonly<Record<number, number>>,
  minMovesOther: 20,
  /** From this many moves counting may be requested on any board. */
  alwaysAllowedFrom: 150,
  waitBetweenRequestsMs: 30_000,
  /** The client re-checks a counting request after this long. */
  retryCheckMs: 3_000,
} as const;

/** Moves that must have been played before counting may be requested on a board of `size`. */
export function countingMinMoves(size: number): number {
  const min = COUNTING.minMovesBySize[size] ?? COUNTING.minMovesOther;
  return Math.min(min, COUNTING.alwaysAllowedFrom);
}

/** The referee can be called this many times per game. */
export const REFEREE_CALLS_PER_GAME = 2;

export const BEANS = {
  askMove: 2,
  /** Each analysis beyond the free quota. */
  analysis: 10,
  /** What a complaint costs: Tengen's choice, equal to the refund, so a successful complaint is free. */
  complaint: 20,
  complaintRefund: 20,
} as const;

/**
 * Free game analyses per day by membership tier. The seed gives regular users "1 free"
 * without a period; Tengen reads it as one per day like the other tiers. The task card is
 * for teachers, who review many teaching games: gold's quota (docs/pay.md).
 */
export const FREE_ANALYSES_PER_DAY = { normal: 1, silver: 5, gold: 10, taskCard: 10 } as const;

export const CONNECTION = {
  pingIntervalMs: 10_000,
  /** A ping answered within this long counts as alive. */
  pongTimeoutMs: 8_000,
  /** Try the second socket host if not connected after this long. */
  fallbackAfterMs: 8_000,
  /** Reload an unfinished game's page after this long with no activity. */
  idleReloadMs: 300_000,
} as const;

export const REVIEW = {
  autoplayStepMs: 500,
  stepsPerWheelNotch: 1,
  /** The back 5 / forward 5 buttons. */
  jumpSteps: 5,
} as const;

/** Countdowns of requests that wait for the other side. */
export const COUNTDOWNS = {
  invitationSeconds: 10,
  earlyStartSeconds: 10,
  /** After `startnow_yes_resp` the page reloads after this long. */
  earlyStartReloadMs: 2_000,
  /** After a multi-game round's game ends, ask for the second game after this long. */
  secondGameQueryMs: 3_000,
  /**
   * Tengen's: a take-back request, a counting request or a counted result stops both clocks
   * while it waits for its answer, for this long at most; then it lapses as refused and the
   * clocks run again (docs/game-page.md).
   */
  requestAnswerSeconds: 30,
} as const;

/**
 * Tengen's: after two passes the count is a proposal both players accept, or either refuses to
 * play on, within this many seconds (TENGEN_COUNT_PROPOSAL_SECONDS); silence accepts. After a
 * restart the side to move is not charged until back, for at most the restart grace
 * (TENGEN_RESTART_GRACE_SECONDS). Both stop the clocks; no stop is longer than `maxSeconds`.
 */
export const END_OF_GAME = {
  proposalSeconds: 60,
  restartGraceSeconds: 30,
  minSeconds: 5,
  maxSeconds: 600,
} as const;

export const CHAT = {
  /** One message (room chat or private) per this long. */
  throttleMs: 5_000,
  /** Characters (code points) after trimming. */
  maxLength: 100,
} as const;

export const MOVE_CHOICES = {
  min: 2,
  max: 5,
  tags: ['A', 'B', 'C', 'D', 'E'],
} as const;

export const MAX_HANDICAP = 9;

/** The inviter's colour choice: `guess` is nigiri. */
export const INVITE_COLORS = ['guess', 'black', 'white'] as const;
export type InviteColor = (typeof INVITE_COLORS)[number];

export const INVITE = {
  basicMinutes: [5, 10, 15, 20, 30, 45, 60, 90, 120, 180],
  defaultBasicMinutes: 20,
  byoyomiSeconds: [0, 20, 30, 45, 60],
  /** Byo-yomi periods of an invited game: Tengen's choice, the seed lets no one choose them. */
  byoyomiPeriods: 3,
  handicapMin: 0,
  handicapMax: MAX_HANDICAP,
  colors: INVITE_COLORS,
} as const;

/**
 * Time per side when a game is set up without explicit choices (a machine challenge, a
 * rematch with defaults): 30 minutes and 30 s byo-yomi. The invitation dialog itself
 * preselects `INVITE.defaultBasicMinutes` (20) as the seed's basic-time list says.
 */
export const DEFAULT_TIME = { basicMinutes: 30, byoyomiSeconds: 30, byoyomiPeriods: 3 } as const;

/** A sound plays at the start of byo-yomi and when this many seconds remain. */
export const BYOYOMI_WARNING_SECONDS = 11;

/** Take-back depth: one move (the requester's own) or two (theirs and the reply). */
export const MAX_TAKE_BACK_DEPTH = 2;
