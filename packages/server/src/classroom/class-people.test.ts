import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClassroomResponses, ClientMessage } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSite, type LiveUser, TestClient } from '../testing/test-live.ts';

/**
 * A class's chat, its list of who is present and its guests, over real sockets on one process;
 * and a hand-out putting the last vote's results away.
 */

async function newClass(site: LiveSite, teacher: LiveUser): Promise<number> {
  const res = await fetch(`${site.url}/jwt/createclass/`, {
    method: 'POST',
    headers: { authorization: `JWT ${teacher.token}` },
    body: new URLSearchParams({ name: 'Chatty' }),
  });
  return ((await res.json()) as ClassroomResponses['createClass']).classid;
}

/** Opens the class page's socket as `user`, or as a guest (no token) for null. */
async function joinClass(site: LiveSite, user: LiveUser | null, classId: number) {
  const headers: Record<string, string> = user ? { authorization: `JWT ${user.token}` } : {};
  const res = await fetch(`${site.url}/jwt/class/${classId}/`, { headers });
  if (!res.ok) throw new Error(`class ${classId}: ${res.status} ${await res.text()}`);
  const info = (await res.json()) as ClassroomResponses['getClass'];
  const client = await TestClient.connect(info.sockethost);
  client.send({ cmd: 'init_user', pkey: `class:${classId}`, userkey: info.userkey } satisfies ClientMessage);
  const connected = await client.next('connected');
  const state = await client.next('class_state');
  return { client, state, info, username: connected.username };
}

