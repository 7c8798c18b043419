/** Result codes and small status enumerations of seed 000 sections 3–6, as they are on the wire. */

/** Play info / init data `status`. */
export const GAME_STATUS = { inProgress: 0, finished: 1 } as const;
export type GameStatus = (typeof GAME_STATUS)[keyof typeof GAME_STATUS];

/**
 * `result`: who won. 0 is Tengen's "no result yet" for a game in progress (play info and
 * init data always carry the field).
 */
export const WINNER = { none: 0, black: 1, white: 2, draw: 3 } as const;
export type Winner = (typeof WINNER)[keyof typeof WINNER];
export type FinalWinner = Exclude<Winner, 0>;

/**
 * `wintype`: how the game ended. 1–4 are the seed's. 5 (referee verdict) is Tengen's: the
 * seed lists a referee decision among the outcomes but gives it no code. 0 = not finished.
 */
export const WIN_TYPE = {
  none: 0,
  resignation: 1,
  points: 2,
  timeout: 3,
  abstention: 4,
  referee: 5,
} as const;
export type WinType = (typeof WIN_TYPE)[keyof typeof WIN_TYPE];
export type FinalWinType = Exclude<WinType, 0>;

/** The `result` form field of POST /jwt/audit_play/: `he` (和) is a draw. */
export const REFEREE_VERDICTS = ['black', 'white', 'he'] as const;
export type RefereeVerdict = (typeof REFEREE_VERDICTS)[number];

/** Game analysis `status`. */
export const ANALYSIS_STATUS = { notAnalysed: 0, analysing: 1, done: 2 } as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUS)[keyof typeof ANALYSIS_STATUS];

/** Complaint (appeal) `status`. */
export const COMPLAINT_STATUS = { reviewing: 0, rejected: 1, accepted: 2 } as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUS)[keyof typeof COMPLAINT_STATUS];

/** Complaint `reason`; 100 (other) requires a free text. */
export const COMPLAINT_REASON = { abuse: 1, stalling: 2, other: 100 } as const;
export type ComplaintReason = (typeof COMPLAINT_REASON)[keyof typeof COMPLAINT_REASON];

/** The `do` form field of POST /jwt/doappeal/, spelt as in the seed (`recive`). */
export const APPEAL_DECISIONS = ['recive', 'reject'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/**
 * Why a counting request is refused (`reason` of `calc_stone_no_req`). 0 = no reason given;
 * 1–3 are the seed's three canned reasons, in its order.
 */
export const COUNT_REFUSAL = { none: 0, finishEndgame: 1, notOver: 2, bothCount: 3 } as const;
export type CountRefusal = (typeof COUNT_REFUSAL)[keyof typeof COUNT_REFUSAL];

/** Invitation dialog `type`. */
export const INVITE_DIALOG = {
  sentGame: 1,
  receivedGame: 2,
  sentChallenge: 3,
  receivedChallenge: 4,
} as const;
export type InviteDialogType = (typeof INVITE_DIALOG)[keyof typeof INVITE_DIALOG];

/** The `win` of the estimate (POST /jwt/getmuscore/): 1 means white is ahead, 0 black. */
export const ESTIMATE_WIN = { black: 0, white: 1 } as const;

/** Record-book `booktype`: 4 a position, 1 a full record. */
export const BOOK_TYPE = { position: 4, fullRecord: 1 } as const;
export type BookType = (typeof BOOK_TYPE)[keyof typeof BOOK_TYPE];

/** Fixed codes some calls send: `ptype` 2 (a play), `objtype` 0 (a play), `gamerule` 1 (Chinese area counting). */
export const PTYPE_PLAY = 2;
export const OBJTYPE_PLAY = 0;
export const GAMERULE_CHINESE = 1;

/** HTTP `result` codes the seed names. Each call has its own; these are the ones used. */
export const RESULT_CODE = {
  ok: 0,
  /** POST /jwt/postappeal/: not enough beans. */
  appealBeansShort: 2,
  /** POST /jwt/startgameka/: not enough beans. */
  challengeBeansShort: 3,
  /** POST /jwt/askpt/ (and, Tengen's choice, POST /jwt/genparse/): not enough beans. */
  analysisBeansShort: 11,
  /** GET /jwt/querysecondp/: no second game (Tengen's choice; the seed only names 0). */
  noSecondGame: 1,
} as const;
