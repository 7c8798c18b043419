/** The live classroom (docs/classroom.md): creating, listing and opening classes; live traffic goes over the socket. */
import * as z from 'zod/mini';
import { idField, textField } from './fields.ts';
import type { RouteSpec } from './route-spec.ts';

const none = z.object({});
const classid = z.object({ classid: idField });

/** The limits of docs/classroom.md. */
export const CLASS_LIMITS = {
  /** Characters (code points) of a class's name. */
  nameLength: 40,
  /** Classes one teacher may have. */
  classes: 100,
  /** Board operations kept since the last record was loaded; the teacher loads again to go on. */
  ops: 1000,
  /** Pen points kept on the board; the teacher clears the pen to draw on. */
  penPoints: 5000,
  /** Points of one pen batch (the widget sends every 60 ms, far fewer; the frame limit is 4096 bytes). */
  batchPoints: 60,
  /** The teacher's recent games the hand-out list shows. */
  recentGames: 12,
  /** Characters of an SGF record handed to the class. */
  sgfLength: 100_000,
} as const;

export const CLASS_ROUTES = {
  /** The classes the viewer teaches and those they have joined, newest first. */
  getMyClasses: { method: 'GET', path: '/jwt/myclasses/', params: none, form: none, auth: 'user' },
  /**
   * One class and the socket credential to join it (`init_user` with `pkey: 'class:<id>'`); a
   * guest (no token) gets a guest's credential and watches.
   */
  getClass: { method: 'GET', path: '/jwt/class/{classid}/', params: classid, form: none, auth: 'optional' },
  /** What a teacher may hand out from lists: their most recent games, with their moves for small boards. */
  getClassMaterials: { method: 'GET', path: '/jwt/classmaterials/', params: none, form: none, auth: 'user' },
  /** A new class the viewer teaches; its link is /class/<classid>/. */
  createClass: {
    method: 'POST',
    path: '/jwt/createclass/',
    params: none,
    form: z.object({ name: textField(0, 200) }),
    auth: 'user',
  },
} as const satisfies Record<string, RouteSpec>;

export interface ClassSummary {
  readonly classid: number;
  readonly name: string;
  readonly teacher: string;
  readonly createdAt: number;
}

/** One of the teacher's games, as a hand-out list shows it (a small board of its moves so far). */
export interface ClassGameItem {
  readonly playid: number;
  readonly blackname: string;
  readonly whitename: string;
  readonly size: number;
  readonly blackfirst: boolean;
  readonly prepos: { readonly black: readonly string[]; readonly white: readonly string[] };
  /** SGF points, `tt` a pass. */
  readonly moves: readonly string[];
  /** The last move's time (or the start), Unix ms. */
  readonly lasttime: number;
}

/** The 200 answer body of each route above. */
export interface ClassroomResponses {
  getMyClasses: { readonly teaching: readonly ClassSummary[]; readonly joined: readonly ClassSummary[] };
  getClass: ClassSummary & {
    readonly isTeacher: boolean;
    readonly sockethost: string;
    readonly sockethost2: string;
    /** Presented in `init_user` with `pkey: 'class:<classid>'`. */
    readonly userkey: string;
  };
  createClass: { readonly classid: number };
  getClassMaterials: { readonly games: readonly ClassGameItem[] };
}
