import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUsers, testDatabases } from '../testing/test-databases.ts';
import { openStore } from './open-store.ts';
import type { CollectionToLoad, NewAttempt } from './problem-store.ts';
import type { Store } from './store.ts';

const data = (point: string) =>
  JSON.stringify({ lu: 19, blackfirst: true, content: [[], []], ok_answers: [[point]] });

// PostgreSQL's test database is emptied from the users down, so each test names its own collection.
let collectionId = 'basics';

function collection(hash: string, points: string[], prompt = 'Black to play'): CollectionToLoad {
  return {
    id: collectionId,
    name: 'Basics',
    description: 'First problems',
    source: 'a test',
    licence: 'MIT',
    position: 1,
    contentHash: hash,
    problems: points.map((p, i) => ({ number: i + 1, kind: 'answer', prompt, data: data(p) })),
  };
}

describe.each(testDatabases())('problems on $name', (engine) => {
  let store: Store;
  let solver: number;
  let other: number;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    store = await engine.newStore();
    [solver, other] = await createTestUsers(store, ['solver', 'other_solver']);
    collectionId = `basics-${Math.random().toString(36).slice(2, 10)}`;
  });
  afterEach(() => store.close());

  const attempt = (problemId: number, result: NewAttempt['result'], at: number, ms = 1000, userId = solver) =>
    store.problems.recordAttempt(
      { problemId, userId, result, moves: ['aa'], ms, assignmentId: null, at },
      30,
    );

  it('loads a collection once: the same file again changes nothing', async () => {
    expect(await store.problems.loadCollection(collection('h1', ['aa', 'bb', 'cc']), 100)).toBe('inserted');
    const first = await store.problems.problemsOf(collectionId);
    expect(await store.problems.loadCollection(collection('h1', ['aa', 'bb', 'cc']), 200)).toBe('unchanged');
    expect(await store.problems.problemsOf(collectionId)).toEqual(first);
    expect((await store.problems.collections()).filter((c) => c.id === collectionId)).toEqual([
      {
        id: collectionId,
        name: 'Basics',
        description: 'First problems',
        source: 'a test',
        licence: 'MIT',
        position: 1,
        problems: 3,
      },
    ]);
    expect(first.map((p) => p.number)).toEqual([1, 2, 3]);
  });

  it('updates a changed file in place by number: ids and progress stay, new numbers are added', async () => {
    await store.problems.loadCollection(collection('h1', ['aa', 'bb']), 100);
    const before = await store.problems.problemsOf(collectionId);
    await attempt(before[1]!.id, 'correct', 1000);
    const changed = collection('h2', ['ab', 'bc', 'cd'], 'White to play');
    expect(await store.problems.loadCollection({ ...changed, name: 'Basics 2' }, 300)).toBe('updated');
    const after = await store.problems.problemsOf(collectionId);
    expect(after.map((p) => p.id).slice(0, 2)).toEqual(before.map((p) => p.id));
    expect(after.map((p) => JSON.parse(p.data).ok_answers[0][0])).toEqual(['ab', 'bc', 'cd']);
    expect(after.every((p) => p.prompt === 'White to play')).toBe(true);
    expect((await store.problems.collectionById(collectionId))?.name).toBe('Basics 2');
    expect(await store.problems.progressOn(solver, before[1]!.id)).toMatchObject({ solved: 1 });
  });

  it('loads the same collection from two stores at once without doubling it', async () => {
    const location = await engine.newLocation();
    const [a, b] = [await openStore(location), await openStore(location)];
    try {
      const load = (s: Store) => s.problems.loadCollection(collection('h1', ['aa', 'bb']), 1);
      // Two SQLite connections in one thread would wait on each other's lock (better-sqlite3 is
      // synchronous); another process waits on busy_timeout. PostgreSQL's run truly at once.
      const outcomes =
        engine.name === 'postgres' ? await Promise.all([load(a), load(b)]) : [await load(a), await load(b)];
      expect(outcomes.sort()).toEqual(['inserted', 'unchanged']);
      expect((await a.problems.problemsOf(collectionId)).length).toBe(2);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('records attempts and keeps progress: attempts, solved, failed, the best time, per collection', async () => {
    await store.problems.loadCollection(collection('h1', ['aa', 'bb', 'cc']), 100);
    const [p1, p2] = await store.problems.problemsOf(collectionId);
    await attempt(p1!.id, 'wrong', 1000, 4000);
    await attempt(p1!.id, 'correct', 2000, 3000);
    await attempt(p1!.id, 'variation', 3000, 5000);
    const last = await attempt(p2!.id, 'wrong', 4000, 2000);
    expect(last).toEqual({
      ok: true,
      value: { problemId: p2!.id, attempts: 1, solved: 0, failed: 1, bestMs: null, lastResult: 'wrong' },
    });
    expect(await store.problems.progressOn(solver, p1!.id)).toEqual({
      problemId: p1!.id,
      attempts: 3,
      solved: 2,
      failed: 1,
      bestMs: 3000,
      lastResult: 'variation',
    });
    expect(await store.problems.progressByCollection(solver)).toEqual([
      { collectionId: collectionId, solved: 1, failed: 1, attempts: 4, ms: 14000 },
    ]);
    expect(await store.problems.progressByCollection(other)).toEqual([]);
    expect((await store.problems.progressIn(solver, collectionId)).length).toBe(2);
    expect(await store.problems.neighboursOf(collectionId, 2)).toEqual({ previous: 1, next: 3 });
    expect(await store.problems.neighboursOf(collectionId, 1)).toEqual({ previous: null, next: 2 });
  });

  it('counts every one of many attempts at once, and refuses past the limit a minute', async () => {
    await store.problems.loadCollection(collection('h1', ['aa']), 100);
    const [p1] = await store.problems.problemsOf(collectionId);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(p1!.id, 'wrong', 10_000 + i)),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await store.problems.progressOn(solver, p1!.id)).toMatchObject({ attempts: 12, failed: 12 });
    const limited = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        store.problems.recordAttempt(
          {
            problemId: p1!.id,
            userId: solver,
            result: 'wrong',
            moves: [],
            ms: 1,
            assignmentId: null,
            at: 20_000 + i,
          },
          20,
        ),
      ),
    );
    expect(limited.filter((r) => r.ok).length).toBe(8);
    expect(limited.filter((r) => !r.ok)).toEqual(Array(22).fill({ ok: false, error: 'RATE_LIMITED' }));
    expect(await store.problems.progressOn(solver, p1!.id)).toMatchObject({ attempts: 20 });
    expect((await attempt(p1!.id, 'wrong', 100_000, 1, other)).ok).toBe(true);
  });
});
