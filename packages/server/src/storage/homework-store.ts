/**
 * Homework (docs/homework.md): teachers, groups, assignments and who solved what. Changes a
 * limit guards (a new group, a new assignment) count and write in one write transaction, so
 * two requests at once cannot both pass the limit. Attempts are read from the problems'
 * `problem_attempts`, the rows whose `assignment_id` names the assignment.
 */
import { err, ok } from '@tengen/core';
import { type Db, inWriteTransaction } from './db.ts';
import { type HomeworkDb, withHomework } from './homework-schema.ts';
import { type HomeworkStore, problemKey, type StoredAssignment, type StoredGroup } from './homework-types.ts';
import type { Dialect } from './types.ts';

export function homeworkStore(db: Db, dialect: Dialect): HomeworkStore {
  const hw = withHomework(db);
  const write = <T>(work: (tx: HomeworkDb) => Promise<T>) =>
    inWriteTransaction(db, dialect, (tx) => work(withHomework(tx)));
  const count = (value: unknown) => Number(value ?? 0);

  const studentsOf = async (groupIds: readonly number[]) => {
    if (groupIds.length === 0) return [];
    return hw
      .selectFrom('homework_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.group_id', 'u.id', 'u.username'])
      .where('m.group_id', 'in', [...groupIds])
      .orderBy('u.username')
      .execute();
  };

  const groupsWithStudents = async (
    rows: readonly { id: number; teacher_id: number; name: string; created_at: number }[],
  ): Promise<StoredGroup[]> => {
    const students = await studentsOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      teacherId: r.teacher_id,
      name: r.name,
      createdAt: Number(r.created_at),
      students: students.filter((s) => s.group_id === r.id).map((s) => ({ id: s.id, username: s.username })),
    }));
  };

  const assignmentRows = () =>
    hw
      .selectFrom('homework_assignments as a')
      .innerJoin('homework_groups as g', 'g.id', 'a.group_id')
      .innerJoin('users as t', 't.id', 'a.teacher_id')
      .select([
        'a.id',
        'a.group_id',
        'g.name as group_name',
        'a.teacher_id',
        't.username as teacher_name',
        'a.title',
        'a.due_at',
        'a.closed_at',
        'a.created_at',
      ]);

  const problemCounts = async (ids: readonly number[]) => {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await hw
      .selectFrom('homework_problems')
      .select(({ fn }) => ['assignment_id', fn.countAll<number>().as('n')])
      .where('assignment_id', 'in', [...ids])
      .groupBy('assignment_id')
      .execute();
    return new Map(rows.map((r) => [r.assignment_id, count(r.n)]));
  };

  const insertProblems = async (tx: HomeworkDb, assignmentId: number, problemIds: readonly number[]) => {
    if (problemIds.length === 0) return;
    await tx
      .insertInto('homework_problems')
      .values(
        problemIds.map((problem_id, position) => ({ assignment_id: assignmentId, position, problem_id })),
      )
      .execute();
  };

  return {
    async isGrantedTeacher(userId) {
      const row = await hw
        .selectFrom('homework_teachers')
        .select('user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    grantTeacher: (userId, at) =>
      write(async (tx) => {
        const there = await tx
          .selectFrom('homework_teachers')
          .select('user_id')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (there) return false;
        await tx.insertInto('homework_teachers').values({ user_id: userId, granted_at: at }).execute();
        return true;
      }),

    async revokeTeacher(userId) {
      const done = await hw.deleteFrom('homework_teachers').where('user_id', '=', userId).executeTakeFirst();
      return Number(done.numDeletedRows) > 0;
    },

    async grantedTeachers() {
      const rows = await hw
        .selectFrom('homework_teachers as h')
        .innerJoin('users as u', 'u.id', 'h.user_id')
        .select(['h.user_id', 'u.username', 'h.granted_at'])
        .orderBy('u.username')
        .execute();
      return rows.map((r) => ({ userId: r.user_id, username: r.username, grantedAt: Number(r.granted_at) }));
    },

    async groupsOf(teacherId) {
      const rows = await hw
        .selectFrom('homework_groups')
        .selectAll()
        .where('teacher_id', '=', teacherId)
        .orderBy('id')
        .execute();
      return groupsWithStudents(rows);
    },

    async groupById(groupId) {
      const row = await hw
        .selectFrom('homework_groups')
        .selectAll()
        .where('id', '=', groupId)
        .executeTakeFirst();
      return row ? (await groupsWithStudents([row]))[0] : null;
    },

    createGroup: (group, limit) =>
      write(async (tx) => {
        const held = await tx
          .selectFrom('homework_groups')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .where('teacher_id', '=', group.teacherId)
          .executeTakeFirstOrThrow();
        if (count(held.n) >= limit) return err('LIMIT' as const);
        const { id } = await tx
          .insertInto('homework_groups')
          .values({ teacher_id: group.teacherId, name: group.name, created_at: group.at })
          .returning('id')
          .executeTakeFirstOrThrow();
        const students = [...new Set(group.studentIds)];
        if (students.length > 0)
          await tx
            .insertInto('homework_members')
            .values(students.map((user_id) => ({ group_id: id, user_id, added_at: group.at })))
            .execute();
        return ok(id);
      }),

    updateGroup: (groupId, name, studentIds, at) =>
      write(async (tx) => {
        await tx.updateTable('homework_groups').set({ name }).where('id', '=', groupId).execute();
        const wanted = new Set(studentIds);
        const now = await tx
          .selectFrom('homework_members')
          .select('user_id')
          .where('group_id', '=', groupId)
          .execute();
        const held = new Set(now.map((r) => r.user_id));
        const gone = [...held].filter((id) => !wanted.has(id));
        const added = [...wanted].filter((id) => !held.has(id));
        if (gone.length > 0)
          await tx
            .deleteFrom('homework_members')
            .where('group_id', '=', groupId)
            .where('user_id', 'in', gone)
            .execute();
        if (added.length > 0)
          await tx
            .insertInto('homework_members')
            .values(added.map((user_id) => ({ group_id: groupId, user_id, added_at: at })))
            .execute();
      }),

    async isStudent(groupId, userId) {
      const row = await hw
        .selectFrom('homework_members')
        .select('user_id')
        .where('group_id', '=', groupId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    createAssignment: (a, limit) =>
      write(async (tx) => {
        const held = await tx
          .selectFrom('homework_assignments')
          .select(({ fn }) => fn.countAll<number>().as('n'))
          .where('teacher_id', '=', a.teacherId)
          .where('closed_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (count(held.n) >= limit) return err('LIMIT' as const);
        const { id } = await tx
          .insertInto('homework_assignments')
          .values({
            group_id: a.groupId,
            teacher_id: a.teacherId,
            title: a.title,
            due_at: a.dueAt,
            closed_at: null,
            created_at: a.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertProblems(tx, id, a.problemIds);
        return ok(id);
      }),

    updateAssignment: (assignmentId, changes) =>
      write(async (tx) => {
        await tx
          .updateTable('homework_assignments')
          .set({ title: changes.title, due_at: changes.dueAt })
          .where('id', '=', assignmentId)
          .execute();
        await tx.deleteFrom('homework_problems').where('assignment_id', '=', assignmentId).execute();
        await insertProblems(tx, assignmentId, changes.problemIds);
      }),

    async closeAssignment(assignmentId, at) {
      const done = await hw
        .updateTable('homework_assignments')
        .set({ closed_at: at })
        .where('id', '=', assignmentId)
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) > 0;
    },

    async assignmentById(assignmentId) {
      const row = await assignmentRows().where('a.id', '=', assignmentId).executeTakeFirst();
      if (!row) return null;
      const problems = await hw
        .selectFrom('homework_problems as hp')
        .innerJoin('problems as p', 'p.id', 'hp.problem_id')
        .select(['p.id', 'p.collection_id', 'p.number', 'p.prompt', 'p.data'])
        .where('hp.assignment_id', '=', assignmentId)
        .orderBy('hp.position')
        .execute();
      return {
        ...assignmentOfRow(row),
        problems: problems.map((p) => ({
          problemId: p.id,
          collectionId: p.collection_id,
          number: p.number,
          prompt: p.prompt,
          size: boardSize(p.data),
        })),
      };
    },

    async assignmentsOfTeacher(teacherId) {
      const rows = await assignmentRows()
        .where('a.teacher_id', '=', teacherId)
        .orderBy('a.id', 'desc')
        .execute();
      const counts = await problemCounts(rows.map((r) => r.id));
      return rows.map((r) => ({ ...assignmentOfRow(r), problemCount: counts.get(r.id) ?? 0, solved: 0 }));
    },

    async assignmentsOfStudent(userId) {
      const rows = await assignmentRows()
        .innerJoin('homework_members as m', 'm.group_id', 'a.group_id')
        .where('m.user_id', '=', userId)
        .orderBy('a.id', 'desc')
        .execute();
      const ids = rows.map((r) => r.id);
      const counts = await problemCounts(ids);
      const solved =
        ids.length === 0
          ? []
          : await hw
              .selectFrom('problem_attempts as pa')
              .innerJoin('homework_problems as hp', (join) =>
                join
                  .onRef('hp.assignment_id', '=', 'pa.assignment_id')
                  .onRef('hp.problem_id', '=', 'pa.problem_id'),
              )
              .select(({ fn }) => ['pa.assignment_id', fn.count<number>('pa.problem_id').distinct().as('n')])
              .where('pa.user_id', '=', userId)
              .where('pa.result', '=', 'correct')
              .where('pa.assignment_id', 'in', ids)
              .groupBy('pa.assignment_id')
              .execute();
      const solvedOf = new Map(solved.map((s) => [s.assignment_id, count(s.n)]));
      return rows.map((r) => ({
        ...assignmentOfRow(r),
        problemCount: counts.get(r.id) ?? 0,
        solved: solvedOf.get(r.id) ?? 0,
      }));
    },

    async attemptsFor(assignmentId) {
      const rows = await hw
        .selectFrom('problem_attempts')
        .select(['user_id', 'problem_id', 'result', 'moves', 'created_at'])
        .where('assignment_id', '=', assignmentId)
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        userId: r.user_id,
        problemId: r.problem_id,
        result: r.result,
        moves: r.moves,
        createdAt: Number(r.created_at),
      }));
    },

    async attemptCounts(assignmentId, userId, problemId) {
      const row = await hw
        .selectFrom('homework_assignments as a')
        .innerJoin('homework_members as m', 'm.group_id', 'a.group_id')
        .innerJoin('homework_problems as hp', 'hp.assignment_id', 'a.id')
        .select('a.id')
        .where('a.id', '=', assignmentId)
        .where('a.closed_at', 'is', null)
        .where('m.user_id', '=', userId)
        .where('hp.problem_id', '=', problemId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async openAssignmentsWith(userId, problemIds) {
      const found = new Map<number, number>();
      if (problemIds.length === 0) return found;
      const rows = await hw
        .selectFrom('homework_assignments as a')
        .innerJoin('homework_members as m', 'm.group_id', 'a.group_id')
        .innerJoin('homework_problems as hp', 'hp.assignment_id', 'a.id')
        .select(['a.id as assignmentId', 'hp.problem_id as problemId'])
        .where('a.closed_at', 'is', null)
        .where('m.user_id', '=', userId)
        .where('hp.problem_id', 'in', [...problemIds])
        .orderBy('a.id')
        .execute();
      for (const r of rows) found.set(r.problemId, r.assignmentId);
      return found;
    },

    async problemIds(picks) {
      const found = new Map<string, number>();
      const byCollection = new Map<string, number[]>();
      for (const p of picks)
        byCollection.set(p.collection, [...(byCollection.get(p.collection) ?? []), p.number]);
      for (const [collection, numbers] of byCollection) {
        const rows = await hw
          .selectFrom('problems')
          .select(['id', 'number'])
          .where('collection_id', '=', collection)
          .where('number', 'in', numbers)
          .execute();
        for (const r of rows) found.set(problemKey(collection, r.number), r.id);
      }
      return found;
    },
  };
}

function assignmentOfRow(r: {
  id: number;
  group_id: number;
  group_name: string;
  teacher_id: number;
  teacher_name: string;
  title: string;
  due_at: number;
  closed_at: number | null;
  created_at: number;
}): StoredAssignment {
  return {
    id: r.id,
    groupId: r.group_id,
    groupName: r.group_name,
    teacherId: r.teacher_id,
    teacherName: r.teacher_name,
    title: r.title,
    dueAt: Number(r.due_at),
    closedAt: r.closed_at === null ? null : Number(r.closed_at),
    createdAt: Number(r.created_at),
  };
}

function boardSize(data: string): number {
  try {
    const size = (JSON.parse(data) as { lu?: unknown }).lu;
    return typeof size === 'number' && size >= 2 && size <= 19 ? size : 19;
  } catch {
    return 19;
  }
}
