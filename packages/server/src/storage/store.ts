/**
 * The one storage interface of the server. The rooms host and the HTTP routes use only this;
 * `openStore` implements it over Kysely for SQLite and PostgreSQL alike. Every method is a
 * single statement or a single transaction; none keeps state in memory.
 */
import type { Result } from '@tengen/core';
import type { AnalysisStore } from './analysis-store.ts';
import type { AppealStore } from './appeal-store.ts';
import type { BookStore } from './book-store.ts';
import type { ClassStore } from './class-store.ts';
import type { AppendResult } from './event-batcher.ts';
import type { HomeworkStore } from './homework-types.ts';
import type { PaymentStore } from './payment-store.ts';
import type { ProblemStore } from './problem-store.ts';
import type { RatingStore } from './rating-store.ts';
import type { RecordsStore } from './records-store.ts';
import type { RecoveryStore } from './recovery-store.ts';
import type { SocialStore } from './social-store.ts';
import type {
  BeanChange,
  BeanChangeError,
  ChatBan,
  ChatMessage,
  Competition,
  Dialect,
  LedgerEntry,
  NewChatMessage,
  NewPlay,
  NewSession,
  NewUser,
  Play,
  PlayOutcome,
  Session,
  StoredEvent,
  User,
  UserChanges,
} from './types.ts';

export interface UserStore {
  /** Fails when the name is taken, compared without case. */
  createUser(user: NewUser): Promise<Result<User, 'USERNAME_TAKEN'>>;
  userById(id: number): Promise<User | null>;
  /** The usernames of these ids, in one query (ids without a user are left out). */
  usernamesByIds(ids: readonly number[]): Promise<Map<number, string>>;
  /** Without regard to case: `Alice` finds `alice`. */
  userByName(username: string): Promise<User | null>;
  passwordHashOf(userId: number): Promise<string | null>;
  updateUser(id: number, changes: UserChanges): Promise<User | null>;
}

export interface SessionStore {
  createSession(session: NewSession): Promise<void>;
  sessionById(tokenId: string): Promise<Session | null>;
  /** These sessions, in one query (ids without a row are left out). */
  sessionsByIds(tokenIds: readonly string[]): Promise<Session[]>;
  /** The user's sessions neither revoked nor expired at `now`, the last used first. */
  liveSessionsOf(userId: number, now: number): Promise<Session[]>;
  /** Notes a use of the session (never moves its last use back). */
  touchSession(tokenId: string, at: number): Promise<void>;
  /** True if it was active and is now revoked; `reason` is kept with it (`SessionEndReason`). */
  revokeSession(tokenId: string, at: number, reason?: string): Promise<boolean>;
  /** Revokes the user's active sessions but `keep`; answers the token ids revoked. */
  revokeSessionsOf(userId: number, at: number, reason: string, keep?: string | null): Promise<string[]>;
  /** Stores a new password hash and revokes every session of the user, in one transaction. */
  replacePassword(userId: number, passwordHash: string, at: number): Promise<string[]>;
}

export interface BeanStore {
  /**
   * Adds a ledger row and moves the balance in one transaction. A spend the balance cannot
   * cover changes nothing and answers INSUFFICIENT_BEANS; concurrent spends are serialized
   * (SQLite BEGIN IMMEDIATE, PostgreSQL a conditional UPDATE that locks the user row).
   */
  changeBeans(change: BeanChange): Promise<Result<LedgerEntry, BeanChangeError>>;
  /** Newest first. */
  ledgerOf(userId: number, limit?: number): Promise<LedgerEntry[]>;
}

export interface PlayStore {
  createCompetition(competition: Omit<Competition, 'id'>): Promise<Competition>;
  competitionById(id: number): Promise<Competition | null>;
  createPlay(play: NewPlay): Promise<Play>;
  playById(id: number): Promise<Play | null>;
  /** The plays with these ids, in one query (ids without a play are left out). */
  playsByIds(ids: readonly number[]): Promise<Play[]>;
  /** The plays of one pairing of a competition, by play index: the wire's `playlist`. */
  roundPlayIds(gameId: number, round: number): Promise<number[]>;
  unfinishedPlayIds(): Promise<number[]>;
  /** Every play of a competition, by round, then play index. */
  competitionPlays(gameId: number): Promise<Play[]>;
  /**
   * Creates `second` as the second game of `firstPlayId` and links both, unless a second game
   * already exists: then that one is answered and `second` is not created.
   */
  createSecondPlay(firstPlayId: number, second: NewPlay): Promise<Result<Play, 'NO_SUCH_PLAY'>>;
  /** Moves the scheduled start (an early start). */
  setPlayStart(playId: number, startsAt: number): Promise<void>;
  setPlayerChat(playId: number, color: 'black' | 'white', allowed: boolean): Promise<void>;
  /** Counts one more counting request; answers the new count. */
  addCountRequest(playId: number): Promise<number>;
  /**
   * Writes the outcome and, unless a draw or a test game, the players' win and loss counts,
   * in one transaction. False if the play was already finished (or does not exist).
   */
  finishPlay(playId: number, outcome: PlayOutcome): Promise<boolean>;
}

