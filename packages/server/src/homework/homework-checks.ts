/**
 * The checks the homework calls share: who is a teacher, that a group or assignment is the
 * viewer's (or, for a student, that they are in its group), and the fields a teacher writes —
 * names, students, problems and the due date. Each answers the value or a refusal naming what
 * is wrong; an assignment or group the viewer may not see answers as unknown (404).
 */
import { err, ok, type Result } from '@tengen/core';
import { HOMEWORK_LIMITS, hasHiddenCharacter, parseProblemPicks } from '@tengen/protocol';
import { failure, type HttpFailure } from '../http/failure.ts';
import { PLAN_TIERS } from '../pay/pay-catalogue.ts';
import { type AssignmentWithProblems, problemKey, type StoredGroup } from '../storage/homework-types.ts';
import type { Store } from '../storage/store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A task-card member, or a user the administrator named a teacher. */
export async function isTeacher(store: Store, userId: number, at: number): Promise<boolean> {
  const membership = await store.payments.membershipOf(userId, at);
  return membership.tier === PLAN_TIERS.taskcard || (await store.homework.isGrantedTeacher(userId));
}

export async function mustTeach(
  store: Store,
  userId: number,
  at: number,
): Promise<Result<void, HttpFailure>> {
  return (await isTeacher(store, userId, at))
    ? ok(undefined)
    : err(
        failure(
          'FORBIDDEN',
          'only teachers (a task card membership, or named by the administrator) give homework',
        ),
      );
}

export async function ownGroup(
  store: Store,
  userId: number,
  groupId: number,
): Promise<Result<StoredGroup, HttpFailure>> {
  const group = await store.homework.groupById(groupId);
  if (group === null || group.teacherId !== userId) return err(failure('NOT_FOUND', `no group ${groupId}`));
  return ok(group);
}

/** The assignment for its teacher (`mine`) or a student of its group. */
export async function visibleAssignment(
  store: Store,
  userId: number,
  assignmentId: number,
): Promise<Result<{ assignment: AssignmentWithProblems; mine: boolean }, HttpFailure>> {
  const assignment = await store.homework.assignmentById(assignmentId);
  const unknown = err(failure('NOT_FOUND', `no assignment ${assignmentId}`));
  if (assignment === null) return unknown;
  if (assignment.teacherId === userId) return ok({ assignment, mine: true });
  if (!(await store.homework.isStudent(assignment.groupId, userId))) return unknown;
  return ok({ assignment, mine: false });
}

export async function ownAssignment(
  store: Store,
  userId: number,
  assignmentId: number,
): Promise<Result<AssignmentWithProblems, HttpFailure>> {
  const seen = await visibleAssignment(store, userId, assignmentId);
  if (!seen.ok) return seen;
  if (!seen.value.mine) return err(failure('FORBIDDEN', `assignment ${assignmentId} is not one you gave`));
  return ok(seen.value.assignment);
}

/** A group's name or an assignment's title: trimmed, 1–60 characters, no control character, hidden character or markup. */
export function homeworkName(field: string, text: string): Result<string, HttpFailure> {
  const trimmed = text.trim();
  const chars = Array.from(trimmed);
  if (chars.length === 0) return err(failure('BAD_REQUEST', `${field}: it is empty`));
  if (chars.length > HOMEWORK_LIMITS.nameLength)
    return err(failure('BAD_REQUEST', `${field}: longer than ${HOMEWORK_LIMITS.nameLength} characters`));
  if (chars.some((ch) => ch.codePointAt(0)! < 0x20 || ch === '\u007f' || '<>"`\\{}'.includes(ch)))
    return err(failure('BAD_REQUEST', `${field}: a control character or one of < > " \` \\ { }`));
  if (hasHiddenCharacter(trimmed))
    return err(
      failure('BAD_REQUEST', `${field}: a hidden character (a direction control or a zero-width character)`),
    );
  return ok(trimmed);
}

/** The named users' ids (each once); the teacher may not be their own student. */
export async function readStudents(
  store: Store,
  teacherId: number,
  text: string,
): Promise<Result<number[], HttpFailure>> {
  const names = [...new Set(text.split(/[\s,;]+/).filter((n) => n !== ''))];
  if (names.length > HOMEWORK_LIMITS.students)
    return err(
      failure('BAD_REQUEST', `students: at most ${HOMEWORK_LIMITS.students} in a group, not ${names.length}`),
    );
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const user = await store.userByName(name);
    if (user === null) unknown.push(name);
    else if (user.id === teacherId)
      return err(failure('BAD_REQUEST', 'students: you cannot be your own student'));
    else ids.push(user.id);
  }
  if (unknown.length > 0) return err(failure('BAD_REQUEST', `students: no user ${unknown.join(', ')}`));
  return ok(ids);
}

/** The problems' ids in the order picked; every one must exist. */
export async function readProblems(store: Store, text: string): Promise<Result<number[], HttpFailure>> {
  const parsed = parseProblemPicks(text);
  if (!parsed.ok)
    return err(
      failure(
        'BAD_REQUEST',
        `problems: "${parsed.entry}" is not collection:numbers, like cho-elementary:1-5,8`,
      ),
    );
  const picks = parsed.picks.flatMap((p) =>
    p.numbers.map((number) => ({ collection: p.collection, number })),
  );
  if (picks.length === 0) return err(failure('BAD_REQUEST', 'problems: pick at least one problem'));
  if (picks.length > HOMEWORK_LIMITS.problems)
    return err(failure('BAD_REQUEST', `problems: at most ${HOMEWORK_LIMITS.problems}, not ${picks.length}`));
  const found = await store.homework.problemIds(picks);
  const missing = picks.filter((p) => !found.has(problemKey(p.collection, p.number)));
  if (missing.length > 0)
    return err(
      failure(
        'BAD_REQUEST',
        `problems: no problem ${missing.map((p) => problemKey(p.collection, p.number)).join(', ')}`,
      ),
    );
  return ok(picks.map((p) => found.get(problemKey(p.collection, p.number)) ?? 0));
}

/** A due date after now and at most `HOMEWORK_LIMITS.dueDays` ahead. */
export function readDue(due: number, at: number): Result<number, HttpFailure> {
  if (due <= at) return err(failure('BAD_REQUEST', 'due: the due date has passed already'));
  if (due > at + HOMEWORK_LIMITS.dueDays * DAY_MS)
    return err(failure('BAD_REQUEST', `due: at most ${HOMEWORK_LIMITS.dueDays} days ahead`));
  return ok(due);
}
