/**
 * Problems (docs/problems.md): the collections, one collection's problems, one problem to solve,
 * a signed-in user's attempt, and a user's progress for the profile. Reading is open to guests;
 * only an attempt needs a signed-in user.
 */
import * as z from 'zod/mini';
import { idField, intField, pointListField, textField } from './fields.ts';
import type { ProblemData, ProblemKind } from './problem-data.ts';
import type { RouteSpec } from './route-spec.ts';

/** The limits of docs/problems.md. */
export const PROBLEM_LIMITS = {
  /** Moves an attempt may name (a replay problem's moves are the longest). */
  moves: 200,
  /** An attempt's time: from the page's load to the result, at most a day. */
  maxMs: 24 * 60 * 60 * 1000,
  /** Attempts one user may record in a minute. */
  attemptsPerMinute: 30,
} as const;

export const ATTEMPT_RESULTS = ['correct', 'wrong', 'variation'] as const;
/** correct: an ok line to its end; variation: a change line to its end; wrong: anything else. */
export type AttemptResult = (typeof ATTEMPT_RESULTS)[number];

/** A collection's address: lower-case letters, digits and dashes. */
export const COLLECTION_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const collectionField = z.string().check(z.regex(COLLECTION_ID, 'expected a collection id'));

const none = z.object({});

export const PROBLEM_ROUTES = {
  /** Every collection in order, with the viewer's counts when signed in. */
  getProblemCollections: {
    method: 'GET',
    path: '/jwt/problemcollections/',
    params: none,
    form: none,
    auth: 'optional',
  },
  /** One collection's problems by number, with the viewer's status of each. */
  getProblemCollection: {
    method: 'GET',
    path: '/jwt/problemcollection/{collection}/',
    params: z.object({ collection: collectionField }),
    form: none,
    auth: 'optional',
  },
  /** One problem to solve: its data, prompt and neighbours. */
  getProblem: {
    method: 'GET',
    path: '/jwt/problem/{collection}/{number}/',
    params: z.object({ collection: collectionField, number: intField(1, 100_000) }),
    form: none,
    auth: 'optional',
  },
  /**
   * A finished attempt: the result the page saw, the user's own moves (the replies left out; a
   * choice's chosen point, a placement's points), the time, and the assignment it was made for.
   * The server judges the moves again; a result they do not give is refused.
   */
  recordProblemAttempt: {
    method: 'POST',
    path: '/jwt/problemattempt/',
    params: none,
    form: z.object({
      problemid: idField,
      result: z.enum(ATTEMPT_RESULTS),
      moves: pointListField(',', { passes: true, max: PROBLEM_LIMITS.moves }),
      ms: intField(0, PROBLEM_LIMITS.maxMs),
      assignment: z.optional(idField),
    }),
    auth: 'user',
  },
  /**
   * One move of an attempt at a problem whose answers the server keeps (a problem of the
   * student's open assignment): the moves so far, both sides', ending with the user's move. The
   * server answers the result now, its reply if the line goes on, and the result after it.
   */
  judgeProblemMove: {
    method: 'POST',
    path: '/jwt/problemmove/',
    params: none,
    form: z.object({
      problemid: idField,
      moves: pointListField(',', { passes: true, max: PROBLEM_LIMITS.moves }),
    }),
    auth: 'user',
  },
  /** A user's progress in every collection they have tried (the profile's section). */
  getProblemProgress: {
    method: 'GET',
    path: '/jwt/problemprogress/{username}/',
    params: z.object({ username: textField(1, 40) }),
    form: none,
    auth: 'optional',
  },
} as const satisfies Record<string, RouteSpec>;

/** What the viewer has done with a problem: solved at least once, tried and never solved, or not tried. */
export type ProblemStatus = 'solved' | 'failed' | 'none';

export interface ProblemCollectionInfo {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly source: string;
  readonly licence: string;
}

export interface ProblemCollectionSummary extends ProblemCollectionInfo {
  readonly problems: number;
  /** The viewer's problems solved and tried; null for a guest. */
  readonly solved: number | null;
  readonly attempted: number | null;
}

export interface ProblemCollectionsResponse {
  readonly collections: readonly ProblemCollectionSummary[];
}

export interface ProblemListItem {
  readonly problemid: number;
  readonly number: number;
  readonly kind: ProblemKind;
  readonly prompt: string;
  /** Always 'none' for a guest. */
  readonly status: ProblemStatus;
  /** For the grid's small boards. */
  readonly data: ProblemData;
}

export interface ProblemCollectionResponse {
  readonly collection: ProblemCollectionInfo;
  readonly problems: readonly ProblemListItem[];
}

export interface ProblemResponse {
  readonly problemid: number;
  readonly number: number;
  readonly kind: ProblemKind;
  readonly prompt: string;
  readonly data: ProblemData;
  readonly collection: { readonly id: string; readonly name: string; readonly source: string };
  /** The neighbours' numbers in the collection, null at either end. */
  readonly previous: number | null;
  readonly next: number | null;
  readonly status: ProblemStatus;
  /**
   * The viewer's open assignment this problem is part of, or null. When set, the data has no
   * answer lines: the server keeps them and judges each move (judgeProblemMove).
   */
  readonly assignment: number | null;
}

/** How an attempt stands: going on, or ended right or wrong. */
export type MoveOutcome = 'doing' | 'correct' | 'wrong';

export interface ProblemMoveResponse {
  /** The result once the user's move is on the board. */
  readonly now: MoveOutcome;
  /** The opponent's reply (an SGF point), null when none follows. */
  readonly reply: string | null;
  /** The result once the reply is on the board (the same as `now` without one). */
  readonly after: MoveOutcome;
  /** The attempt's result to record once it ended (a correct end on a change line is a variation), else null. */
  readonly attempt: AttemptResult | null;
}

export interface ProblemAttemptResponse {
  readonly result: AttemptResult;
  /** The user's record of this problem after the attempt. */
  readonly progress: {
    readonly attempts: number;
    readonly solved: number;
    readonly failed: number;
    readonly bestMs: number | null;
  };
}

export interface ProblemProgressRow {
  readonly collection: string;
  readonly name: string;
  /** Problems in the collection. */
  readonly problems: number;
  /** Problems solved at least once, and tried but never solved. */
  readonly solved: number;
  readonly failed: number;
  /** Every attempt, and their time added up. */
  readonly attempts: number;
  readonly ms: number;
}

export interface ProblemProgressResponse {
  readonly username: string;
  /** Only the collections the user has tried, in the collections' order. */
  readonly collections: readonly ProblemProgressRow[];
}

/** The 200 answer body of each route above. */
export interface ProblemsResponses {
  getProblemCollections: ProblemCollectionsResponse;
  getProblemCollection: ProblemCollectionResponse;
  getProblem: ProblemResponse;
  recordProblemAttempt: ProblemAttemptResponse;
  judgeProblemMove: ProblemMoveResponse;
  getProblemProgress: ProblemProgressResponse;
}
