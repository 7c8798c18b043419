import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSite, type LiveUser, type TestClient } from '../testing/test-live.ts';
import { type Scrape, scrape } from '../testing/test-scrape.ts';

describe('the metrics of a real game over real sockets', () => {
  let site: LiveSite;
  let alice: LiveUser;
  let bob: LiveUser;
  beforeAll(async () => {
    site = await LiveSite.start();
    alice = await site.register('alice');
    bob = await site.register('bob');
  });
  afterAll(() => site?.destroy());

  const change = (before: Scrape, after: Scrape, name: string, labels: Record<string, string> = {}) =>
    (after.value(name, labels) ?? 0) - (before.value(name, labels) ?? 0);

  /** Scrapes until `ready` holds; the server updates some counts just after a client hears back. */
  async function scrapeUntil(ready: (s: Scrape) => boolean): Promise<Scrape> {
    for (let tries = 0; ; tries++) {
      const scraped = await scrape(site.url);
      if (ready(scraped)) return scraped;
      if (tries === 100) throw new Error('the metrics never reached the expected values');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('moves, commits, sockets, live games, socket errors and HTTP requests move', async () => {
    const before = await scrape(site.url);
    expect(before.value('tengen_open_sockets')).toBe(0);
    expect(before.value('tengen_live_games')).toBe(0);

    const game = await site.createPlay(alice, bob);
    const black = await site.join(game.id, alice);
    const white = await site.join(game.id, bob);
    const points = ['ee', 'cc', 'gg', 'tt', 'dd'];
    for (const [i, point] of points.entries()) {
      const mover: TestClient = i % 2 === 0 ? black : white;
      const step = i + 1;
      mover.send(point === 'tt' ? { cmd: 'pass_req', step } : { cmd: 'pos_stone', pos: point, step });
      for (const c of [black, white]) await c.next('pos', (m) => m.step === step);
    }
    white.sendRaw('not json');
    await white.next('error', (m) => m.code === 'BAD_JSON');

    const during = await scrape(site.url);
    expect(change(before, during, 'tengen_moves_total')).toBe(points.length);
    // Every stored event of the game went out in one commit or more (a commit may hold several).
    const commits = change(before, during, 'tengen_store_commit_seconds_count');
    expect(commits).toBeGreaterThanOrEqual(1);
    expect(commits).toBeLessThanOrEqual((await site.store.eventsOf(game.id)).length);
    expect(change(before, during, 'tengen_store_commit_seconds_sum')).toBeGreaterThan(0);
    expect(during.value('tengen_open_sockets')).toBe(2);
    expect(during.value('tengen_live_games')).toBe(1);
    expect(during.value('tengen_game_rooms')).toBe(1);
    expect(change(before, during, 'tengen_socket_errors_total', { kind: 'malformed' })).toBe(1);
    const requests = { method: 'GET', route: '/jwt/getplayinfo/:playid/', status: '200' };
    expect(change(before, during, 'tengen_http_requests_total', requests)).toBe(2);

    // Two passes end the game by a count: still a room in memory, no more a live game.
    white.send({ cmd: 'pass_req', step: 6 });
    await black.next('pos', (m) => m.step === 6);
    black.send({ cmd: 'pass_req', step: 7 });
    await white.next('count_proposal', undefined, 30_000);
    for (const c of [black, white]) c.send({ cmd: 'count_proposal_yes' });
    for (const c of [black, white]) await c.next('autofinish');
    const finished = await scrape(site.url);
    expect(change(before, finished, 'tengen_moves_total')).toBe(points.length + 2);
    expect([finished.value('tengen_live_games'), finished.value('tengen_game_rooms')]).toEqual([0, 1]);
    // The count asked the engine for dead stones: a job of the live lane.
    expect(change(before, finished, 'tengen_engine_job_seconds_count', { lane: 'live' })).toBe(1);

    black.close();
    white.close();
    await scrapeUntil((s) => s.value('tengen_open_sockets') === 0);
  });

  it('counts the frames a flooding socket has refused, one for each refusal it hears', async () => {
    const game = await site.createPlay(alice, bob);
    const guest = await site.join(game.id, null);
    const before = await scrape(site.url);
    const sent = 60;
    for (let i = 0; i < sent; i++) guest.send({ cmd: 'ping' });
    // Every frame is answered: a ping_resp, or a refusal.
    const answered = () => guest.received.filter((m) => m.cmd === 'ping_resp' || m.cmd === 'error');
    for (let tries = 0; answered().length < sent; tries++) {
      if (tries === 250) throw new Error(`${answered().length} of ${sent} frames answered`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const refused = answered().filter((m) => m.cmd === 'error' && m.code === 'RATE_LIMITED').length;
    expect(refused).toBeGreaterThan(0);
    const after = await scrape(site.url);
    expect(change(before, after, 'tengen_socket_errors_total', { kind: 'rate_limited' })).toBe(refused);
    guest.close();
  });
});
