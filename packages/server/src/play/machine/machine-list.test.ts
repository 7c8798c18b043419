import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LobbyInfo, rankValue } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSite, type LiveUser } from '../../testing/test-live.ts';
import { MACHINE_USERS } from './machine-users.ts';

describe('the lobby call lists the machine opponents and tells a newcomer, over real HTTP', () => {
  let site: LiveSite;

  beforeAll(async () => {
    site = await LiveSite.start(undefined, mkdtempSync(join(tmpdir(), 'tengen-machine-list-')));
  });
  afterAll(async () => {
    await site?.destroy();
  });

  async function lobby(user: LiveUser | null): Promise<LobbyInfo> {
    const headers: Record<string, string> = user ? { authorization: `JWT ${user.token}` } : {};
    const res = await fetch(`${site.url}/api/lobby/`, { headers });
    expect(res.status).toBe(200);
    return (await res.json()) as LobbyInfo;
  }

  it('names every configured machine with its rank, weakest first, to guests too', async () => {
    const { machines } = await lobby(null);
    expect(machines.map((m) => m.username)).toEqual(MACHINE_USERS.map((m) => m.username));
    expect(machines.map((m) => m.gamelevelname)).toEqual(MACHINE_USERS.map((m) => m.rank));
    expect(machines[0]).toMatchObject({ username: 'machine_gnugo_1', displayname: 'GNU Go 1' });
  });

  it('lists a machine by its rank as stored: an administrator’s change shows', async () => {
    const strongest = await site.store.userByName('machine_gnugo_10');
    if (strongest === null) throw new Error('no machine_gnugo_10');
    const before = strongest.rank;
    await site.store.updateUser(strongest.id, { rank: rankValue('1D') ?? 0 });
    const { machines } = await lobby(null);
    expect(machines.at(-1)).toMatchObject({ username: 'machine_gnugo_10', gamelevelname: '1D' });
    await site.store.updateUser(strongest.id, { rank: before });
  });

  it('is a newcomer’s as a guest and as a new account, and no longer after a finished game', async () => {
    expect((await lobby(null)).newcomer).toBe(true);
    const [ivy, jon] = await Promise.all([site.register('ivy'), site.register('jon')]);
    expect((await lobby(ivy)).newcomer).toBe(true);
    const play = await site.createPlay(ivy, jon);
    await site.store.finishPlay(play.id, {
      result: 2,
      winType: 1,
      winNumber: 0,
      resultText: 'W+R',
      finalMoves: [],
      sgf: '',
      finishedAt: Date.now(),
    });
    expect((await lobby(ivy)).newcomer).toBe(false);
    expect((await lobby(jon)).newcomer).toBe(false);
  });
});
