/**
 * Homework (docs/homework.md): a teacher's groups of students, assignments of problems given to
 * a group with a due date, the students' homework list and the teacher's table of who solved
 * what. Another group's assignment answers as an unknown one (404).
 */
import * as z from 'zod/mini';
import { idField, intField, textField } from './fields.ts';
import type { OkResponse } from './responses.ts';
import type { RouteSpec } from './route-spec.ts';

/** The limits of docs/homework.md. */
export const HOMEWORK_LIMITS = {
  /** Groups per teacher. */
  groups: 20,
  /** Students per group. */
  students: 40,
  /** Open (not closed) assignments per teacher. */
  openAssignments: 50,
  /** Problems per assignment. */
  problems: 30,
  /** Characters of a group's name or an assignment's title. */
  nameLength: 60,
  /** How far ahead a due date may be, in days. */
  dueDays: 366,
} as const;

const none = z.object({});
const name = textField(0, 400);
/** Usernames separated by commas, spaces or lines. */
const students = textField(0, 4000);
/** Picks such as `cho-elementary:1-5,8; cho-intermediate:3` (see `parseProblemPicks`). */
const problems = textField(0, 2000);
/** Unix ms. */
const due = intField(0);

export const HOMEWORK_ROUTES = {
  /** The viewer's homework as a student, and as a teacher their groups and assignments. */
  getHomework: { method: 'GET', path: '/jwt/homework/', params: none, form: none, auth: 'user' },
  createHomeworkGroup: {
    method: 'POST',
    path: '/jwt/homework/creategroup/',
    params: none,
    form: z.object({ name, students }),
    auth: 'user',
  },
  /** The name, and the students exactly those named. */
  editHomeworkGroup: {
    method: 'POST',
    path: '/jwt/homework/editgroup/',
    params: none,
    form: z.object({ groupid: idField, name, students }),
    auth: 'user',
  },
  createAssignment: {
    method: 'POST',
    path: '/jwt/homework/createassignment/',
    params: none,
    form: z.object({ groupid: idField, title: name, problems, due }),
    auth: 'user',
  },
  editAssignment: {
    method: 'POST',
    path: '/jwt/homework/editassignment/',
    params: none,
    form: z.object({ assignmentid: idField, title: name, problems, due }),
    auth: 'user',
  },
  /** No attempt counts for it after this. */
  closeAssignment: {
    method: 'POST',
    path: '/jwt/homework/closeassignment/',
    params: none,
    form: z.object({ assignmentid: idField }),
    auth: 'user',
  },
  /** One assignment: its problems with the viewer's own state, and for its teacher the results. */
  getAssignment: {
    method: 'GET',
    path: '/jwt/homework/assignment/{assignmentid}/',
    params: z.object({ assignmentid: idField }),
    form: none,
    auth: 'user',
  },
} as const satisfies Record<string, RouteSpec>;

export interface ProblemPick {
  readonly collection: string;
  readonly numbers: readonly number[];
}

/**
 * `collection:1-5,8` entries separated by `;` or lines, into picks in the order written. A
 * number given twice is kept once. The error names the entry that is not understood.
 */
export function parseProblemPicks(
  text: string,
): { ok: true; picks: ProblemPick[] } | { ok: false; entry: string } {
  const picks: ProblemPick[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/[;\n]/)) {
    const entry = raw.trim();
    if (entry === '') continue;
    const match = /^([a-z0-9][a-z0-9_-]*)\s*:\s*(.+)$/i.exec(entry);
    if (match === null) return { ok: false, entry };
    const numbers: number[] = [];
    for (const part of match[2].split(',')) {
      const range = /^\s*(\d{1,5})\s*(?:-\s*(\d{1,5}))?\s*$/.exec(part);
      if (range === null) return { ok: false, entry };
      const from = Number(range[1]);
      const to = range[2] === undefined ? from : Number(range[2]);
      if (from < 1 || to < from || to - from > 200) return { ok: false, entry };
      for (let n = from; n <= to; n++) {
        const key = `${match[1]}:${n}`;
        if (!seen.has(key)) numbers.push(n);
        seen.add(key);
      }
    }
    if (numbers.length > 0) picks.push({ collection: match[1], numbers });
  }
  return { ok: true, picks };
}

