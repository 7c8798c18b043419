/** What the rest of the server sees of storage: domain records in camelCase, no SQL. */
import type { BoardSize, FinalWinner, FinalWinType } from '@tengen/protocol';

export type Dialect = 'sqlite' | 'postgres';

export interface User {
  readonly id: number;
  readonly username: string;
  /** 0–3; 3 moderates chat. */
  readonly userLevel: number;
  /** A value of the rank table (`RANKS`). */
  readonly rank: number;
  /** The wire's `usertype`: 0 normal, 1 silver, 2 gold, 3 task card. */
  readonly membership: number;
  readonly isAuditMan: boolean;
  readonly isAppealMan: boolean;
  readonly markedBad: boolean;
  readonly wins: number;
  readonly losses: number;
  readonly beans: number;
  /** The user's chat permission for the games they will play. */
  readonly chatDefault: boolean;
  readonly displayName: string;
  readonly avatarUrl: string;
  readonly lang: string;
  readonly createdAt: number;
}

export interface NewUser {
  readonly username: string;
  readonly passwordHash: string;
  readonly createdAt: number;
  readonly userLevel?: number;
  readonly rank?: number;
  readonly membership?: number;
  readonly isAuditMan?: boolean;
  readonly isAppealMan?: boolean;
  readonly displayName?: string;
}

/** What an administrator may change on a user. */
export type UserChanges = Partial<
  Pick<
    User,
    | 'userLevel'
    | 'rank'
    | 'membership'
    | 'isAuditMan'
    | 'isAppealMan'
    | 'markedBad'
    | 'chatDefault'
    | 'displayName'
    | 'avatarUrl'
    | 'lang'
  >
>;

export interface Session {
  readonly tokenId: string;
  readonly userId: number;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly revokedAt: number | null;
  readonly lastSeenAt: number;
  /** The browser that signed in, as it said ('' if it said nothing). */
  readonly userAgent: string;
  readonly address: string;
  /** Why it was revoked (`SessionEndReason`); null while live. */
  readonly endReason: string | null;
}

/** A session to create: its last use is its creation; the browser and address may be unknown. */
export type NewSession = Pick<Session, 'tokenId' | 'userId' | 'createdAt' | 'expiresAt'> &
  Partial<Pick<Session, 'userAgent' | 'address'>>;

export interface LedgerEntry {
  readonly id: number;
  readonly userId: number;
  readonly delta: number;
  readonly balanceAfter: number;
  /**
   * Why: 'admin', 'ask_move', 'analysis', 'complaint', 'complaint_refund', 'challenge',
   * 'purchase' and 'refund' (a paid or refunded order, reference `order:<id>`)…
   */
  readonly reason: string;
  /** What it refers to, e.g. `play:12`; '' when nothing. */
  readonly reference: string;
  readonly at: number;
}

export interface BeanChange {
  readonly userId: number;
  /** Positive to grant, negative to spend. */
  readonly delta: number;
  readonly reason: string;
  readonly reference?: string;
  readonly at: number;
}

export type BeanChangeError = 'INSUFFICIENT_BEANS' | 'NO_SUCH_USER';

export interface Competition {
  /** The wire's `gameid`. */
  readonly id: number;
  readonly name: string;
  readonly maxPlayCount: number;
  readonly createdAt: number;
}

/** Pre-placed stones (the wire's `prepos`), SGF points. */
export interface PresetStones {
  readonly black: readonly string[];
  readonly white: readonly string[];
}

/** The settings of a play; the wire name of each is in the comment. */
export interface PlaySettings {
  /** lu */
  readonly boardSize: BoardSize;
  /** black_first */
  readonly blackFirst: boolean;
  /** timecount */
  readonly mainMinutes: number;
  /** dumiao: 0 is fixed time */
  readonly byoyomiSeconds: number;
  /** ducount */
  readonly byoyomiPeriods: number;
  /** rangzi */
  readonly handicap: number;
  /** daotiemu, hundredths of a stone */
  readonly komiShift: number;
  /** stepthink, seconds, 0 none */
  readonly moveLimitSeconds: number;
  /** canrestore */
  readonly undoAllowed: boolean;
  /** canstartbefore */
  readonly earlyStartAllowed: boolean;
  /** gamecalljudge */
  readonly judgeCallsAllowed: boolean;
  /** onlyonelogin */
  readonly singleLogin: boolean;
  /** enablechat */
  readonly chatEnabled: boolean;
  /** guestenable */
  readonly guestsMayChat: boolean;
  /** stepselect */
  readonly stepSelect: boolean;
  /** isgametest */
  readonly isTest: boolean;
  /** openAnalyze */
  readonly analysisAllowed: boolean;
  /** isHp */
  readonly energyBar: boolean;
  /** prepos */
  readonly presetStones: PresetStones;
  /** Not on the wire: the game came from a level challenge (docs/social.md, "Level challenges"). */
  readonly ranked: boolean;
}

/** Where a play sits in a competition; all 0 for a free game. */
export interface PlayPlacement {
  /** gameid */
  readonly gameId: number;
  /** The pairing whose plays make the `playlist`. */
  readonly round: number;
  /** playindex, from 1 */
  readonly playIndex: number;
  /** gameprevid, gamenextid */
  readonly prevPlayId: number;
  readonly nextPlayId: number;
  /** firstid, secondid: the two games of a multi-game round */
  readonly firstPlayId: number;
  readonly secondPlayId: number;
}

export interface NewPlay extends Partial<PlaySettings>, Partial<PlayPlacement> {
  readonly blackId: number;
  readonly whiteId: number;
  /** The scheduled start (Unix ms); the wire's `unstart` counts down to it. */
  readonly startsAt: number;
  readonly createdAt: number;
  /** Each player's chat permission; default: the player's `chatDefault`. */
  readonly blackChat?: boolean;
  readonly whiteChat?: boolean;
}

export interface Play extends PlaySettings, PlayPlacement {
  readonly id: number;
  readonly blackId: number;
  readonly whiteId: number;
  readonly blackChat: boolean;
  readonly whiteChat: boolean;
  readonly startsAt: number;
  /** 0 in progress (or not started), 1 finished. */
  readonly status: 0 | 1;
  readonly result: number;
  readonly winType: number;
  readonly winNumber: number;
  readonly resultText: string;
  /** dianmucount */
  readonly countRequests: number;
  readonly finalMoves: readonly string[];
  readonly sgf: string;
  readonly createdAt: number;
  readonly finishedAt: number | null;
}

/** How a play ended, written once by the room host. */
export interface PlayOutcome {
  readonly result: FinalWinner;
  readonly winType: FinalWinType;
  /** Hundredths of a stone; 0 unless by points. */
  readonly winNumber: number;
  readonly resultText: string;
  readonly finalMoves: readonly string[];
  readonly sgf: string;
  readonly finishedAt: number;
}

/** One entry of a room's write-ahead log. */
export interface StoredEvent {
  readonly playId: number;
  readonly seq: number;
  /** Whatever the room host appended, read back from JSON. */
  readonly event: unknown;
  readonly at: number;
}

export interface ChatMessage {
  readonly id: number;
  readonly playId: number;
  /** null for a guest. */
  readonly userId: number | null;
  readonly username: string;
  /** The sender's user level. */
  readonly level: number;
  readonly content: string;
  readonly at: number;
}

export type NewChatMessage = Omit<ChatMessage, 'id'>;

/** A chat ban: in one play, or site-wide (`playId` 0). */
export interface ChatBan {
  readonly userId: number;
  readonly playId: number;
  readonly byUserId: number;
  readonly at: number;
}
