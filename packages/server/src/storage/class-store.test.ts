import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUsers, testDatabases } from '../testing/test-databases.ts';
import type { Store } from './store.ts';

describe.each(testDatabases())('classes on $name', (engine) => {
  let store: Store;
  let teacher: number;
  let ann: number;
  let ben: number;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    store = await engine.newStore();
    [teacher, ann, ben] = await createTestUsers(store, ['class_teacher', 'class_ann', 'class_ben']);
  });
  afterEach(() => store.close());

  const newClass = async (name = 'Tuesday', limit = 100) => {
    const made = await store.classes.createClass({ teacherId: teacher, name, at: 100 }, limit);
    if (!made.ok) throw new Error('not made');
    return made.value;
  };

  it('makes a class that starts on an empty board and lists it for its teacher and members', async () => {
    const id = await newClass();
    expect(await store.classes.classById(id)).toEqual({
      id,
      name: 'Tuesday',
      teacherId: teacher,
      teacher: 'class_teacher',
      createdAt: 100,
      seq: 0,
      record: null,
      ops: [],
      penPoints: 0,
      vote: null,
    });
    await store.classes.join(id, ann, 110);
    await store.classes.join(id, ann, 120);
    const mine = await store.classes.classesOf(teacher);
    expect(mine.teaching.map((c) => c.id)).toEqual([id]);
    expect(mine.joined).toEqual([]);
    expect((await store.classes.classesOf(ann)).joined).toEqual([
      { id, name: 'Tuesday', teacherId: teacher, teacher: 'class_teacher', createdAt: 100 },
    ]);
    expect(await store.classes.classesOf(ben)).toEqual({ teaching: [], joined: [] });
    expect(await store.classes.classById(id + 100)).toBeNull();
  });

  it('refuses a class past the limit', async () => {
    await newClass('a', 2);
    await newClass('b', 2);
    expect(await store.classes.createClass({ teacherId: teacher, name: 'c', at: 1 }, 2)).toEqual({
      ok: false,
      error: 'LIMIT',
    });
    expect((await store.classes.classesOf(teacher)).teaching.map((c) => c.name)).toEqual(['b', 'a']);
  });

  it('stores a change only from the seq it was read at', async () => {
    const id = await newClass();
    const ops = [{ op: 'play', point: 'pd', color: 1 } as const];
    expect(await store.classes.change(id, 0, { ops })).toBe(1);
    expect(await store.classes.change(id, 0, { ops: [] })).toBeNull();
    const record = { lu: 9, content: [['cc'], []], pos: ['ee'], blackfirst: true } as const;
    expect(await store.classes.change(id, 1, { record, ops: [] })).toBe(2);
    const stored = await store.classes.classById(id);
    expect(stored).toMatchObject({ seq: 2, record, ops: [] });
  });

  it('keeps pen batches in order, counts their points and clears them', async () => {
    const id = await newClass();
    const batch = (stroke: number, n: number) => ({
      stroke,
      mode: 'draw' as const,
      points: Array.from({ length: n }, (_, i) => ({ x: i / 10, y: 0.5, c: '#f00' })),
      end: false,
    });
    expect(await store.classes.change(id, 0, { pen: { batch: batch(1, 3), points: 3 } })).toBe(1);
    expect(await store.classes.change(id, 1, { pen: { batch: batch(1, 2), points: 2 } })).toBe(2);
    expect(await store.classes.change(id, 1, { pen: { batch: batch(2, 2), points: 2 } })).toBeNull();
    expect(await store.classes.penOf(id, 99)).toEqual([batch(1, 3), batch(1, 2)]);
    expect(await store.classes.penOf(id, 1)).toEqual([batch(1, 3)]);
    expect((await store.classes.classById(id))?.penPoints).toBe(5);
    expect(await store.classes.change(id, 2, { clearPen: true })).toBe(3);
    expect(await store.classes.penOf(id, 99)).toEqual([]);
    expect((await store.classes.classById(id))?.penPoints).toBe(0);
  });

  it('takes one pick per student while the vote is open, and counts them', async () => {
    const id = await newClass();
    const vote = { no: 1, open: true, lettered: true, points: ['pd', 'dp'], answer: '' };
    expect(await store.classes.vote(id, 1, ann, 'pd')).toEqual({ ok: false, error: 'NO_VOTE' });
    await store.classes.change(id, 0, { vote });
    expect(await store.classes.vote(id, 1, ann, 'pd')).toEqual({ ok: true, value: undefined });
    expect(await store.classes.vote(id, 1, ann, 'dp')).toEqual({ ok: false, error: 'ALREADY_VOTED' });
    expect(await store.classes.vote(id, 2, ben, 'dp')).toEqual({ ok: false, error: 'NO_VOTE' });
    expect(await store.classes.vote(id, 1, ben, 'dp')).toEqual({ ok: true, value: undefined });
    expect(await store.classes.voteCounts(id, 1)).toEqual({ dp: 1, pd: 1 });
    expect(await store.classes.voteOf(id, 1, ann)).toBe('pd');
    expect(await store.classes.voteOf(id, 1, teacher)).toBe('');
    await store.classes.change(id, 1, { vote: { ...vote, open: false, answer: 'pd' } });
    expect((await store.classes.classById(id))?.vote).toEqual({ ...vote, open: false, answer: 'pd' });
    expect(await store.classes.vote(id, 1, teacher, 'pd')).toEqual({ ok: false, error: 'NO_VOTE' });
    expect(await store.classes.voteCounts(id, 1)).toEqual({ dp: 1, pd: 1 });
  });
});