/** The picks' text back, runs of numbers written as ranges: `basics:1-3,7`. */
export function formatProblemPicks(problems: readonly { collection: string; number: number }[]): string {
  const groups: { collection: string; numbers: number[] }[] = [];
  for (const p of problems) {
    const last = groups.at(-1);
    if (last?.collection === p.collection) last.numbers.push(p.number);
    else groups.push({ collection: p.collection, numbers: [p.number] });
  }
  return groups
    .map(({ collection, numbers }) => {
      const parts: string[] = [];
      for (let i = 0; i < numbers.length; ) {
        let j = i;
        while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j++;
        parts.push(j > i ? `${numbers[i]}-${numbers[j]}` : `${numbers[i]}`);
        i = j + 1;
      }
      return `${collection}:${parts.join(',')}`;
    })
    .join('; ');
}

/** An assignment in a list. */
export interface HomeworkSummary {
  readonly assignmentid: number;
  readonly title: string;
  readonly groupid: number;
  readonly groupname: string;
  readonly teacher: string;
  /** Unix ms. */
  readonly due: number;
  /** Unix ms; null while open. */
  readonly closed: number | null;
  readonly problems: number;
  /** Problems the viewer solved for it (0 in a teacher's list). */
  readonly solved: number;
}

export interface HomeworkGroup {
  readonly groupid: number;
  readonly name: string;
  readonly students: readonly string[];
}

export interface HomeworkResponse {
  /** Whether the viewer may make groups and assignments (task card, or named by the administrator). */
  readonly teacher: boolean;
  /** The viewer's homework as a student: open ones first (soonest due first), then the rest, newest first. */
  readonly assignments: readonly HomeworkSummary[];
  /** The viewer's groups and the assignments they gave, newest first (also when no longer a teacher). */
  readonly groups: readonly HomeworkGroup[];
  readonly teaching: readonly HomeworkSummary[];
  readonly limits: typeof HOMEWORK_LIMITS;
}

/** The viewer's own state of a problem of the assignment. */
export type HomeworkProblemState = 'solved' | 'wrong' | 'none';

export interface HomeworkProblem {
  readonly problemid: number;
  readonly collection: string;
  readonly number: number;
  readonly prompt: string;
  /** The board's size, to write the moves tried as coordinates. */
  readonly size: number;
  readonly mine: HomeworkProblemState;
}

/** One student's result on one problem. */
export interface HomeworkCell {
  readonly state: HomeworkProblemState;
  /** The first correct attempt, Unix ms; null when not solved. */
  readonly solvedAt: number | null;
  /** Solved after the due date. */
  readonly late: boolean;
  /** Attempts made for the assignment. */
  readonly attempts: number;
  /** The moves of each wrong attempt, oldest first (SGF points joined by commas), each once. */
  readonly wrongMoves: readonly string[];
}

export interface HomeworkStudentResults {
  readonly userid: number;
  readonly username: string;
  readonly solved: number;
  /** One per problem, in the assignment's order. */
  readonly cells: readonly HomeworkCell[];
}

export interface AssignmentResponse {
  readonly assignment: HomeworkSummary;
  readonly problems: readonly HomeworkProblem[];
  /** Whether the viewer gave it. */
  readonly mine: boolean;
  /** The problems as picks' text, for the edit form. */
  readonly picks: string;
  /** Every student of the group, by username; null for a student. */
  readonly results: readonly HomeworkStudentResults[] | null;
}

/** The 200 answer body of each route above. */
export interface HomeworkResponses {
  getHomework: HomeworkResponse;
  createHomeworkGroup: { readonly groupid: number };
  editHomeworkGroup: OkResponse;
  createAssignment: { readonly assignmentid: number };
  editAssignment: OkResponse;
  closeAssignment: OkResponse;
  getAssignment: AssignmentResponse;
}
