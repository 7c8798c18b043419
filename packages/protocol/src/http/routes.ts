/**
 * The route table: every HTTP call, its answer type, and typed helpers both sides use. The
 * server decodes params and forms with decodeParams / decodeForm; the client builds the URL
 * and body with routeUrl / encodeForm. A route and its answer are declared once.
 */
import { err, ok, type Result } from '@tengen/core';
import * as z from 'zod/mini';
import { inEnglish } from '../validate/english.ts';
import {
  ACCOUNT_ROUTES,
  type CurrentUser,
  type SessionResponse,
  type StartingStrengthResponse,
} from './account.ts';
import { ACCOUNT_SECURITY_ROUTES, type AccountSecurityResponses } from './account-security.ts';
import { APPEAL_ROUTES, type AppealsResponses } from './appeals.ts';
import { BOOK_ROUTES, type BooksResponses } from './books.ts';
import { CLASS_ROUTES, type ClassroomResponses } from './classroom.ts';
import type { CompetitionPlaysResponse } from './competition.ts';
import { FRIEND_ROUTES, type FriendsResponses } from './friends.ts';
import { HOMEWORK_ROUTES, type HomeworkResponses } from './homework.ts';
import { LOBBY_ROUTES, type LobbyInfo } from './lobby.ts';
import { fillPath } from './path.ts';
import { PAY_ROUTES, type PayResponses } from './pay.ts';
import type { PlayInfo } from './play-info.ts';
import { PROBLEM_ROUTES, type ProblemsResponses } from './problems.ts';
import { type PlayRatingResponse, RATING_ROUTES, type UserRatingResponse } from './ratings.ts';
import { RECOVERY_ROUTES, type RecoveryResponses, type SecondStepResponse } from './recovery.ts';
import type {
  AnalysisResponse,
  AppealsResponse,
  AskMoveResponse,
  BookListResponse,
  DownloadSgfResponse,
  EstimateResponse,
  GenParseResponse,
  OkResponse,
  PlayListResponse,
  PostAppealResponse,
  PrivateMessagesResponse,
  SecondPlayResponse,
  StartMachineGameResponse,
  StepOptionsResponse,
  UserCardResponse,
} from './responses.ts';
import { JWT_ROUTES } from './routes-jwt.ts';

export const HTTP_ROUTES = {
  ...JWT_ROUTES,
  ...ACCOUNT_ROUTES,
  ...ACCOUNT_SECURITY_ROUTES,
  ...LOBBY_ROUTES,
  ...RATING_ROUTES,
  ...APPEAL_ROUTES,
  ...BOOK_ROUTES,
  ...FRIEND_ROUTES,
  ...PAY_ROUTES,
  ...PROBLEM_ROUTES,
  ...HOMEWORK_ROUTES,
  ...CLASS_ROUTES,
  ...RECOVERY_ROUTES,
} as const;

export type RouteName = keyof typeof HTTP_ROUTES;

/** The 200 answer body of each route. */
export interface HttpResponses
  extends AccountSecurityResponses,
    AppealsResponses,
    BooksResponses,
    FriendsResponses,
    PayResponses,
    ProblemsResponses,
    HomeworkResponses,
    ClassroomResponses,
    RecoveryResponses {
  getPlayInfo: PlayInfo;
  estimateScore: EstimateResponse;
  addCountRequest: OkResponse;
  refereeVerdict: OkResponse;
  getStepOptions: StepOptionsResponse;
  saveStepOptions: OkResponse;
  querySecondPlay: SecondPlayResponse;
  downloadSgf: DownloadSgfResponse;
  getAnalysis: AnalysisResponse;
  startAnalysis: GenParseResponse;
  askMove: AskMoveResponse;
  deleteAsk: OkResponse;
  getBookList: BookListResponse;
  addToBooks: OkResponse;
  getUserCard: UserCardResponse;
  setFriend: OkResponse;
  getPrivateMessages: PrivateMessagesResponse;
  writePrivateMessage: OkResponse;
  getUserPlayList: PlayListResponse;
  startMachineGame: StartMachineGameResponse;
  getGamePlays: CompetitionPlaysResponse;
  changeChat: OkResponse;
  forbidChat: OkResponse;
  getAppeals: AppealsResponse;
  decideAppeal: OkResponse;
  postAppeal: PostAppealResponse;
  register: SessionResponse;
  /** An account with two-factor answers a SecondStepResponse: the code comes next (`loginCode`). */
  login: SessionResponse | SecondStepResponse;
  logout: OkResponse;
  me: CurrentUser;
  startingStrength: StartingStrengthResponse;
  setStartingStrength: StartingStrengthResponse;
  lobby: LobbyInfo;
  getUserRating: UserRatingResponse;
  getPlayRating: PlayRatingResponse;
}

/** Compile-time check: every route has an answer type and every answer type a route. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const routesMatchResponses: Same<RouteName, keyof HttpResponses> = true;
void routesMatchResponses;

type Routes = typeof HTTP_ROUTES;
export type RouteParams<N extends RouteName> = z.output<Routes[N]['params']>;
export type RouteForm<N extends RouteName> = z.output<Routes[N]['form']>;
export type RouteResponse<N extends RouteName> = HttpResponses[N];

/** A field that failed its schema: `path` names it (`score.posstr.3`). */
export interface FieldError {
  readonly path: string;
  readonly message: string;
}

function decodeWith<T>(schema: z.ZodMiniType, raw: unknown): Result<T, FieldError> {
  const result = z.safeDecode(schema, raw as never, inEnglish());
  if (result.success) return ok(result.data as T);
  const issue = result.error.issues[0];
  return err({ path: issue.path.map(String).join('.'), message: issue.message });
}

/** Server side: the typed path parameters of a matched route. */
export function decodeParams<N extends RouteName>(name: N, raw: unknown): Result<RouteParams<N>, FieldError> {
  return decodeWith(HTTP_ROUTES[name].params, raw);
}

/** Server side: the typed form of a request body (an object of strings). */
export function decodeForm<N extends RouteName>(name: N, raw: unknown): Result<RouteForm<N>, FieldError> {
  return decodeWith(HTTP_ROUTES[name].form, raw);
}

/** Client side: the form fields to send, as strings. */
export function encodeForm<N extends RouteName>(name: N, form: RouteForm<N>): Record<string, string> {
  return z.encode(HTTP_ROUTES[name].form as z.ZodMiniType, form as never) as Record<string, string>;
}

/** Client side: the path of a call, parameters filled in. */
export function routeUrl<N extends RouteName>(name: N, params: RouteParams<N>): string {
  const encoded = z.encode(HTTP_ROUTES[name].params as z.ZodMiniType, params as never) as Record<
    string,
    string
  >;
  return fillPath(HTTP_ROUTES[name].path, encoded);
}
