import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionResponse, StartingStrengthResponse } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSite, type LiveUser } from '../testing/test-live.ts';
import { rateFinishedPlay } from './rate-play.ts';
import { CHOSEN_START_RD } from './starting-strength.ts';

describe('the starting strength, over real HTTP on a real SQLite file', () => {
  let site: LiveSite;

  beforeAll(async () => {
    site = await LiveSite.start(undefined, mkdtempSync(join(tmpdir(), 'tengen-strength-')));
  });
  afterAll(async () => {
    await site?.destroy();
  });

  async function register(username: string, strength?: string) {
    const fields: Record<string, string> = { username, password: 'correct-horse' };
    if (strength !== undefined) fields.strength = strength;
    const res = await fetch(`${site.url}/api/account/register/`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    return { status: res.status, body: (await res.json()) as SessionResponse & { message?: string } };
  }

  async function call(user: LiveUser, strength?: string) {
    const res = await fetch(`${site.url}/api/account/strength/`, {
      method: strength === undefined ? 'GET' : 'POST',
      headers: { authorization: `JWT ${user.token}` },
      body: strength === undefined ? undefined : new URLSearchParams({ strength }),
    });
    return {
      status: res.status,
      body: (await res.json()) as StartingStrengthResponse & { message?: string },
    };
  }

  const asUser = (r: Awaited<ReturnType<typeof register>>, username: string): LiveUser => ({
    id: r.body.user.userid,
    username,
    token: r.body.token,
  });

  it('registers at the strength chosen: its level at once, its rating with a wider deviation', async () => {
    const answer = await register('dora', '5k');
    expect(answer.status).toBe(200);
    expect(answer.body.user.gamelevelname).toBe('5K');
    const dora = asUser(answer, 'dora');
    expect(await site.store.ratings.ratingOf(dora.id)).toMatchObject({
      rating: 1650,
      rd: CHOSEN_START_RD,
      games: 0,
    });
    expect(await call(dora)).toEqual({
      status: 200,
      body: { strength: '5k', changeable: true, gamelevel: answer.body.user.gamelevel, gamelevelname: '5K' },
    });
  });

  it('leaves a player who does not know at Auto, 1500 ± 350 from the first game', async () => {
    const answer = await register('ezra', 'unknown');
    expect(answer.body.user.gamelevelname).toBe('Auto');
    const ezra = asUser(answer, 'ezra');
    expect(await site.store.ratings.ratingOf(ezra.id)).toBeNull();
    expect((await call(ezra)).body).toMatchObject({ strength: 'unknown', changeable: true });
  });

  it('refuses a strength not in the list, and registers nobody', async () => {
    const answer = await register('fritz', '9d');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^strength: /);
    expect(await site.store.userByName('fritz')).toBeNull();
  });

  it('changes on the account page until the first rated game, which then starts from it', async () => {
    const gail = asUser(await register('gail', 'beginner'), 'gail');
    expect((await call(gail)).body).toMatchObject({ strength: 'beginner', gamelevelname: '15K' });
    expect((await call(gail, '1d')).body).toMatchObject({
      strength: '1d',
      changeable: true,
      gamelevelname: '1D',
    });
    expect((await call(gail, 'unknown')).body).toMatchObject({ strength: 'unknown', gamelevelname: 'Auto' });
    expect(await site.store.ratings.ratingOf(gail.id)).toBeNull();
    expect((await call(gail, '10k')).body).toMatchObject({ strength: '10k', gamelevelname: '10K' });
    const bad = await call(gail, 'expert');
    expect(bad.status).toBe(400);
    expect((await call(gail)).body.strength).toBe('10k');

    // One rated game, won by gail (black) against an opponent at Auto.
    const hugo = asUser(await register('hugo'), 'hugo');
    const play = await site.createPlay(gail, hugo, { ranked: true });
    const at = Date.now();
    await site.store.finishPlay(play.id, {
      result: 1,
      winType: 1,
      winNumber: 0,
      resultText: 'B+R',
      finalMoves: [],
      sgf: '',
      finishedAt: at,
    });
    const rated = await rateFinishedPlay(site.store, play.id, at);
    expect(rated?.changes[0]).toMatchObject({ ratingBefore: 1150 });
    expect(rated?.changes[0].rdBefore).toBeCloseTo(CHOSEN_START_RD, 0);

    const refused = await call(gail, '3d');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'the starting strength is set until the first rated game; games set it now',
    );
    expect((await call(gail)).body).toMatchObject({ changeable: false, strength: 'unknown' });
    expect((await site.store.ratings.ratingOf(gail.id))?.games).toBe(1);
  });
});
