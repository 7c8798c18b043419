import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClassroomResponses, ClientMessage } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSite, type LiveUser, TestClient } from '../testing/test-live.ts';
import { startTestPostgres, type TestPostgres } from '../testing/test-postgres.ts';
import { startTestRedis, type TestRedis } from '../testing/test-redis.ts';

/** For the class socket tests: classes made and joined over HTTP and real WebSockets, as the page does. */

const auth = (user: LiveUser) => ({ authorization: `JWT ${user.token}` });

async function createClass(site: LiveSite, teacher: LiveUser, name: string): Promise<Response> {
  return fetch(`${site.url}/jwt/createclass/`, {
    method: 'POST',
    headers: auth(teacher),
    body: new URLSearchParams({ name }),
  });
}

async function newClass(site: LiveSite, teacher: LiveUser, name = 'Tuesday'): Promise<number> {
  const res = await createClass(site, teacher, name);
  if (!res.ok) throw new Error(`createclass: ${res.status} ${await res.text()}`);
  return ((await res.json()) as ClassroomResponses['createClass']).classid;
}

async function classInfo(site: LiveSite, user: LiveUser, classId: number) {
  const res = await fetch(`${site.url}/jwt/class/${classId}/`, { headers: auth(user) });
  if (!res.ok) throw new Error(`class ${classId}: ${res.status} ${await res.text()}`);
  return (await res.json()) as ClassroomResponses['getClass'];
}

/** Opens the class page's socket as `user`; answers it with the class state it was sent. */
async function joinClass(site: LiveSite, user: LiveUser, classId: number) {
  const info = await classInfo(site, user, classId);
  const client = await TestClient.connect(info.sockethost);
  client.send({ cmd: 'init_user', pkey: `class:${classId}`, userkey: info.userkey } satisfies ClientMessage);
  await client.next('connected');
  const state = await client.next('class_state');
  return { client, state };
}

const batch = { stroke: 1, mode: 'draw', points: [{ x: 0.25, y: 0.5, c: '#e53935' }], end: true } as const;

