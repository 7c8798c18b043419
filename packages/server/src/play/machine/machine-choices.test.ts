import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSite, type LiveUser } from '../../testing/test-live.ts';

const MACHINE = 'machine_gnugo_1';

describe('the choices of a machine challenge, over real HTTP and sockets with GNU Go', () => {
  let site: LiveSite;
  let human: LiveUser;

  beforeAll(async () => {
    site = await LiveSite.start(undefined, mkdtempSync(join(tmpdir(), 'tengen-machine-choices-')));
    human = await site.register('carol');
    await site.store.changeBeans({ userId: human.id, delta: 50, reason: 'admin', at: Date.now() });
  });
  afterAll(async () => {
    await site?.destroy();
  });

  async function challenge(fields: Record<string, string>) {
    const res = await fetch(`${site.url}/jwt/startgameka/`, {
      method: 'POST',
      headers: { authorization: `JWT ${human.token}` },
      body: new URLSearchParams({ machinename: MACHINE, ...fields }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  const beans = async () => (await site.store.userById(human.id))?.beans;

  it('plays the main time, byo-yomi and handicap chosen: the stones are set and the machine moves first', async () => {
    const started = await challenge({
      size: '9',
      color: 'black',
      time: '10',
      byoyomi: '20',
      periods: '5',
      handicap: '4',
    });
    expect(started).toMatchObject({ status: 200, body: { result: 0 } });
    const playId = started.body.playid as number;
    const info = await site.playInfo(playId, human);
    expect(info).toMatchObject({
      timecount: 10,
      dumiao: 20,
      ducount: 5,
      rangzi: 4,
      lu: 9,
      busername: 'carol',
    });
    expect(await site.store.playById(playId)).toMatchObject({
      mainMinutes: 10,
      byoyomiSeconds: 20,
      byoyomiPeriods: 5,
      handicap: 4,
      blackFirst: false,
    });
    expect((await site.store.playById(playId))?.presetStones.black).toHaveLength(4);

    const me = await site.join(playId, human);
    // white (the machine) moves first in a handicap game
    const first = await me.next('pos', (m) => m.step === 1, 60_000);
    expect(first.color).toBe(2);
    me.close();
  }, 90_000);

  it.each([
    [{ handicap: '1' }, 'handicap: 0 (even) or 2–9 stones'],
    [{ handicap: '10' }, 'handicap: 0 (even) or 2–9 stones'],
    [{ periods: '0' }, 'periods: 1–10 byo-yomi periods'],
    [{ periods: '11' }, 'periods: 1–10 byo-yomi periods'],
    [{ time: '7' }, 'time: the main time is one of 5, 10, 15, 20, 30, 45, 60, 90, 120, 180 minutes'],
    [{ byoyomi: '25' }, 'byoyomi: the byo-yomi is one of 0, 20, 30, 45, 60 seconds'],
  ])('refuses %o with a clear error and charges nothing', async (fields, message) => {
    const before = await beans();
    const answer = await challenge(fields);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await beans()).toBe(before);
  });
});
