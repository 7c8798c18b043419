import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUsers, testDatabases } from '../testing/test-databases.ts';
import { type TestProblemRows, testProblemRows } from '../testing/test-problem-rows.ts';
import { problemKey } from './homework-types.ts';
import { openStore } from './open-store.ts';
import type { Store } from './store.ts';

describe.each(testDatabases())('homework on $name', (engine) => {
  let store: Store;
  let teacher: number;
  let ann: number;
  let ben: number;
  let outsider: number;
  let problems: number[];
  let rows: TestProblemRows;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    const location = await engine.newLocation();
    store = await openStore(location);
    rows = testProblemRows(location);
    [teacher, ann, ben, outsider] = await createTestUsers(store, [
      'hw_teacher',
      'hw_ann',
      'hw_ben',
      'hw_out',
    ]);
    problems = await rows.addCollection('basics', 4);
  });
  afterEach(async () => {
    await rows.close();
    await store.close();
  });

  const group = async (studentIds = [ann, ben], limit = 30) =>
    store.homework.createGroup({ teacherId: teacher, name: 'Tuesday', studentIds, at: 10 }, limit);
  const assign = async (groupId: number, problemIds = problems.slice(0, 3), limit = 100) =>
    store.homework.createAssignment(
      { groupId, teacherId: teacher, title: 'Week 1', dueAt: 5000, problemIds, at: 20 },
      limit,
    );
  const attempt = (
    userId: number,
    problemId: number,
    result: 'correct' | 'wrong',
    moves: string,
    assignmentId: number | null,
    at = 100,
  ) => rows.addAttempt({ userId, problemId, result, moves, assignmentId, at });

  it('grants, lists and revokes the teacher role once', async () => {
    expect(await store.homework.isGrantedTeacher(teacher)).toBe(false);
    expect(await store.homework.grantTeacher(teacher, 5)).toBe(true);
    expect(await store.homework.grantTeacher(teacher, 6)).toBe(false);
    expect(await store.homework.grantedTeachers()).toEqual([
      { userId: teacher, username: 'hw_teacher', grantedAt: 5 },
    ]);
    expect(await store.homework.revokeTeacher(teacher)).toBe(true);
    expect(await store.homework.revokeTeacher(teacher)).toBe(false);
    expect(await store.homework.isGrantedTeacher(teacher)).toBe(false);
  });

  it('makes a group with its students and changes them', async () => {
    const made = await group([ben, ann, ann]);
    if (!made.ok) throw new Error('not made');
    expect(await store.homework.groupsOf(teacher)).toEqual([
      {
        id: made.value,
        teacherId: teacher,
        name: 'Tuesday',
        createdAt: 10,
        students: [
          { id: ann, username: 'hw_ann' },
          { id: ben, username: 'hw_ben' },
        ],
      },
    ]);
    await store.homework.updateGroup(made.value, 'Wednesday', [ben, outsider], 11);
    const changed = await store.homework.groupById(made.value);
    expect(changed?.name).toBe('Wednesday');
    expect(changed?.students.map((s) => s.username)).toEqual(['hw_ben', 'hw_out']);
    expect(await store.homework.isStudent(made.value, ann)).toBe(false);
    expect(await store.homework.isStudent(made.value, outsider)).toBe(true);
    expect(await store.homework.groupById(made.value + 99)).toBeNull();
  });

  it('refuses a group past the limit and makes nothing', async () => {
    expect((await group([ann], 1)).ok).toBe(true);
    expect(await group([ben], 1)).toEqual({ ok: false, error: 'LIMIT' });
    expect((await store.homework.groupsOf(teacher)).length).toBe(1);
  });

  it('gives an assignment its problems in order, lists it for the teacher and its students', async () => {
    const g = await group();
    if (!g.ok) throw new Error('no group');
    const made = await assign(g.value, [problems[2], problems[0], problems[1]]);
    if (!made.ok) throw new Error('not made');
    const shown = await store.homework.assignmentById(made.value);
    expect(shown).toMatchObject({
      id: made.value,
      groupId: g.value,
      groupName: 'Tuesday',
      teacherName: 'hw_teacher',
      title: 'Week 1',
      dueAt: 5000,
      closedAt: null,
    });
    expect(shown?.problems.map((p) => p.number)).toEqual([3, 1, 2]);

    await attempt(ann, problems[2], 'wrong', 'ba', made.value, 101);
    await attempt(ann, problems[2], 'correct', 'aa', made.value, 102);
    await attempt(ann, problems[2], 'correct', 'aa', made.value, 103);
    await attempt(ann, problems[0], 'wrong', 'bb', made.value, 104);
    // Practice, outside the assignment: not counted.
    await attempt(ann, problems[1], 'correct', 'aa', null, 105);
    const [mine] = await store.homework.assignmentsOfStudent(ann);
    expect(mine).toMatchObject({ id: made.value, problemCount: 3, solved: 1 });
    expect((await store.homework.assignmentsOfStudent(ben))[0]).toMatchObject({ solved: 0 });
    expect(await store.homework.assignmentsOfStudent(outsider)).toEqual([]);
    expect((await store.homework.assignmentsOfTeacher(teacher))[0]).toMatchObject({ problemCount: 3 });
    expect(
      (await store.homework.attemptsFor(made.value)).map((a) => [a.problemId, a.result, a.moves]),
    ).toEqual([
      [problems[2], 'wrong', 'ba'],
      [problems[2], 'correct', 'aa'],
      [problems[2], 'correct', 'aa'],
      [problems[0], 'wrong', 'bb'],
    ]);
  });

  it('counts an attempt only for a student, a problem of it and while it is open', async () => {
    const g = await group([ann]);
    if (!g.ok) throw new Error('no group');
    const made = await assign(g.value, [problems[0]]);
    if (!made.ok) throw new Error('not made');
    expect(await store.homework.attemptCounts(made.value, ann, problems[0])).toBe(true);
    expect(await store.homework.attemptCounts(made.value, outsider, problems[0])).toBe(false);
    expect(await store.homework.attemptCounts(made.value, ann, problems[1])).toBe(false);
    expect(await store.homework.attemptCounts(made.value + 1, ann, problems[0])).toBe(false);
    expect(await store.homework.closeAssignment(made.value, 30)).toBe(true);
    expect(await store.homework.closeAssignment(made.value, 31)).toBe(false);
    expect((await store.homework.assignmentById(made.value))?.closedAt).toBe(30);
    expect(await store.homework.attemptCounts(made.value, ann, problems[0])).toBe(false);
  });

  it('edits an assignment and refuses one past the open limit', async () => {
    const g = await group();
    if (!g.ok) throw new Error('no group');
    const first = await assign(g.value, problems.slice(0, 2), 1);
    if (!first.ok) throw new Error('not made');
    expect(await assign(g.value, problems.slice(0, 1), 1)).toEqual({ ok: false, error: 'LIMIT' });
    await store.homework.updateAssignment(first.value, {
      title: 'Week 2',
      dueAt: 9000,
      problemIds: [problems[3]],
    });
    const edited = await store.homework.assignmentById(first.value);
    expect(edited).toMatchObject({ title: 'Week 2', dueAt: 9000 });
    expect(edited?.problems.map((p) => p.number)).toEqual([4]);
    await store.homework.closeAssignment(first.value, 40);
    expect((await assign(g.value, problems.slice(0, 1), 1)).ok).toBe(true);
  });

  it('finds problems by collection and number', async () => {
    const found = await store.homework.problemIds([
      { collection: 'basics', number: 2 },
      { collection: 'basics', number: 9 },
      { collection: 'nowhere', number: 1 },
    ]);
    expect(found).toEqual(new Map([[problemKey('basics', 2), problems[1]]]));
  });
});
