/**
 * The answers of an open assignment's problems stay on the server, over real HTTP: its students
 * get the problem without answer lines (on the solving page and in the collection's list) and
 * are judged move by move; everyone else, and the students once it is closed, get the answers.
 */
import type { ProblemCollectionResponse, ProblemMoveResponse, ProblemResponse } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSite, type LiveUser } from '../testing/test-live.ts';

describe('answers kept from the students of an open assignment', () => {
  let site: LiveSite;
  let teacher: LiveUser;
  let ann: LiveUser;
  let outsider: LiveUser;
  let assignmentid: number;

  const get = async (path: string, user: LiveUser | null) => {
    const res = await fetch(`${site.url}${path}`, {
      headers: user ? { authorization: `JWT ${user.token}` } : {},
    });
    return { status: res.status, text: await res.text() };
  };
  const post = async (path: string, form: Record<string, string>, user: LiveUser) => {
    const res = await fetch(`${site.url}${path}`, {
      method: 'POST',
      headers: { authorization: `JWT ${user.token}` },
      body: new URLSearchParams(form),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const problem = async (number: number, user: LiveUser | null) =>
    JSON.parse((await get(`/jwt/problem/cho-elementary/${number}/`, user)).text) as ProblemResponse;
  const move = (problemid: number, moves: string[], user: LiveUser) =>
    post('/jwt/problemmove/', { problemid: String(problemid), moves: moves.join(',') }, user);

  beforeAll(async () => {
    site = await LiveSite.start();
    teacher = await site.register('sensei');
    ann = await site.register('ann');
    outsider = await site.register('cid');
    await site.store.homework.grantTeacher(teacher.id, Date.now());
    const group = await post('/jwt/homework/creategroup/', { name: 'Tuesday', students: 'ann' }, teacher);
    const made = await post(
      '/jwt/homework/createassignment/',
      {
        groupid: String(group.body.groupid),
        title: 'Week 1',
        problems: 'cho-elementary:1-2',
        due: String(Date.now() + 86_400_000),
      },
      teacher,
    );
    expect(made.status).toBe(200);
    assignmentid = made.body.assignmentid as number;
  }, 60_000);
  afterAll(() => site?.destroy());

  it('a student gets the problem and the collection without answer lines', async () => {
    const full = await problem(1, outsider);
    expect(full.data.ok_answers).toEqual([['ba', 'df']]);
    expect(full.assignment).toBeNull();

    const page = await get('/jwt/problem/cho-elementary/1/', ann);
    expect(page.text).not.toContain('"df"');
    const mine = JSON.parse(page.text) as ProblemResponse;
    expect(mine.assignment).toBe(assignmentid);
    expect(mine.data).toMatchObject({ ok_answers: [], change_answers: [], fail_answers: [] });
    expect(mine.data.content).toEqual(full.data.content);

    const list = JSON.parse(
      (await get('/jwt/problemcollection/cho-elementary/', ann)).text,
    ) as ProblemCollectionResponse;
    const byNumber = new Map(list.problems.map((p) => [p.number, p.data]));
    expect(byNumber.get(1)?.ok_answers).toEqual([]);
    expect(byNumber.get(2)?.fail_answers).toEqual([]);
    expect(byNumber.get(3)?.ok_answers.length).toBeGreaterThan(0); // not in the assignment
    // Guests and the teacher read them as before.
    expect((await problem(1, null)).data.ok_answers).toEqual([['ba', 'df']]);
    expect((await problem(1, teacher)).data.ok_answers).toEqual([['ba', 'df']]);
  });

  it('judges each move on the server and answers the reply', async () => {
    const id = (await problem(1, ann)).problemid;
    const right = await move(id, ['ba'], ann);
    expect(right).toEqual({
      status: 200,
      body: { now: 'doing', reply: 'df', after: 'correct', attempt: 'correct' } satisfies ProblemMoveResponse,
    });
    expect((await move(id, ['ba', 'df', 'aa'], ann)).body).toMatchObject({ now: 'wrong', attempt: 'wrong' });
    const second = (await problem(2, ann)).problemid;
    expect((await move(second, ['da'], ann)).body).toEqual({
      now: 'doing',
      reply: 'ba',
      after: 'wrong',
      attempt: 'wrong',
    });
    expect((await move(second, ['ss'], ann)).body).toMatchObject({ now: 'wrong', reply: null });
  });

  it('refuses moves on a problem whose answers are not kept, and bad moves', async () => {
    const id = (await problem(1, ann)).problemid;
    expect(await move(id, ['ba'], outsider)).toMatchObject({
      status: 403,
      body: { error: 'FORBIDDEN', message: 'problemid: not a problem of an open assignment of yours' },
    });
    expect(await move(id, ['ba', 'df'], ann)).toMatchObject({ status: 400 });
    expect(await move(id, [], ann)).toMatchObject({ status: 400 });
    expect((await move(999_999, ['ba'], ann)).status).toBe(404);
    const third = (await problem(3, ann)).problemid;
    expect((await move(third, ['eb'], ann)).status).toBe(403);
  });

  it('keeps a choice problem’s scores and judges the chosen point', async () => {
    const group = await post('/jwt/homework/creategroup/', { name: 'Skills', students: 'ann' }, teacher);
    const made = await post(
      '/jwt/homework/createassignment/',
      {
        groupid: String(group.body.groupid),
        title: 'Skills',
        problems: 'board-skills:1',
        due: String(Date.now() + 86_400_000),
      },
      teacher,
    );
    expect(made.status).toBe(200);
    const path = '/jwt/problem/board-skills/1/';
    const full = JSON.parse((await get(path, outsider)).text) as ProblemResponse;
    expect(full.data.xds?.map((x) => x.score)).toEqual([100, 0, 0]);
    const mine = JSON.parse((await get(path, ann)).text) as ProblemResponse;
    expect(mine.assignment).toBe(made.body.assignmentid);
    expect(mine.data.xds).toEqual(full.data.xds?.map((x) => ({ ...x, score: 0 })));
    expect((await move(mine.problemid, ['aa'], ann)).body).toEqual({
      now: 'wrong',
      reply: null,
      after: 'wrong',
      attempt: 'wrong',
    });
    expect((await move(mine.problemid, ['ba'], ann)).body).toMatchObject({
      now: 'correct',
      attempt: 'correct',
    });
    expect(await move(mine.problemid, ['ii'], ann)).toMatchObject({
      status: 400,
      body: { message: 'moves: expected one of the choices' },
    });
  });

  it('gives the students the answers once the assignment is closed', async () => {
    expect(
      (await post('/jwt/homework/closeassignment/', { assignmentid: String(assignmentid) }, teacher)).status,
    ).toBe(200);
    const after = await problem(1, ann);
    expect(after.assignment).toBeNull();
    expect(after.data.ok_answers).toEqual([['ba', 'df']]);
  });
});