describe('a class over real sockets: a teacher and three students on one process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tengen-class-'));
  let site: LiveSite;
  let teacher: LiveUser;
  let students: LiveUser[];
  let classId: number;
  let tea: TestClient;
  let stu: TestClient[];
  beforeAll(async () => {
    site = await LiveSite.start(undefined, dir);
    teacher = await site.register('cls_teacher');
    students = [
      await site.register('cls_ann'),
      await site.register('cls_ben'),
      await site.register('cls_cy'),
    ];
    classId = await newClass(site, teacher);
    tea = (await joinClass(site, teacher, classId)).client;
    stu = [];
    for (const s of students) stu.push((await joinClass(site, s, classId)).client);
  });
  afterAll(async () => {
    for (const c of [tea, ...stu]) c?.close();
    await site?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a bad name and an unknown class, lets a guest watch, and lists the class for teacher and students', async () => {
    expect((await createClass(site, teacher, '')).status).toBe(400);
    expect((await createClass(site, teacher, 'x'.repeat(41))).status).toBe(400);
    expect(
      (
        await fetch(`${site.url}/jwt/class/${classId + 50}/`, {
          headers: { authorization: `JWT ${teacher.token}` },
        })
      ).status,
    ).toBe(404);
    const info = await classInfo(site, teacher, classId);
    expect(info).toMatchObject({
      classid: classId,
      name: 'Tuesday',
      teacher: 'cls_teacher',
      isTeacher: true,
    });
    const lost = await TestClient.connect(info.sockethost);
    lost.send({ cmd: 'init_user', pkey: `class:${classId + 50}`, userkey: info.userkey });
    expect(await lost.next('error')).toMatchObject({ code: 'NO_SUCH_CLASS', replyTo: 'init_user' });
    lost.close();
    // A guest's userkey (the lobby's, signed for play 0) opens a class to watch, and joins nothing.
    const lobby = (await (await fetch(`${site.url}/api/lobby/`)).json()) as { userkey: string };
    const guest = await TestClient.connect(info.sockethost);
    guest.send({ cmd: 'init_user', pkey: `class:${classId}`, userkey: lobby.userkey });
    expect((await guest.next('class_state')).role).toBe('guest');
    guest.close();
    const mine = await (
      await fetch(`${site.url}/jwt/myclasses/`, { headers: { authorization: `JWT ${students[0]!.token}` } })
    ).json();
    expect(mine).toMatchObject({ teaching: [], joined: [{ classid: classId, teacher: 'cls_teacher' }] });
  });

  it("drives every student's board with the teacher's moves and going back", async () => {
    tea.send({ cmd: 'class_board', op: { op: 'play', point: 'pd', color: 1 } });
    tea.send({ cmd: 'class_board', op: { op: 'play', point: 'dd', color: 2 } });
    tea.send({ cmd: 'class_board', op: { op: 'prev' } });
    for (const s of stu) {
      expect(await s.next('class_board')).toEqual({
        cmd: 'class_board',
        seq: 1,
        op: { op: 'play', point: 'pd', color: 1 },
      });
      expect((await s.next('class_board')).seq).toBe(2);
      expect(await s.next('class_board')).toEqual({ cmd: 'class_board', seq: 3, op: { op: 'prev' } });
    }
    tea.send({ cmd: 'class_board', op: { op: 'play', point: 'pd', color: 2 } });
    expect(await tea.next('error')).toMatchObject({ code: 'NOT_ALLOWED', replyTo: 'class_board' });
    stu[0]!.send({ cmd: 'class_board', op: { op: 'next' } });
    expect(await stu[0]!.next('error')).toMatchObject({ code: 'NOT_ALLOWED', replyTo: 'class_board' });
    stu[0]!.send({ cmd: 'class_board', op: { op: 'play', point: 'zz', color: 1 } });
    expect(await stu[0]!.next('error')).toMatchObject({ code: 'BAD_FIELD' });
    expect((await site.store.classes.classById(classId))?.seq).toBe(3);
    tea.send({ cmd: 'class_board', op: { op: 'next' } });
    expect((await stu[2]!.next('class_board')).seq).toBe(4);
  });

  it('runs a vote: students pick once, the teacher sees counts live, the reveal reaches everyone', async () => {
    tea.send({ cmd: 'class_vote_start', choices: ['pd', 'qq'] });
    expect(await tea.next('error')).toMatchObject({ code: 'NOT_EMPTY', replyTo: 'class_vote_start' });
    stu[0]!.send({ cmd: 'class_vote_start', choices: [] });
    expect(await stu[0]!.next('error')).toMatchObject({ code: 'NOT_ALLOWED' });
    tea.send({ cmd: 'class_vote_start', choices: ['qq', 'cc'] });
    for (const s of stu)
      expect((await s.next('class_vote_started')).vote).toMatchObject({
        no: 1,
        open: true,
        lettered: true,
        points: ['qq', 'cc'],
        counts: null,
      });
    stu[0]!.send({ cmd: 'class_vote', no: 1, point: 'qq' });
    expect(await stu[0]!.next('class_vote_mine')).toEqual({ cmd: 'class_vote_mine', no: 1, point: 'qq' });
    expect(await tea.next('class_vote_counts')).toEqual({
      cmd: 'class_vote_counts',
      no: 1,
      counts: { qq: 1 },
      total: 1,
    });
    stu[0]!.send({ cmd: 'class_vote', no: 1, point: 'cc' });
    expect(await stu[0]!.next('error')).toMatchObject({ code: 'ALREADY_VOTED' });
    stu[1]!.send({ cmd: 'class_vote', no: 1, point: 'pd' });
    expect(await stu[1]!.next('error')).toMatchObject({ code: 'NOT_A_CHOICE' });
    stu[1]!.send({ cmd: 'class_vote', no: 2, point: 'cc' });
    expect(await stu[1]!.next('error')).toMatchObject({ code: 'NO_VOTE' });
    stu[1]!.send({ cmd: 'class_vote', no: 1, point: 'cc' });
    expect(await tea.next('class_vote_counts')).toMatchObject({ counts: { qq: 1, cc: 1 }, total: 2 });
    tea.send({ cmd: 'class_vote', no: 1, point: 'cc' });
    expect(await tea.next('error')).toMatchObject({ code: 'NOT_ALLOWED' });
    tea.send({ cmd: 'class_vote_stop', answer: 'dd' });
    expect(await tea.next('error')).toMatchObject({ code: 'NOT_A_CHOICE' });
    tea.send({ cmd: 'class_vote_stop', answer: 'qq' });
    for (const c of [tea, ...stu])
      expect((await c.next('class_vote_ended')).vote).toMatchObject({
        no: 1,
        open: false,
        answer: 'qq',
        counts: { qq: 1, cc: 1 },
      });
    stu[2]!.send({ cmd: 'class_vote', no: 1, point: 'qq' });
    expect(await stu[2]!.next('error')).toMatchObject({ code: 'NO_VOTE' });
    expect(await site.store.classes.voteCounts(classId, 1)).toEqual({ qq: 1, cc: 1 });
  });

  it("sends the teacher's pen to the students, bounded, and clears it", async () => {
    tea.send({ cmd: 'class_pen', batch });
    for (const s of stu) expect((await s.next('class_pen')).batch).toEqual(batch);
    const tooMany = { ...batch, points: Array.from({ length: 61 }, () => ({ x: 0.5, y: 0.5, c: '' })) };
    tea.send({ cmd: 'class_pen', batch: tooMany });
    expect(await tea.next('error')).toMatchObject({ code: 'BAD_FIELD', replyTo: 'class_pen' });
    stu[1]!.send({ cmd: 'class_pen', batch });
    expect(await stu[1]!.next('error')).toMatchObject({ code: 'NOT_ALLOWED' });
    expect(await site.store.classes.penOf(classId, 1000)).toEqual([batch]);
  });

  it('hands out SGF text, a game and a problem, refusing what cannot be read, and keeps the limits', async () => {
    const base = (await site.store.classes.classById(classId))!;
    tea.send({ cmd: 'class_load', sgf: 'not a record' });
    expect(await tea.next('error')).toMatchObject({ code: 'BAD_RECORD', replyTo: 'class_load' });
    tea.send({ cmd: 'class_load_game', playid: 999 });
    expect(await tea.next('error')).toMatchObject({ code: 'NO_SUCH_PLAY', replyTo: 'class_load_game' });
    tea.send({ cmd: 'class_load_problem', problemid: 999_999 });
    expect(await tea.next('error')).toMatchObject({ code: 'BAD_RECORD', replyTo: 'class_load_problem' });
    stu[0]!.send({ cmd: 'class_load', sgf: '(;SZ[9];B[ee])' });
    expect(await stu[0]!.next('error')).toMatchObject({ code: 'NOT_ALLOWED' });
    expect((await site.store.classes.classById(classId))?.seq).toBe(base.seq);

    tea.send({ cmd: 'class_load', sgf: '(;SZ[9]AB[cc];B[ee];W[gg])' });
    const loaded = await stu[1]!.next('class_loaded');
    expect(loaded.record).toEqual({ lu: 9, content: [['cc'], []], pos: ['ee', 'gg'], blackfirst: true });
    const play = await site.store.createPlay({
      boardSize: 13,
      mainMinutes: 10,
      byoyomiSeconds: 30,
      byoyomiPeriods: 3,
      blackId: teacher.id,
      whiteId: students[1]!.id,
      startsAt: Date.now(),
      createdAt: Date.now(),
    });
    tea.send({ cmd: 'class_load_game', playid: play.id });
    expect((await stu[1]!.next('class_loaded')).record).toMatchObject({ lu: 13, pos: [] });

    // At the limits: a change past the stored changes, a pen batch past the stored points.
    const now = (await site.store.classes.classById(classId))!;
    const full = Array.from({ length: 1000 }, () => ({ op: 'clear_symbols' }) as const);
    const seq = (await site.store.classes.change(classId, now.seq, {
      ops: full,
      pen: { batch, points: 4999 },
    }))!;
    tea.send({ cmd: 'class_board', op: { op: 'play', point: 'dd', color: 1 } });
    expect(await tea.next('error')).toMatchObject({ code: 'CLASS_LIMIT', replyTo: 'class_board' });
    tea.send({ cmd: 'class_pen', batch: { ...batch, points: [batch.points[0], batch.points[0]] } });
    expect(await tea.next('error')).toMatchObject({ code: 'CLASS_LIMIT', replyTo: 'class_pen' });
    expect((await site.store.classes.classById(classId))?.seq).toBe(seq);
    // Back as the later tests expect it: the board and the vote of the first tests (a hand-out
    // puts the vote away), one stroke.
    await site.store.classes.change(classId, seq, {
      record: base.record,
      ops: base.ops,
      clearPen: true,
      ...(base.vote ? { vote: base.vote } : {}),
    });
    await site.store.classes.change(classId, seq + 1, { pen: { batch, points: 1 } });
  });

  it('gives a student who comes back the board, the vote with their pick and the strokes, after a restart too', async () => {
    const check = (state: Awaited<ReturnType<typeof joinClass>>['state']) => {
      expect(state.role).toBe('student');
      expect(state.ops.map((o) => o.op)).toEqual(['play', 'play', 'prev', 'next']);
      expect(state.vote).toMatchObject({
        no: 1,
        open: false,
        mine: 'qq',
        counts: { qq: 1, cc: 1 },
        answer: 'qq',
      });
      expect(state.pen).toEqual([batch]);
    };
    stu[0]!.close();
    const back = await joinClass(site, students[0]!, classId);
    check(back.state);
    back.client.close();
    for (const c of [tea, ...stu]) c.close();
    await site.stop();
    site = await LiveSite.start(undefined, dir);
    const again = await joinClass(site, students[0]!, classId);
    check(again.state);
    tea = (await joinClass(site, teacher, classId)).client;
    tea.send({ cmd: 'class_pen_clear' });
    expect(await again.client.next('class_pen_cleared')).toMatchObject({ cmd: 'class_pen_cleared' });
    expect(await site.store.classes.penOf(classId, 1000)).toEqual([]);
    stu = [again.client];
  });
});

