import type { AssignmentResponse, HomeworkResponse } from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type StoreLocation } from '../storage/open-store.ts';
import type { User } from '../storage/types.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { type TestDatabase, testDatabases } from '../testing/test-databases.ts';
import { type TestProblemRows, testProblemRows } from '../testing/test-problem-rows.ts';
import { attemptCountsFor } from './assignment-check.ts';

const [sqlite] = testDatabases();
const DAY = 86_400_000;

describe('homework routes', () => {
  let t: TestApp;
  let rows: TestProblemRows;
  let location: StoreLocation;
  let problems: number[];
  type Person = { user: User; token: string };
  let teacher: Person;
  let granted: Person;
  let ann: Person;
  let ben: Person;
  let cid: Person;
  const engine: TestDatabase = {
    ...sqlite,
    async newStore() {
      location = await sqlite.newLocation();
      return openStore(location);
    },
  };
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    t = await startTestApp(engine);
    rows = testProblemRows(location);
    problems = await rows.addCollection('basics', 5);
    teacher = await t.signUp({ username: 'teacher', membership: 3 });
    granted = await t.signUp({ username: 'granted' });
    await t.store.homework.grantTeacher(granted.user.id, t.clock.now);
    ann = await t.signUp({ username: 'ann' });
    ben = await t.signUp({ username: 'ben' });
    cid = await t.signUp({ username: 'cid', membership: 2 });
  });
  afterEach(async () => {
    await rows.close();
    await t.close();
  });

  const makeGroup = async (token = teacher.token, students = 'ann, ben') => {
    const answer = await t.call('createHomeworkGroup', { form: { name: 'Tuesday', students }, token });
    expect(answer.status).toBe(200);
    return (answer.body as { groupid: number }).groupid;
  };
  const assign = (
    groupid: number,
    problemsText = 'basics:1-3',
    due = t.clock.now + 7 * DAY,
    token = teacher.token,
  ) => t.call('createAssignment', { form: { groupid, title: 'Week 1', problems: problemsText, due }, token });
  const madeAssignment = async (groupid: number) => {
    const answer = await assign(groupid);
    expect(answer.status).toBe(200);
    return (answer.body as { assignmentid: number }).assignmentid;
  };
  const homework = async (token: string) => (await t.call('getHomework', { token })).body as HomeworkResponse;
  const assignment = async (assignmentid: number, token: string) =>
    (await t.call('getAssignment', { params: { assignmentid }, token })).body as AssignmentResponse;

  it('lets a task-card member and a named teacher teach, and no one else', async () => {
    expect((await homework(teacher.token)).teacher).toBe(true);
    expect((await homework(granted.token)).teacher).toBe(true);
    expect((await homework(cid.token)).teacher).toBe(false);
    await makeGroup(granted.token);
    const refused = await t.call('createHomeworkGroup', {
      form: { name: 'Mine', students: 'ann' },
      token: cid.token,
    });
    expect(refused).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect((await homework(cid.token)).groups).toEqual([]);
    const groupid = (await homework(granted.token)).groups[0].groupid;
    expect(await assign(groupid, 'basics:1', t.clock.now + DAY, cid.token)).toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN' },
    });
    expect((await homework(granted.token)).teaching).toEqual([]);
  });

  it('gives a group homework its students see, open first, and the teacher sees who solved what', async () => {
    const groupid = await makeGroup();
    const first = await madeAssignment(groupid);
    const second = await madeAssignment(groupid);
    expect(
      (await t.call('closeAssignment', { form: { assignmentid: first }, token: teacher.token })).status,
    ).toBe(200);

    const annList = await homework(ann.token);
    expect(annList.assignments.map((a) => [a.assignmentid, a.closed === null])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect(annList.assignments[0]).toMatchObject({
      title: 'Week 1',
      teacher: 'teacher',
      groupname: 'Tuesday',
      problems: 3,
    });
    expect((await homework(cid.token)).assignments).toEqual([]);
    expect((await homework(teacher.token)).groups).toEqual([
      { groupid, name: 'Tuesday', students: ['ann', 'ben'] },
    ]);

    expect(await attemptCountsFor(t.store, second, ann.user.id, problems[0])).toBe(true);
    expect(await attemptCountsFor(t.store, second, cid.user.id, problems[0])).toBe(false);
    expect(await attemptCountsFor(t.store, second, ann.user.id, problems[4])).toBe(false);
    expect(await attemptCountsFor(t.store, first, ann.user.id, problems[0])).toBe(false);

    const due = t.clock.now + 7 * DAY;
    await rows.addAttempt({
      userId: ann.user.id,
      problemId: problems[0],
      result: 'wrong',
      moves: 'cb',
      assignmentId: second,
      at: due - 5,
    });
    await rows.addAttempt({
      userId: ann.user.id,
      problemId: problems[0],
      result: 'correct',
      moves: 'bb',
      assignmentId: second,
      at: due - 4,
    });
    await rows.addAttempt({
      userId: ann.user.id,
      problemId: problems[1],
      result: 'wrong',
      moves: 'cb,db',
      assignmentId: second,
      at: due - 3,
    });
    await rows.addAttempt({
      userId: ann.user.id,
      problemId: problems[1],
      result: 'wrong',
      moves: 'cb,db',
      assignmentId: second,
      at: due - 2,
    });
    await rows.addAttempt({
      userId: ben.user.id,
      problemId: problems[2],
      result: 'correct',
      moves: 'bb',
      assignmentId: second,
      at: due + 1,
    });

    const table = await assignment(second, teacher.token);
    expect(table.mine).toBe(true);
    expect(table.picks).toBe('basics:1-3');
    expect(table.results).toEqual([
      {
        userid: ann.user.id,
        username: 'ann',
        solved: 1,
        cells: [
          { state: 'solved', solvedAt: due - 4, late: false, attempts: 2, wrongMoves: ['cb'] },
          { state: 'wrong', solvedAt: null, late: false, attempts: 2, wrongMoves: ['cb,db'] },
          { state: 'none', solvedAt: null, late: false, attempts: 0, wrongMoves: [] },
        ],
      },
      {
        userid: ben.user.id,
        username: 'ben',
        solved: 1,
        cells: [
          { state: 'none', solvedAt: null, late: false, attempts: 0, wrongMoves: [] },
          { state: 'none', solvedAt: null, late: false, attempts: 0, wrongMoves: [] },
          { state: 'solved', solvedAt: due + 1, late: true, attempts: 1, wrongMoves: [] },
        ],
      },
    ]);
    const annView = await assignment(second, ann.token);
    expect(annView.results).toBeNull();
    expect(annView.problems.map((p) => [p.collection, p.number, p.mine])).toEqual([
      ['basics', 1, 'solved'],
      ['basics', 2, 'wrong'],
      ['basics', 3, 'none'],
    ]);
    expect(annView.assignment.solved).toBe(1);
    expect((await homework(ann.token)).assignments[0].solved).toBe(1);
  });

  it('refuses another group’s assignment, another teacher’s group, and changes nothing', async () => {
    const groupid = await makeGroup();
    const assignmentid = await madeAssignment(groupid);
    expect(await t.call('getAssignment', { params: { assignmentid }, token: cid.token })).toMatchObject({
      status: 404,
      body: { error: 'NOT_FOUND', message: `no assignment ${assignmentid}` },
    });
    expect(
      await t.call('editHomeworkGroup', {
        form: { groupid, name: 'Taken', students: 'cid' },
        token: granted.token,
      }),
    ).toMatchObject({ status: 404, body: { message: `no group ${groupid}` } });
    expect((await assign(groupid, 'basics:1', t.clock.now + DAY, granted.token)).status).toBe(404);
    expect(await t.call('closeAssignment', { form: { assignmentid }, token: ann.token })).toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN' },
    });
    expect(
      await t.call('editAssignment', {
        form: { assignmentid, title: 'Mine', problems: 'basics:5', due: t.clock.now + DAY },
        token: granted.token,
      }),
    ).toMatchObject({ status: 404 });
    const still = await assignment(assignmentid, teacher.token);
    expect([still.assignment.title, still.picks, still.assignment.closed]).toEqual([
      'Week 1',
      'basics:1-3',
      null,
    ]);
    expect((await homework(teacher.token)).groups[0].students).toEqual(['ann', 'ben']);
  });

  it('refuses unknown users, bad names, dates and problem sets, and over limits', async () => {
    const bad = async (
      name: Parameters<TestApp['call']>[0],
      form: Record<string, unknown>,
      message: string,
    ) => {
      const answer = await t.call(name, { form: form as never, token: teacher.token });
      expect(answer).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
      expect((answer.body as { message: string }).message).toContain(message);
    };
    await bad('createHomeworkGroup', { name: 'G', students: 'ann nobody ghost' }, 'no user nobody, ghost');
    await bad('createHomeworkGroup', { name: '  ', students: 'ann' }, 'name: it is empty');
    // A direction override would show "Group \u202Egnp.exe" reversed in every student's list.
    await bad(
      'createHomeworkGroup',
      { name: 'Group \u202Egnp.exe', students: 'ann' },
      'name: a hidden character',
    );
    await bad('createHomeworkGroup', { name: 'Gro\u200Bup', students: 'ann' }, 'name: a hidden character');
    await bad('createHomeworkGroup', { name: 'G', students: 'teacher' }, 'your own student');
    const crowd = Array.from({ length: 41 }, (_, i) => `s${i}`).join(',');
    await bad('createHomeworkGroup', { name: 'G', students: crowd }, 'at most 40');
    expect((await homework(teacher.token)).groups).toEqual([]);

    const groupid = await makeGroup();
    const now = t.clock.now;
    await bad(
      'createAssignment',
      { groupid, title: 'W', problems: 'basics:1', due: now - 1 },
      'passed already',
    );
    await bad(
      'createAssignment',
      { groupid, title: 'W', problems: 'basics:1', due: now + 400 * DAY },
      '366 days',
    );
    await bad('createAssignment', { groupid, title: 'W', problems: ' ; ', due: now + DAY }, 'at least one');
    await bad(
      'createAssignment',
      { groupid, title: 'W', problems: 'basics:4-9', due: now + DAY },
      'no problem basics:6, basics:7',
    );
    await bad(
      'createAssignment',
      { groupid, title: 'W', problems: 'other:1', due: now + DAY },
      'no problem other:1',
    );
    await bad(
      'createAssignment',
      { groupid, title: 'W', problems: 'basics one', due: now + DAY },
      '"basics one"',
    );
    await bad(
      'createAssignment',
      { groupid, title: 'W', problems: 'basics:1-31', due: now + DAY },
      'at most 30',
    );
    expect((await homework(teacher.token)).teaching).toEqual([]);

    for (let i = 1; i < 20; i++) await makeGroup();
    expect(
      await t.call('createHomeworkGroup', { form: { name: 'One more', students: '' }, token: teacher.token }),
    ).toMatchObject({
      status: 409,
      body: { error: 'CONFLICT' },
    });
    expect((await homework(teacher.token)).groups.length).toBe(20);
  });

  it('edits an assignment and its group, and refuses editing a closed one', async () => {
    const groupid = await makeGroup();
    const assignmentid = await madeAssignment(groupid);
    const due = t.clock.now + 3 * DAY;
    const edit = () =>
      t.call('editAssignment', {
        form: { assignmentid, title: 'Week 2', problems: 'basics:5,2', due },
        token: teacher.token,
      });
    expect((await edit()).status).toBe(200);
    const edited = await assignment(assignmentid, teacher.token);
    expect([edited.assignment.title, edited.assignment.due, edited.picks]).toEqual([
      'Week 2',
      due,
      'basics:5,2',
    ]);
    expect(
      (
        await t.call('editHomeworkGroup', {
          form: { groupid, name: 'Thursday', students: 'ben cid' },
          token: teacher.token,
        })
      ).status,
    ).toBe(200);
    expect((await homework(ann.token)).assignments).toEqual([]);
    expect((await homework(cid.token)).assignments.map((a) => a.groupname)).toEqual(['Thursday']);
    await t.call('closeAssignment', { form: { assignmentid }, token: teacher.token });
    expect(await edit()).toMatchObject({ status: 409 });
    expect(await t.call('closeAssignment', { form: { assignmentid }, token: teacher.token })).toMatchObject({
      status: 409,
    });
  });
});
