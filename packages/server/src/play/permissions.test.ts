/**
 * Every role against every action of this part (seed 000 section 6): only a signed-in user
 * sets their chat default, only user level 3 forbids chat, only an audit man gives a
 * referee verdict, and only in a competition game.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Play } from '../storage/types.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';

const [sqlite] = testDatabases();

const ROLES = ['guest', 'other', 'member', 'judge', 'appealMan', 'moderator'] as const;
type Role = (typeof ROLES)[number];
type Action = 'changeChat' | 'forbidChat' | 'refereeVerdict';

/** The expected status of each action for each role. */
const ALLOWED: Readonly<Record<Action, Readonly<Record<Role, number>>>> = {
  changeChat: { guest: 401, other: 200, member: 200, judge: 200, appealMan: 200, moderator: 200 },
  forbidChat: { guest: 401, other: 403, member: 403, judge: 403, appealMan: 403, moderator: 200 },
  refereeVerdict: { guest: 401, other: 403, member: 403, judge: 200, appealMan: 403, moderator: 403 },
};

describe('permissions', () => {
  let t: TestApp;
  let tokens: Record<Role, string | undefined>;
  let cupPlay: Play;
  let freePlay: Play;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    t = await startTestApp(sqlite, { rooms: 'recording' });
    const other = await t.signUp({ username: 'Other' });
    const member = await t.signUp({ username: 'Member' });
    const opponent = await t.signUp({ username: 'Opponent' });
    const judge = await t.signUp({ username: 'Judge', isAuditMan: true });
    const appealMan = await t.signUp({ username: 'AppealMan', isAppealMan: true });
    const moderator = await t.signUp({ username: 'Moderator', userLevel: 3 });
    await t.signUp({ username: 'Target' });
    tokens = {
      guest: undefined,
      other: other.token,
      member: member.token,
      judge: judge.token,
      appealMan: appealMan.token,
      moderator: moderator.token,
    };
    const cup = await t.store.createCompetition({ name: 'Kisei', maxPlayCount: 1, createdAt: 1 });
    const players = { blackId: member.user.id, whiteId: opponent.user.id, startsAt: 1, createdAt: 1 };
    cupPlay = await t.store.createPlay({ ...players, gameId: cup.id, round: 1 });
    freePlay = await t.store.createPlay(players);
  });
  afterEach(() => t.close());

  const act = (action: Action, role: Role) => {
    const token = tokens[role];
    if (action === 'changeChat') return t.call('changeChat', { token, form: { action: 'disable' } });
    if (action === 'forbidChat') return t.call('forbidChat', { token, form: { username: 'Target' } });
    return t.call('refereeVerdict', { token, form: { result: 'he', playid: cupPlay.id } });
  };

  const cases = (Object.keys(ALLOWED) as Action[]).flatMap((action) =>
    ROLES.map((role) => [action, role, ALLOWED[action][role]] as const),
  );

  it.each(cases)('%s by %s answers %i', async (action, role, status) => {
    const answer = await act(action, role);
    expect(answer.status).toBe(status);
    if (status === 200) expect(answer.body).toEqual({ result: 0 });
    else expect(answer.body).toEqual({ error: expect.any(String), message: expect.any(String) });
  });

  it('what the allowed actions did', async () => {
    await act('changeChat', 'member');
    expect((await t.store.userByName('Member'))?.chatDefault).toBe(false);
    await t.call('changeChat', { token: tokens.member, form: { action: 'enable' } });
    expect((await t.store.userByName('Member'))?.chatDefault).toBe(true);
    const target = await t.store.userByName('Target');
    expect(await t.store.isChatBanned(target?.id ?? 0, freePlay.id)).toBe(false);
    await act('forbidChat', 'moderator');
    expect(await t.store.isChatBanned(target?.id ?? 0, freePlay.id)).toBe(true);
    for (const [result, winner] of [
      ['black', 1],
      ['white', 2],
      ['he', 3],
    ] as const) {
      await t.call('refereeVerdict', { token: tokens.judge, form: { result, playid: cupPlay.id } });
      expect(t.verdicts.at(-1)).toEqual({ playId: cupPlay.id, winner, by: 'Judge' });
    }
  });

  it('a referee verdict: not in a free game, not after the end, not for a missing play', async () => {
    const verdict = (playid: number) =>
      t.call('refereeVerdict', { token: tokens.judge, form: { result: 'black', playid } });
    expect(await verdict(freePlay.id)).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect(await verdict(999)).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    await t.store.finishPlay(cupPlay.id, {
      result: 1,
      winType: 1,
      winNumber: 0,
      resultText: 'B+R',
      finalMoves: [],
      sgf: '',
      finishedAt: 2,
    });
    expect(await verdict(cupPlay.id)).toMatchObject({ status: 409, body: { error: 'CONFLICT' } });
    expect(t.verdicts).toEqual([]);
  });

  it('forbidding an unknown user is 404; forbidding oneself 400', async () => {
    const forbid = (username: string) =>
      t.call('forbidChat', { token: tokens.moderator, form: { username } });
    expect(await forbid('Nobody')).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });
    expect(await forbid('moderator')).toMatchObject({ status: 400, body: { error: 'BAD_REQUEST' } });
  });

  it('a bad form is 400 naming the field', async () => {
    const answer = await t.call('refereeVerdict', {
      token: tokens.judge,
      rawForm: { result: 'maybe', playid: '1' },
    });
    expect(answer).toEqual({
      status: 400,
      body: { error: 'BAD_REQUEST', message: expect.stringMatching(/^result: /) },
    });
  });
});

describe('without live play wired', () => {
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());

  it("a valid referee verdict answers 503 'live play not running'", async () => {
    const t = await startTestApp(sqlite);
    const judge = await t.signUp({ username: 'Judge', isAuditMan: true });
    const cup = await t.store.createCompetition({ name: 'Honinbo', maxPlayCount: 1, createdAt: 1 });
    const play = await t.store.createPlay({
      blackId: judge.user.id,
      whiteId: judge.user.id,
      startsAt: 1,
      createdAt: 1,
      gameId: cup.id,
    });
    const answer = await t.call('refereeVerdict', {
      token: judge.token,
      form: { result: 'white', playid: play.id },
    });
    expect(answer).toEqual({ status: 503, body: { error: 'INTERNAL', message: 'live play not running' } });
    await t.close();
  });
});
