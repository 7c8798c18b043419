/** The Store, assembled from one small module per concern, over a migrated Kysely handle. */
import { sql } from 'kysely';
import { analysisStore } from './analysis-store.ts';
import { appealStore } from './appeal-store.ts';
import * as beans from './beans.ts';
import { bookStore } from './book-store.ts';
import * as chats from './chats.ts';
import { classStore } from './class-store.ts';
import type { Db } from './db.ts';
import { COMMIT_GAP_MS, EventBatcher } from './event-batcher.ts';
import * as events from './events.ts';
import { homeworkStore } from './homework-store.ts';
import * as owners from './owners.ts';
import { paymentStore } from './payment-store.ts';
import * as plays from './plays.ts';
import { problemStore } from './problem-store.ts';
import { ratingStore } from './rating-store.ts';
import { recordsStore } from './records-store.ts';
import { recoveryStore } from './recovery-store.ts';
import * as sessions from './sessions.ts';
import { socialStore } from './social-store.ts';
import type { Store } from './store.ts';
import type { Dialect } from './types.ts';
import * as users from './users.ts';

export interface StoreObservers {
  /** Told how long each commit of the rooms' event log took, in seconds (for the metrics). */
  readonly onCommit?: (seconds: number) => void;
}

export function kyselyStore(db: Db, dialect: Dialect, observers: StoreObservers = {}): Store {
  // Appends from every room share commits (group commit); each still resolves only once durable.
  const log = new EventBatcher(events.eventWriter(db, dialect), COMMIT_GAP_MS, observers.onCommit);
  return {
    dialect,
    analysis: analysisStore(db, dialect),
    social: socialStore(db, dialect),
    records: recordsStore(db),
    ratings: ratingStore(db, dialect),
    appeals: appealStore(db, dialect),
    books: bookStore(db, dialect),
    payments: paymentStore(db, dialect),
    problems: problemStore(db, dialect),
    homework: homeworkStore(db, dialect),
    classes: classStore(db, dialect),
    recovery: recoveryStore(db),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await log.drain();
      await db.destroy();
    },

    createUser: (user) => users.createUser(db, user),
    userById: (id) => users.userById(db, id),
    usernamesByIds: (ids) => users.usernamesByIds(db, ids),
    userByName: (username) => users.userByName(db, username),
    passwordHashOf: (userId) => users.passwordHashOf(db, userId),
    updateUser: (id, changes) => users.updateUser(db, id, changes),

    createSession: (session) => sessions.createSession(db, session),
    sessionById: (tokenId) => sessions.sessionById(db, tokenId),
    sessionsByIds: (tokenIds) => sessions.sessionsByIds(db, tokenIds),
    liveSessionsOf: (userId, now) => sessions.liveSessionsOf(db, userId, now),
    touchSession: (tokenId, at) => sessions.touchSession(db, tokenId, at),
    revokeSession: (tokenId, at, reason) => sessions.revokeSession(db, tokenId, at, reason),
    revokeSessionsOf: (userId, at, reason, keep) => sessions.revokeSessionsOf(db, userId, at, reason, keep),
    replacePassword: (userId, hash, at) => sessions.replacePassword(db, dialect, userId, hash, at),

    changeBeans: (change) => beans.changeBeans(db, dialect, change),
    ledgerOf: (userId, limit) => beans.ledgerOf(db, userId, limit),

    createCompetition: (competition) => plays.createCompetition(db, competition),
    competitionById: (id) => plays.competitionById(db, id),
    createPlay: (play) => plays.createPlay(db, play),
    playById: (id) => plays.playById(db, id),
    playsByIds: (ids) => plays.playsByIds(db, ids),
    roundPlayIds: (gameId, round) => plays.roundPlayIds(db, gameId, round),
    unfinishedPlayIds: () => plays.unfinishedPlayIds(db),
    competitionPlays: (gameId) => plays.competitionPlays(db, gameId),
    createSecondPlay: (firstPlayId, second) => plays.createSecondPlay(db, dialect, firstPlayId, second),
    setPlayStart: (playId, startsAt) => plays.setPlayStart(db, playId, startsAt),
    setPlayerChat: (playId, color, allowed) => plays.setPlayerChat(db, playId, color, allowed),
    addCountRequest: (playId) => plays.addCountRequest(db, playId),
    finishPlay: (playId, outcome) => plays.finishPlay(db, dialect, playId, outcome),

    appendEvent: (playId, seq, event, at, fence) => log.append(playId, seq, event, at, fence ?? null),
    eventsOf: (playId, afterSeq) => events.eventsOf(db, playId, afterSeq),

    claimPlay: (playId, node) => owners.claimPlay(db, dialect, playId, node),
    beatNode: (node, now) => owners.beatNode(db, node, now),
    orphanedPlays: (self, aliveSince) => owners.orphanedPlays(db, self, aliveSince),
    ownerNodeOf: (playId) => owners.ownerNodeOf(db, playId),
    liveNodes: (nodes, since) => owners.liveNodes(db, nodes, since),

    addChat: (message) => chats.saveChat(db, message),
    chatsOf: (playId) => chats.chatsOf(db, playId),
    chatById: (id) => chats.chatById(db, id),
    deleteChat: (id) => chats.removeChat(db, id),
    banChat: (ban) => chats.banChat(db, ban),
    isChatBanned: (userId, playId) => chats.isChatBanned(db, userId, playId),
  };
}