describe('a class across two processes joined by Redis, on PostgreSQL', () => {
  let postgres: TestPostgres;
  let redis: TestRedis;
  let sites: LiveSite[] = [];
  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startTestPostgres(), startTestRedis()]);
    const env = {
      DATABASE_URL: await postgres.createDatabase(),
      REDIS_URL: redis.url,
      TENGEN_SECRET: 'a-secret-both-processes-of-the-class-share',
    };
    sites = [await LiveSite.start(undefined, undefined, {}, undefined, env)];
    sites.push(await LiveSite.start(undefined, undefined, {}, undefined, env));
  });
  afterAll(async () => {
    for (const site of sites) await site.destroy();
    await redis?.stop();
    await postgres?.stop();
  });

  it('reaches a student on the other process, and their vote reaches the teacher', async () => {
    const [a, b] = sites as [LiveSite, LiveSite];
    const teacher = await a.register('far_teacher');
    const ann = await b.register('far_ann');
    const ben = await a.register('far_ben');
    const classId = await newClass(a, teacher, 'Across');
    const tea = (await joinClass(a, teacher, classId)).client;
    const far = (await joinClass(b, ann, classId)).client;
    const near = (await joinClass(a, ben, classId)).client;
    tea.send({ cmd: 'class_board', op: { op: 'play', point: 'dp', color: 1 } });
    expect(await far.next('class_board')).toEqual({
      cmd: 'class_board',
      seq: 1,
      op: { op: 'play', point: 'dp', color: 1 },
    });
    expect((await near.next('class_board')).seq).toBe(1);
    tea.send({ cmd: 'class_vote_start', choices: [] });
    const started = await far.next('class_vote_started');
    expect(started.vote.points).toHaveLength(360);
    far.send({ cmd: 'class_vote', no: 1, point: 'pp' });
    expect(await tea.next('class_vote_counts')).toEqual({
      cmd: 'class_vote_counts',
      no: 1,
      counts: { pp: 1 },
      total: 1,
    });
    far.send({ cmd: 'class_vote', no: 1, point: 'dp' });
    expect(await far.next('error')).toMatchObject({ code: 'NOT_A_CHOICE' });
    tea.send({ cmd: 'class_pen', batch });
    expect((await far.next('class_pen')).batch).toEqual(batch);
    // Measured, not asserted: a pen batch stored on one process and heard on the other.
    const penFrom = performance.now();
    for (let i = 0; i < 20; i++) {
      tea.send({ cmd: 'class_pen', batch: { ...batch, stroke: 2 + i } });
      await far.next('class_pen');
    }
    console.log(
      `class pen batch across processes: ${((performance.now() - penFrom) / 20).toFixed(1)} ms each`,
    );
    for (const c of [tea, far, near]) c.close();
  });
});
