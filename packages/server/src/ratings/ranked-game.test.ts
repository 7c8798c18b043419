import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlayRatingResponse, UserRatingResponse } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreLocation } from '../storage/open-store.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { LiveSite, type LiveUser } from '../testing/test-live.ts';

const MOVES = 'ee cc gg cg gc ge ec eg ce dd ff'.split(' ');
const challenge = { color: 'guess', size: 9, time: 20, byoyomi: 30, handicap: 0, challenge: true } as const;

describe.each(testDatabases())('a ranked game rates its players once, on $name', (engine) => {
  let dir: string;
  let location: StoreLocation;
  let site: LiveSite;
  let ann: LiveUser;
  let ben: LiveUser;

  beforeAll(async () => {
    await engine.setup();
    location = await engine.newLocation();
    dir = mkdtempSync(join(tmpdir(), 'tengen-ranked-'));
    site = await LiveSite.start(location, dir);
    [ann, ben] = await Promise.all(['ann', 'ben'].map((n) => site.register(n)));
    // Both 2K, as an administrator would set them: their ratings start at 1950 ± 200.
    for (const u of [ann, ben]) await site.store.updateUser(u.id, { rank: 230 });
  });
  afterAll(async () => {
    await site.stop();
    await engine.teardown();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${site.url}${path}`);
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };

  it('a level challenge played to a resignation moves both ratings and levels, once; a retried finish changes nothing', async () => {
    const a = await site.joinLobby(ann);
    const b = await site.joinLobby(ben);
    a.send({ cmd: 'playreq', target: 'ben', ...challenge });
    const received = await b.next('play_req');
    b.send({ cmd: 'agreeplayreq', id: received.id });
    const { playid } = await a.next('agree_play_resp');
    a.close();
    b.close();
    const play = await site.store.playById(playid);
    if (play === null) throw new Error('no play');
    const [black, white] = play.blackId === ann.id ? [ann, ben] : [ben, ann];
    expect(await site.playInfo(playid, null)).toMatchObject({
      ranked: true,
      blacklevelname: '2K',
      whitelevelname: '2K',
    });

    const blackSocket = await site.join(playid, black);
    const whiteSocket = await site.join(playid, white);
    const guest = await site.join(playid, null);
    // Eleven moves (resigning is possible from then on), none capturing.
    for (const [i, pos] of MOVES.entries()) {
      const [mover, other] = i % 2 === 0 ? [blackSocket, whiteSocket] : [whiteSocket, blackSocket];
      mover.send({ cmd: 'pos_stone', pos, step: i + 1 });
      await other.next('pos', (m) => m.step === i + 1);
    }
    expect(await get<PlayRatingResponse>(`/jwt/getplayrating/${playid}/`)).toEqual({
      playid,
      ranked: true,
      changes: [],
      provisionalgames: 5,
    });

    whiteSocket.send({ cmd: 'send_fail' });
    expect(await guest.next('sendfail_resp')).toMatchObject({ color: 2, result: 1, wintype: 1 });
    await blackSocket.next('sendfail_resp');

    // Rated before the end was sent: whoever reads after it sees the new ratings and levels.
    const rated = await get<PlayRatingResponse>(`/jwt/getplayrating/${playid}/`);
    expect(rated.changes).toMatchObject([
      {
        userid: black.id,
        username: black.username,
        color: 1,
        before: { rating: 1950, gamelevelname: '2K' },
        after: { rating: 2029, gamelevel: 282, gamelevelname: '1K' },
        delta: 79,
        provisional: false,
        games: 1,
      },
      {
        userid: white.id,
        color: 2,
        before: { rating: 1950, gamelevelname: '2K' },
        after: { rating: 1871, gamelevel: 219, gamelevelname: '3K' },
        delta: -79,
      },
    ]);
    expect(await site.playInfo(playid, null)).toMatchObject({ blacklevelname: '1K', whitelevelname: '3K' });
    const card = await get<{ playinfo: { gamelevel: number } }>(`/jwt/getuserplayinfo/${black.username}/`);
    expect(card.playinfo.gamelevel).toBe(282);
    const history = await get<UserRatingResponse>(`/jwt/getuserratinglist/${white.username}/`);
    expect(history).toMatchObject({
      username: white.username,
      rating: { rating: 1871, gamelevelname: '3K', games: 1, provisional: false },
      start: 1950,
      history: [
        { playid, rating: 1871, delta: -79, score: 0, opponent: black.username, gamelevelname: '3K' },
      ],
    });

    // A restart that loads the finished game again and records its finish again: the ratings
    // stay as they are.
    for (const s of [blackSocket, whiteSocket, guest]) s.close();
    await site.stop();
    site = await LiveSite.start(location, dir);
    const again = await site.join(playid, black);
    again.close();
    for (const user of [black, white]) {
      expect(await site.store.ratings.historyOf(user.id, 10)).toHaveLength(1);
      expect((await site.store.ratings.ratingOf(user.id))?.games).toBe(1);
    }
    expect((await site.store.userById(black.id))?.rank).toBe(282);
    expect((await site.store.userById(white.id))?.rank).toBe(219);
    expect((await get<PlayRatingResponse>(`/jwt/getplayrating/${playid}/`)).changes).toEqual(rated.changes);

    // The game's page records its players as of after it: a later change of level shows on the
    // user card, not on this game.
    await site.store.updateUser(black.id, { rank: 500 });
    expect(await site.playInfo(playid, null)).toMatchObject({ blacklevelname: '1K', whitelevelname: '3K' });
    const later = await get<{ playinfo: { gamelevelname: string } }>(
      `/jwt/getuserplayinfo/${black.username}/`,
    );
    expect(later.playinfo.gamelevelname).toBe('5D');
  });

  it('a ranked game lost on time, ended by the server clock, is rated too', async () => {
    const [cho, dan] = await Promise.all(['cho', 'dan'].map((n) => site.register(n)));
    const play = await site.createPlay(cho, dan, {
      ranked: true,
      mainMinutes: 0,
      byoyomiSeconds: 1,
      byoyomiPeriods: 1,
    });
    const black = await site.join(play.id, cho);
    const white = await site.join(play.id, dan);
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    expect(await black.next('timeout_resp', () => true, 4000)).toMatchObject({
      color: 2,
      result: 1,
      wintype: 3,
    });
    const { changes } = await get<PlayRatingResponse>(`/jwt/getplayrating/${play.id}/`);
    // New players: rated from 1500 ± 350, still Auto after one game.
    expect(changes).toMatchObject([
      {
        username: 'cho',
        before: { rating: 1500, gamelevelname: 'Auto' },
        after: { gamelevelname: 'Auto' },
        provisional: true,
        games: 1,
      },
      { username: 'dan', before: { rating: 1500 }, provisional: true, games: 1 },
    ]);
    expect(changes[0].delta).toBeGreaterThan(100);
    expect(changes[1].delta).toBe(-changes[0].delta);
    black.close();
    white.close();
  });

  it('an ordinary game rates nobody', async () => {
    const play = await site.createPlay(ann, ben);
    const black = await site.join(play.id, ann);
    const white = await site.join(play.id, ben);
    for (const [i, pos] of MOVES.entries()) {
      const [mover, other] = i % 2 === 0 ? [black, white] : [white, black];
      mover.send({ cmd: 'pos_stone', pos, step: i + 1 });
      await other.next('pos', (m) => m.step === i + 1);
    }
    black.send({ cmd: 'send_fail' });
    await white.next('sendfail_resp');
    expect(await get<PlayRatingResponse>(`/jwt/getplayrating/${play.id}/`)).toEqual({
      playid: play.id,
      ranked: false,
      changes: [],
      provisionalgames: 5,
    });
    expect((await site.store.ratings.ratingOf(ann.id))?.games).toBe(1);
    black.close();
    white.close();
  });

  it('answers 404 for an unknown play or user, and a guest name', async () => {
    for (const path of [
      '/jwt/getplayrating/999999/',
      '/jwt/getuserratinglist/nobody/',
      '/jwt/getuserratinglist/guest_123456789/',
    ]) {
      const res = await fetch(`${site.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
    expect((await fetch(`${site.url}/jwt/getplayrating/abc/`)).status).toBe(400);
  });

  it('answers an unrated user with no rating and an empty history', async () => {
    await site.register('carla');
    expect(await get<UserRatingResponse>('/jwt/getuserratinglist/Carla/')).toMatchObject({
      username: 'carla',
      rating: null,
      start: null,
      history: [],
    });
  });
});
