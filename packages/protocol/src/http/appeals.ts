/**
 * Tengen's complaint calls beyond the seed's three (docs/appeals.md): the list of complaints
 * (the user's own, and for an appeal man those under review across the site), an acceptance
 * that changes the game's result, and a failed complaint sent once more for a second look.
 */
import * as z from 'zod/mini';
import {
  type ComplaintReason,
  type ComplaintStatus,
  REFEREE_VERDICTS,
  type Winner,
  type WinType,
} from '../constants/results.ts';
import { idField } from './fields.ts';
import type { RouteSpec } from './route-spec.ts';

const none = z.object({});
const aid = z.object({ aid: idField });

/** What a complaint costs, in Weidou (beans), taken when it is filed. */
export const APPEAL_COST = 20;
/** What a successful complaint gives back (seed 000 section 9): all of its cost. */
export const APPEAL_REFUND = 20;
/** How many complaints of each kind the list answers, newest first. */
export const APPEAL_LIST_SHOWN = 100;

export const APPEAL_ROUTES = {
  /** The user's own complaints, and for an appeal man every complaint under review. */
  listAppeals: { method: 'GET', path: '/jwt/appeallist/', params: none, form: none, auth: 'user' },
  /**
   * An appeal man accepts a complaint (as `doappeal` with `recive`) and sets the game's result:
   * `black`, `white` or `he` (a draw), the referee's words.
   */
  appealVerdict: {
    method: 'POST',
    path: '/jwt/appealverdict/',
    params: none,
    form: z.object({ aid: idField, result: z.enum(REFEREE_VERDICTS) }),
    auth: 'user',
  },
  /** The complainant asks a second look at a failed complaint (once; it costs nothing more). */
  rejudgeAppeal: { method: 'POST', path: '/jwt/rejudgeappeal/', params: none, form: aid, auth: 'user' },
} as const satisfies Record<string, RouteSpec>;

/** One complaint in a list: what it is about, and the game's result now. */
export interface AppealListEntry {
  readonly id: number;
  readonly playid: number;
  readonly user: string;
  readonly reason: ComplaintReason;
  readonly content: string;
  readonly status: ComplaintStatus;
  /** 1 the first look; 2 after a rejudge. */
  readonly round: 1 | 2;
  /** Filed, Unix ms. */
  readonly at: number;
  readonly blackname: string;
  readonly whitename: string;
  readonly result: Winner;
  readonly wintype: WinType;
  readonly winnumber: number;
}

export interface AppealListResponse {
  /** The user judges complaints. */
  readonly isappealman: boolean;
  readonly mine: readonly AppealListEntry[];
  /** Every complaint under review, oldest first; empty unless the user is an appeal man. */
  readonly reviewing: readonly AppealListEntry[];
  /** The user's balance now, refunds included. */
  readonly beans: number;
}

/** The 200 answer body of each route above. */
export interface AppealsResponses {
  listAppeals: AppealListResponse;
  appealVerdict: { readonly result: 0 };
  rejudgeAppeal: { readonly result: 0 };
}

/** Who is looking at a game, for the show-complaint check. */
export interface ComplaintViewer {
  /** One of the two players. */
  readonly isPlayer: boolean;
  readonly isAppealMan: boolean;
  /** The competition (`gameid`); 0 a free game. */
  readonly gameid: number;
  readonly finished: boolean;
  /** One side is a machine (`machinename` is set). */
  readonly machineGame: boolean;
}

/**
 * A player may complain about a finished game against a person: a free game, or any game if
 * the player is an appeal man (seed 000 section 6). Machines do not abuse or stall.
 */
export function mayFileComplaint(v: ComplaintViewer): boolean {
  return v.isPlayer && v.finished && !v.machineGame && (v.gameid === 0 || v.isAppealMan);
}

/** The show-complaint check: the button shows to a player who may complain, and to appeal men. */
export function showsComplaint(v: ComplaintViewer): boolean {
  return mayFileComplaint(v) || v.isAppealMan;
}