export interface EventStore {
  /**
   * Appends one entry of a room's write-ahead log. Durable when it resolves (SQLite in WAL
   * mode with synchronous=FULL fsyncs the log on commit; PostgreSQL commits synchronously).
   * A `seq` already used for this play answers DUPLICATE_SEQ and changes nothing. With a
   * `fence`, the event is written only while it is the play's current owner fence (see
   * `claimPlay`); otherwise STALE_OWNER, and nothing changes.
   */
  appendEvent(playId: number, seq: number, event: unknown, at: number, fence?: number): Promise<AppendResult>;
  /** The play's log in `seq` order, optionally only after `afterSeq`. */
  eventsOf(playId: number, afterSeq?: number): Promise<StoredEvent[]>;
}

export interface ChatStore {
  addChat(message: NewChatMessage): Promise<ChatMessage>;
  /** The play's messages not deleted, oldest first. */
  chatsOf(playId: number): Promise<ChatMessage[]>;
  chatById(id: number): Promise<ChatMessage | null>;
  /** True if it existed and was not yet deleted. */
  deleteChat(id: number): Promise<boolean>;
  /** Idempotent. `playId` 0 bans site-wide. */
  banChat(ban: ChatBan): Promise<void>;
  /** Banned site-wide or in this play. */
  isChatBanned(userId: number, playId: number): Promise<boolean>;
}

export interface OwnerStore {
  /**
   * A process takes a live game: bumps the play's owner fence and names itself its owner, in
   * one transaction. Answers the new fence (to pass to `appendEvent`), the owner before, and
   * when that owner last beat; null when there is no such play.
   */
  claimPlay(playId: number, node: string): Promise<PlayClaim | null>;
  /** Records a process's start, or its heartbeat. */
  beatNode(node: string, now: number): Promise<void>;
  /**
   * The unfinished plays no live process holds, by id: never taken, or taken last by a process
   * other than `self` whose heartbeat is older than `aliveSince`.
   */
  orphanedPlays(self: string, aliveSince: number): Promise<number[]>;
  /** The process that took the play last, or null. */
  ownerNodeOf(playId: number): Promise<string | null>;
  /** Of `nodes`, those whose last heartbeat is at `since` or later. */
  liveNodes(nodes: readonly string[], since: number): Promise<string[]>;
}

export interface PlayClaim {
  readonly fence: number;
  readonly previousNode: string | null;
  /** The previous owner's last heartbeat; null when it had none (or there was no owner). */
  readonly previousBeatAt: number | null;
}

export interface Store
  extends UserStore,
    SessionStore,
    BeanStore,
    PlayStore,
    EventStore,
    OwnerStore,
    ChatStore {
  readonly dialect: Dialect;
  /** Game analysis: jobs, analysed moves, asks, quota records. */
  readonly analysis: AnalysisStore;
  /** Follows and private messages. */
  readonly social: SocialStore;
  /** Users' record lists and recent results; the move-choice panel's options. */
  readonly records: RecordsStore;
  /** Ratings of ranked games and their history (docs/ratings.md). */
  readonly ratings: RatingStore;
  /** Complaints about games (docs/appeals.md). */
  readonly appeals: AppealStore;
  /** Record books (docs/books.md). */
  readonly books: BookStore;
  /** Orders for Weidou and memberships (docs/pay.md). */
  readonly payments: PaymentStore;
  /** Problems, attempts and progress (docs/problems.md). */
  readonly problems: ProblemStore;
  /** Teachers, groups and assignments (docs/homework.md). */
  readonly homework: HomeworkStore;
  /** Live classes (docs/classroom.md). */
  readonly classes: ClassStore;
  /** E-mail address, two-factor and password-reset links (docs/accounts.md). */
  readonly recovery: RecoveryStore;
  /** Runs a trivial query: resolves when the database answers, fails when it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
