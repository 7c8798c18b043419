import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ProblemAttemptResponse,
  ProblemCollectionResponse,
  ProblemCollectionsResponse,
  ProblemProgressResponse,
  ProblemResponse,
} from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../storage/types.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { writeTestCollection } from '../testing/test-collection.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { loadCollections } from './collection-loading.ts';

const [sqlite] = testDatabases();

describe('problem routes', () => {
  let t: TestApp;
  let folder: string;
  let solver: { user: User; token: string };
  let ids: number[];
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    t = await startTestApp(sqlite);
    folder = mkdtempSync(join(tmpdir(), 'tengen-problems-'));
    writeTestCollection(folder);
    await loadCollections(t.store, folder, 1);
    ids = (await t.store.problems.problemsOf('basics')).map((p) => p.id);
    solver = await t.signUp({ username: 'solver' });
  });
  afterEach(async () => {
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const attempt = (form: Record<string, string>, token: string | null = solver.token) =>
    t.call('recordProblemAttempt', { rawForm: { ms: '4000', ...form }, ...(token ? { token } : {}) });
  const attemptCount = async () =>
    (await t.store.problems.progressOn(solver.user.id, ids[0]!))?.attempts ?? 0;

  it('shows collections, a collection and a problem to a guest, without progress', async () => {
    const list = (await t.call('getProblemCollections', {})).body as ProblemCollectionsResponse;
    expect(list.collections).toEqual([
      {
        id: 'basics',
        name: 'Basics',
        description: 'One of each kind',
        source: 'Tengen tests',
        licence: 'MIT',
        problems: 4,
        solved: null,
        attempted: null,
      },
    ]);
    const one = (await t.call('getProblemCollection', { params: { collection: 'basics' } }))
      .body as ProblemCollectionResponse;
    expect(one.problems.map((p) => [p.number, p.kind, p.status])).toEqual([
      [1, 'answer', 'none'],
      [2, 'choice', 'none'],
      [3, 'placement', 'none'],
      [4, 'replay', 'none'],
    ]);
    const problem = (await t.call('getProblem', { params: { collection: 'basics', number: 2 } }))
      .body as ProblemResponse;
    expect(problem).toMatchObject({
      number: 2,
      kind: 'choice',
      prompt: 'Which point is best?',
      previous: 1,
      next: 3,
      collection: { id: 'basics', name: 'Basics', source: 'Tengen tests' },
    });
    expect(problem.data.xds?.[0]).toEqual({ pt: 'ee', name: 'A', score: 100 });
  });

  it('records attempts judged from their moves and shows the progress everywhere', async () => {
    const wrong = await attempt({ problemid: String(ids[0]), result: 'wrong', moves: 'ea' });
    expect(wrong.status).toBe(200);
    const right = await attempt({ problemid: String(ids[0]), result: 'correct', moves: 'ba,ab', ms: '2500' });
    expect(right.body as ProblemAttemptResponse).toEqual({
      result: 'correct',
      progress: { attempts: 2, solved: 1, failed: 1, bestMs: 2500 },
    });
    expect((await attempt({ problemid: String(ids[0]), result: 'variation', moves: 'bc' })).status).toBe(200);
    expect((await attempt({ problemid: String(ids[1]), result: 'wrong', moves: 'gg' })).status).toBe(200);
    expect((await attempt({ problemid: String(ids[3]), result: 'correct', moves: 'cc,gg,cg' })).status).toBe(
      200,
    );

    const list = (await t.call('getProblemCollections', { token: solver.token }))
      .body as ProblemCollectionsResponse;
    expect(list.collections[0]).toMatchObject({ solved: 2, attempted: 3 });
    const one = (
      await t.call('getProblemCollection', { params: { collection: 'basics' }, token: solver.token })
    ).body as ProblemCollectionResponse;
    expect(one.problems.map((p) => p.status)).toEqual(['solved', 'failed', 'none', 'solved']);
    const progress = (await t.call('getProblemProgress', { params: { username: 'solver' } }))
      .body as ProblemProgressResponse;
    expect(progress).toEqual({
      username: 'solver',
      collections: [
        { collection: 'basics', name: 'Basics', problems: 4, solved: 2, failed: 1, attempts: 5, ms: 18500 },
      ],
    });
  });

  it.each([
    [
      'a correct the moves do not make',
      { result: 'correct', moves: 'ba' },
      400,
      /do not make the attempt correct/,
    ],
    ['a variation on an ok line', { result: 'variation', moves: 'ba,ab' }, 400, /do not make/],
    ['a result that is not one', { result: 'solved', moves: 'ba,ab' }, 400, /result/],
    ['moves that are not points', { result: 'wrong', moves: 'zz9' }, 400, /moves/],
    ['too many moves', { result: 'wrong', moves: Array(201).fill('aa').join(',') }, 400, /moves/],
    ['a negative time', { result: 'wrong', moves: 'ea', ms: '-1' }, 400, /ms/],
    ['a time over a day', { result: 'wrong', moves: 'ea', ms: '86400001' }, 400, /ms/],
    [
      'an assignment it does not count for',
      { result: 'correct', moves: 'ba,ab', assignment: '7' },
      403,
      /assignment/,
    ],
  ])('refuses %s and records nothing', async (_, form, status, message) => {
    const answer = await attempt({ problemid: String(ids[0]), ...form });
    expect(answer.status).toBe(status);
    expect((answer.body as { message: string }).message).toMatch(message);
    expect(await attemptCount()).toBe(0);
  });

  it('keeps an attempt for an assignment it counts for, with the assignment named', async () => {
    const teacher = await t.signUp({ username: 'teacher_t' });
    const group = await t.store.homework.createGroup(
      { teacherId: teacher.user.id, name: 'Tuesday', studentIds: [solver.user.id], at: 1 },
      30,
    );
    if (!group.ok) throw new Error('no group');
    const made = await t.store.homework.createAssignment(
      {
        groupId: group.value,
        teacherId: teacher.user.id,
        title: 'Week 1',
        dueAt: t.clock.now + 1e6,
        problemIds: [ids[0]!],
        at: 2,
      },
      100,
    );
    if (!made.ok) throw new Error('no assignment');
    const answer = await attempt({
      problemid: String(ids[0]),
      result: 'correct',
      moves: 'ba,ab',
      assignment: String(made.value),
    });
    expect(answer.status).toBe(200);
    expect(await t.store.homework.attemptsFor(made.value)).toMatchObject([
      { userId: solver.user.id, problemId: ids[0], result: 'correct', moves: 'ba,ab' },
    ]);
    const other = await attempt({
      problemid: String(ids[1]),
      result: 'wrong',
      moves: 'gg',
      assignment: String(made.value),
    });
    expect(other.status).toBe(403);
    expect(await t.store.homework.attemptsFor(made.value)).toHaveLength(1);
  });

  it('refuses a guest, an unknown problem, and unknown collections and numbers', async () => {
    const guest = await attempt({ problemid: String(ids[0]), result: 'wrong', moves: 'ea' }, null);
    expect(guest.status).toBe(401);
    const unknown = await attempt({ problemid: '999999', result: 'wrong', moves: 'ea' });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect(await attemptCount()).toBe(0);
    expect((await t.call('getProblemCollection', { params: { collection: 'nothing' } })).status).toBe(404);
    expect((await t.call('getProblem', { params: { collection: 'basics', number: 9 } })).status).toBe(404);
    expect((await t.call('getProblemProgress', { params: { username: 'nobody_here' } })).status).toBe(404);
  });

  it('refuses attempts past the limit a minute', async () => {
    for (let i = 0; i < 30; i++)
      expect((await attempt({ problemid: String(ids[0]), result: 'wrong', moves: 'ea' })).status).toBe(200);
    const over = await attempt({ problemid: String(ids[0]), result: 'wrong', moves: 'ea' });
    expect(over).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED' } });
    t.clock.now += 61_000;
    expect((await attempt({ problemid: String(ids[0]), result: 'wrong', moves: 'ea' })).status).toBe(200);
    expect(await attemptCount()).toBe(31);
  });
});
