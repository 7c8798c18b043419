/**
 * Homework (docs/homework.md): a teacher's groups and assignments, a student's homework list,
 * and one assignment with its problems and, for its teacher, who solved what. Making or
 * changing a group or assignment needs a teacher; reading and closing one's own does not.
 */
import { err, ok } from '@tengen/core';
import { formatProblemPicks, HOMEWORK_LIMITS, type HomeworkSummary } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { addRoute } from '../http/route.ts';
import type { AssignmentSummary } from '../storage/homework-types.ts';
import {
  homeworkName,
  isTeacher,
  mustTeach,
  ownAssignment,
  ownGroup,
  readDue,
  readProblems,
  readStudents,
  visibleAssignment,
} from './homework-checks.ts';
import { resultsTable, stateOf } from './homework-results.ts';

const DONE = { result: 0 } as const;

export function addHomeworkRoutes(app: FastifyInstance, deps: HttpDeps): void {
  const { store, accounts } = deps;

  addRoute(app, accounts, 'getHomework', async ({ viewer }) => {
    const userId = viewer.user.id;
    const [teacher, mine, groups, teaching] = await Promise.all([
      isTeacher(store, userId, deps.now()),
      store.homework.assignmentsOfStudent(userId),
      store.homework.groupsOf(userId),
      store.homework.assignmentsOfTeacher(userId),
    ]);
    const open = mine.filter((a) => a.closedAt === null).sort((a, b) => a.dueAt - b.dueAt || a.id - b.id);
    const closed = mine.filter((a) => a.closedAt !== null);
    return ok({
      teacher,
      assignments: [...open, ...closed].map(summary),
      groups: groups.map((g) => ({
        groupid: g.id,
        name: g.name,
        students: g.students.map((s) => s.username),
      })),
      teaching: teaching.map(summary),
      limits: HOMEWORK_LIMITS,
    });
  });

  addRoute(app, accounts, 'createHomeworkGroup', async ({ form, viewer }) => {
    const at = deps.now();
    const teaches = await mustTeach(store, viewer.user.id, at);
    if (!teaches.ok) return teaches;
    const name = homeworkName('name', form.name);
    if (!name.ok) return name;
    const students = await readStudents(store, viewer.user.id, form.students);
    if (!students.ok) return students;
    const made = await store.homework.createGroup(
      { teacherId: viewer.user.id, name: name.value, studentIds: students.value, at },
      HOMEWORK_LIMITS.groups,
    );
    if (!made.ok)
      return err(failure('CONFLICT', `you already have ${HOMEWORK_LIMITS.groups} groups, the most one may`));
    return ok({ groupid: made.value });
  });

  addRoute(app, accounts, 'editHomeworkGroup', async ({ form, viewer }) => {
    const at = deps.now();
    const teaches = await mustTeach(store, viewer.user.id, at);
    if (!teaches.ok) return teaches;
    const group = await ownGroup(store, viewer.user.id, form.groupid);
    if (!group.ok) return group;
    const name = homeworkName('name', form.name);
    if (!name.ok) return name;
    const students = await readStudents(store, viewer.user.id, form.students);
    if (!students.ok) return students;
    await store.homework.updateGroup(group.value.id, name.value, students.value, at);
    return ok(DONE);
  });

  addRoute(app, accounts, 'createAssignment', async ({ form, viewer }) => {
    const at = deps.now();
    const teaches = await mustTeach(store, viewer.user.id, at);
    if (!teaches.ok) return teaches;
    const group = await ownGroup(store, viewer.user.id, form.groupid);
    if (!group.ok) return group;
    const title = homeworkName('title', form.title);
    if (!title.ok) return title;
    const due = readDue(form.due, at);
    if (!due.ok) return due;
    const problems = await readProblems(store, form.problems);
    if (!problems.ok) return problems;
    const made = await store.homework.createAssignment(
      {
        groupId: group.value.id,
        teacherId: viewer.user.id,
        title: title.value,
        dueAt: due.value,
        problemIds: problems.value,
        at,
      },
      HOMEWORK_LIMITS.openAssignments,
    );
    if (!made.ok)
      return err(
        failure(
          'CONFLICT',
          `you already have ${HOMEWORK_LIMITS.openAssignments} open assignments: close one first`,
        ),
      );
    return ok({ assignmentid: made.value });
  });

  addRoute(app, accounts, 'editAssignment', async ({ form, viewer }) => {
    const at = deps.now();
    const teaches = await mustTeach(store, viewer.user.id, at);
    if (!teaches.ok) return teaches;
    const assignment = await ownAssignment(store, viewer.user.id, form.assignmentid);
    if (!assignment.ok) return assignment;
    if (assignment.value.closedAt !== null)
      return err(failure('CONFLICT', `assignment ${assignment.value.id} is closed`));
    const title = homeworkName('title', form.title);
    if (!title.ok) return title;
    const due = readDue(form.due, at);
    if (!due.ok) return due;
    const problems = await readProblems(store, form.problems);
    if (!problems.ok) return problems;
    await store.homework.updateAssignment(assignment.value.id, {
      title: title.value,
      dueAt: due.value,
      problemIds: problems.value,
    });
    return ok(DONE);
  });

  addRoute(app, accounts, 'closeAssignment', async ({ form, viewer }) => {
    const assignment = await ownAssignment(store, viewer.user.id, form.assignmentid);
    if (!assignment.ok) return assignment;
    if (!(await store.homework.closeAssignment(assignment.value.id, deps.now())))
      return err(failure('CONFLICT', `assignment ${assignment.value.id} is closed already`));
    return ok(DONE);
  });

  addRoute(app, accounts, 'getAssignment', async ({ params, viewer }) => {
    const seen = await visibleAssignment(store, viewer.user.id, params.assignmentid);
    if (!seen.ok) return seen;
    const { assignment, mine } = seen.value;
    const attempts = await store.homework.attemptsFor(assignment.id);
    const own = attempts.filter((a) => a.userId === viewer.user.id);
    const problems = assignment.problems.map((p) => ({
      problemid: p.problemId,
      collection: p.collectionId,
      number: p.number,
      prompt: p.prompt,
      size: p.size,
      mine: stateOf(own.filter((a) => a.problemId === p.problemId)),
    }));
    const group = mine ? await store.homework.groupById(assignment.groupId) : null;
    return ok({
      assignment: summary({
        ...assignment,
        problemCount: problems.length,
        solved: problems.filter((p) => p.mine === 'solved').length,
      }),
      problems,
      mine,
      picks: formatProblemPicks(problems),
      results: group === null ? null : resultsTable(assignment, group.students, attempts),
    });
  });
}

function summary(a: AssignmentSummary): HomeworkSummary {
  return {
    assignmentid: a.id,
    title: a.title,
    groupid: a.groupId,
    groupname: a.groupName,
    teacher: a.teacherName,
    due: a.dueAt,
    closed: a.closedAt,
    problems: a.problemCount,
    solved: a.solved,
  };
}