describe('a class chat, who is present, and guests who watch', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tengen-class-people-'));
  let site: LiveSite;
  let teacher: LiveUser;
  let ann: LiveUser;
  let ben: LiveUser;
  let classId: number;
  let tea: TestClient;
  let stu: TestClient;
  let guest: TestClient;
  let guestName: string;
  let benClient: TestClient;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    site = await LiveSite.start(undefined, dir);
    teacher = await site.register('chat_teacher');
    ann = await site.register('chat_ann');
    ben = await site.register('chat_ben');
    classId = await newClass(site, teacher);
    tea = (await joinClass(site, teacher, classId)).client;
    stu = (await joinClass(site, ann, classId)).client;
    clients.push(tea, stu);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await site?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets a guest watch: the board reaches them, they may not vote, chat or teach, and join nothing', async () => {
    const joined = await joinClass(site, null, classId);
    guest = joined.client;
    guestName = joined.username;
    clients.push(guest);
    expect(joined.info.isTeacher).toBe(false);
    expect(joined.state.role).toBe('guest');
    expect(guestName).toMatch(/^guest_/);
    tea.send({ cmd: 'class_board', op: { op: 'play', point: 'pd', color: 1 } });
    expect((await guest.next('class_board')).op).toEqual({ op: 'play', point: 'pd', color: 1 });
    tea.send({ cmd: 'class_vote_start', choices: [] });
    await guest.next('class_vote_started');
    guest.send({ cmd: 'class_vote', no: 1, point: 'dd' });
    expect(await guest.next('error')).toMatchObject({ code: 'GUEST_NOT_ALLOWED', replyTo: 'class_vote' });
    guest.send({ cmd: 'class_chat', text: 'hello' });
    expect(await guest.next('error')).toMatchObject({ code: 'GUEST_NOT_ALLOWED', replyTo: 'class_chat' });
    guest.send({ cmd: 'class_board', op: { op: 'prev' } });
    expect(await guest.next('error')).toMatchObject({ code: 'NOT_ALLOWED', replyTo: 'class_board' });
    expect(await site.store.classes.voteCounts(classId, 1)).toEqual({});
    tea.send({ cmd: 'class_vote_stop', answer: '' });
    await guest.next('class_vote_ended');
    expect((await site.store.classes.classById(classId))?.seq).toBe(3);
  });

  it('lists who is present, teacher first, and tells everyone when someone comes or goes', async () => {
    const list = (people: { username: string; role: string }[]) =>
      people.map((p) => `${p.role}:${p.username}`);
    const all = ['teacher:chat_teacher', 'student:chat_ann', `guest:${guestName}`];
    await tea.next('class_people', (m) => list(m.people as never).join() === all.join());
    const late = await joinClass(site, ben, classId);
    const withBen = ['teacher:chat_teacher', 'student:chat_ann', 'student:chat_ben', `guest:${guestName}`];
    for (const c of [tea, stu, guest, late.client])
      await c.next('class_people', (m) => list(m.people as never).join() === withBen.join());
    late.client.close();
    await stu.next('class_people', (m) => list(m.people as never).join() === all.join());
  });

  it("passes the chat to everyone under the game chat's rules, and gives a late joiner the last messages", async () => {
    stu.send({ cmd: 'class_chat', text: '  Why not the hane  ' });
    for (const c of [tea, stu, guest])
      expect((await c.next('class_chat')).chat).toMatchObject({
        User: 'chat_ann',
        Content: 'Why not the hane',
      });
    const refusals: [string, string][] = [
      ['   ', 'CHAT_EMPTY'],
      ['x'.repeat(101), 'CHAT_TOO_LONG'],
      ['look <here>', 'CHAT_FORBIDDEN_SYMBOL'],
      ['abc\u202Edef', 'CHAT_HIDDEN_CHARACTER'],
      ['again', 'CHAT_THROTTLED'],
    ];
    for (const [text, code] of refusals) {
      stu.send({ cmd: 'class_chat', text });
      expect(await stu.next('error')).toMatchObject({ code, replyTo: 'class_chat' });
    }
    // A hundred Chinese characters fit.
    tea.send({ cmd: 'class_chat', text: '好'.repeat(100) });
    expect((await stu.next('class_chat')).chat.Content).toBe('好'.repeat(100));
    const late = await joinClass(site, ben, classId);
    benClient = late.client;
    clients.push(late.client);
    expect((await late.client.next('class_chat')).chat.Content).toBe('Why not the hane');
    expect((await late.client.next('class_chat')).chat.Content).toBe('好'.repeat(100));
    expect(late.client.received.filter((m) => m.cmd === 'class_chat')).toEqual([]);
  });

  it('lets the teacher mute and unmute someone; no one else may', async () => {
    const said = (text: string) => (m: { chat: { User: string; Content: string } }) =>
      m.chat.User === 'chat_ben' && m.chat.Content === text;
    stu.send({ cmd: 'class_mute', username: 'chat_ben', muted: true });
    expect(await stu.next('error')).toMatchObject({ code: 'NOT_ALLOWED', replyTo: 'class_mute' });
    tea.send({ cmd: 'class_mute', username: 'chat_teacher', muted: true });
    expect(await tea.next('error')).toMatchObject({ code: 'NOT_ALLOWED', replyTo: 'class_mute' });
    tea.send({ cmd: 'class_mute', username: 'chat_ben', muted: true });
    await benClient.next('class_people', (m) => m.people.some((p) => p.username === 'chat_ben' && p.muted));
    benClient.send({ cmd: 'class_chat', text: 'can you hear me' });
    expect(await benClient.next('error')).toMatchObject({ code: 'CHAT_NOT_ALLOWED', replyTo: 'class_chat' });
    tea.send({ cmd: 'class_mute', username: 'chat_ben', muted: false });
    await benClient.next('class_people', (m) => m.people.some((p) => p.username === 'chat_ben' && !p.muted));
    benClient.send({ cmd: 'class_chat', text: 'can you hear me' });
    await tea.next('class_chat', said('can you hear me'));
  });

  it('puts the last vote away when a new board is handed out: a joiner gets no old result', async () => {
    tea.send({ cmd: 'class_vote_start', choices: [] });
    await stu.next('class_vote_started');
    stu.send({ cmd: 'class_vote', no: 2, point: 'qq' });
    await stu.next('class_vote_mine');
    tea.send({ cmd: 'class_load', sgf: '(;SZ[9];B[ee])' });
    await stu.next('class_loaded');
    const found = (await site.store.classes.classById(classId))!;
    expect(found.vote).toMatchObject({ no: 2, open: false, answer: '', points: [] });
    const late = await joinClass(site, ann, classId);
    clients.push(late.client);
    expect(late.state.vote).toBeNull();
    expect(late.state.record?.lu).toBe(9);
    // The next vote is numbered on.
    tea.send({ cmd: 'class_vote_start', choices: [] });
    expect((await late.client.next('class_vote_started')).vote.no).toBe(3);
  });
});
