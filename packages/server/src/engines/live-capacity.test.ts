/**
 * Engine capacity kept for live games, on the real server with GNU Go: a flood of anonymous
 * situation judgements from several loopback addresses keeps every shared engine busy and the
 * background queue full, while a live game is counted and a machine replies. The live work is
 * served while the flood's jobs still wait; the flood meets its per-address limit.
 */
import { encodeForm, type RouteForm, type ServerMessage } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePlayedMoves } from '../testing/test-child-server.ts';
import { corpusMoves, FINISHED_19, MIDGAME_19 } from '../testing/test-gnugo.ts';
import { postForm } from '../testing/test-http.ts';
import { LiveSite, type LiveUser, type TestClient } from '../testing/test-live.ts';
import { scrape } from '../testing/test-scrape.ts';

const SHARED = 2;
const QUEUE = 8;
const FLOOD_ADDRESSES = Array.from({ length: SHARED + QUEUE }, (_, i) => `127.0.0.${21 + i}`);

const emptyScore: RouteForm<'estimateScore'>['score'] = {
  prepos: { black: [], white: [] },
  posstr: [],
  gamerule: 1,
  rangzi: 0,
  gamesize: 19,
  blackfirst: 1,
  cmd: 'calc',
  daotiemu: 0,
};
const midgame = encodeForm('estimateScore', {
  score: { ...emptyScore, posstr: corpusMoves(MIDGAME_19.file, MIDGAME_19.move) },
});
const emptyBoard = encodeForm('estimateScore', { score: emptyScore });

/**
 * Each address asks again as soon as it is answered, until `stop` or its limit: with as many
 * addresses as shared engines and queue places, the shared engines stay busy and the queue full.
 */
function flood(url: string) {
  const answers: { from: string; status: number; message?: string }[] = [];
  let stopped = false;
  let inFlight = 0;
  const loops = FLOOD_ADDRESSES.map(async (from) => {
    while (!stopped) {
      inFlight++;
      const answer = await postForm(`${url}/jwt/getmuscore/`, midgame, { from });
      inFlight--;
      const body = JSON.parse(answer.body) as { message?: string };
      answers.push({ from, status: answer.status, message: body.message });
      if (answer.status === 429) return;
    }
  });
  return {
    answers,
    get inFlight() {
      return inFlight;
    },
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Until the shared engines all run flood jobs and flood jobs wait for them. */
async function saturated(url: string) {
  for (;;) {
    const metrics = await scrape(url);
    const running = metrics.value('tengen_engine_jobs_running') ?? 0;
    const waiting = metrics.value('tengen_engine_queue_length', { lane: 'background' }) ?? 0;
    if (running >= SHARED && waiting >= QUEUE / 2) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function backgroundWaiting(url: string): Promise<number> {
  return (await scrape(url)).value('tengen_engine_queue_length', { lane: 'background' }) ?? 0;
}

/**
 * The first message received by any of these clients that matches (it may be one of several
 * kinds); a minute without one is a failure (the live work was never served).
 */
async function firstOf(clients: TestClient[], match: (m: ServerMessage) => boolean): Promise<ServerMessage> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = clients.flatMap((c) => c.received).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no answer to the live work within a minute');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Until the room has stepped the stored moves (it reads its log after the first join). */
async function caughtUp(client: TestClient, moves: number) {
  for (;;) {
    client.send({ cmd: 'getinitdata' });
    if ((await client.next('initdata', undefined, 30_000)).stepcount === moves) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('live games keep their engine while anonymous judgements flood the server', () => {
  let site: LiveSite;
  let alice: LiveUser;
  let bob: LiveUser;
  beforeAll(async () => {
    site = await LiveSite.start(undefined, undefined, {}, undefined, {
      TENGEN_ENGINE_PROCESSES: String(SHARED),
      TENGEN_ENGINE_LIVE_PROCESSES: '1',
      TENGEN_ENGINE_QUEUE: String(QUEUE),
    });
    alice = await site.register('alice');
    bob = await site.register('bob');
  });
  afterAll(() => site?.destroy());

  it('an agreed count is made while the flood waits for the shared engines', async () => {
    const record = corpusMoves(FINISHED_19.file);
    const startsAt = Date.now() - (record.length + 10) * 1000;
    const game = await site.createPlay(alice, bob, { boardSize: 19, mainMinutes: 60, startsAt });
    await storePlayedMoves(site.store, game.id, record, startsAt);
    const black = await site.join(game.id, alice);
    const white = await site.join(game.id, bob);
    await caughtUp(black, record.length);

    const flooding = flood(site.url);
    try {
      await saturated(site.url);
      black.send({ cmd: 'calc_stone_req' });
      await white.next('calcstone_tip');
      white.send({ cmd: 'calc_stone_yes_req' });
      const shown = await firstOf([black, white], (m) => m.cmd === 'calc_score_tip' || m.cmd === 'error');
      expect(shown).toMatchObject({ cmd: 'calc_score_tip', count: { result: 1, winnumber: 575 } });
      // Served while flood jobs were still waiting: it did not queue behind them.
      expect(await backgroundWaiting(site.url)).toBeGreaterThan(0);
      expect(flooding.inFlight).toBeGreaterThan(0);
    } finally {
      await flooding.stop();
      black.close();
      white.close();
    }
    expect(flooding.answers.some((a) => a.status === 200)).toBe(true);
  }, 180_000);

  it('a machine replies while the flood waits for the shared engines', async () => {
    await site.store.changeBeans({ userId: alice.id, delta: 5, reason: 'admin', at: Date.now() });
    const started = await fetch(`${site.url}/jwt/startgameka/`, {
      method: 'POST',
      headers: { authorization: `JWT ${alice.token}` },
      body: new URLSearchParams({ machinename: 'machine_gnugo_1', size: '9', color: 'black' }),
    });
    const playId = ((await started.json()) as { playid: number }).playid;
    const me = await site.join(playId, alice);

    const flooding = flood(site.url);
    try {
      await saturated(site.url);
      me.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
      const reply = await firstOf([me], (m) => (m.cmd === 'pos' && m.step === 2) || m.cmd === 'error');
      expect(reply).toMatchObject({ cmd: 'pos', step: 2, color: 2 });
      expect(await backgroundWaiting(site.url)).toBeGreaterThan(0);
      expect(flooding.inFlight).toBeGreaterThan(0);
    } finally {
      await flooding.stop();
      me.close();
    }
  }, 180_000);

  it('limits judgements per guest address and per user, with a clear refusal', async () => {
    const ask = (from: string, user?: LiveUser) =>
      postForm(`${site.url}/jwt/getmuscore/`, emptyBoard, {
        from,
        headers: user ? { authorization: `JWT ${user.token}` } : {},
      });
    for (let i = 0; i < 10; i++) expect((await ask('127.0.0.50')).status).toBe(200);
    const refused = await ask('127.0.0.50');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      error: 'RATE_LIMITED',
      message: expect.stringMatching(/^too many situation judgements from this address; try again in \d+ s$/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address, and a signed-in user at the same address, count apart.
    expect((await ask('127.0.0.51')).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await ask('127.0.0.50', bob)).status).toBe(200);
    const userRefused = await ask('127.0.0.52', bob);
    expect(userRefused.status).toBe(429);
    expect(JSON.parse(userRefused.body).message).toMatch(/^too many situation judgements for this account; /);
  }, 60_000);
});
