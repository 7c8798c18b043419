import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/server-config.ts';
import { createLogger } from '../ops/logger.ts';
import { startServer } from '../server.ts';
import { storePlayedMoves } from '../testing/test-child-server.ts';
import { corpusMoves, FINISHED_19 } from '../testing/test-gnugo.ts';
import { LiveSite, type LiveUser, type TestClient } from '../testing/test-live.ts';

/** Plays SGF points in turn from the first colour; both players see each move. */
async function play(black: TestClient, white: TestClient, points: readonly string[], from = 1) {
  for (let i = 0; i < points.length; i++) {
    const step = from + i;
    const mover = step % 2 === 1 ? black : white;
    if (points[i] === 'tt') mover.send({ cmd: 'pass_req', step });
    else mover.send({ cmd: 'pos_stone', pos: points[i], step });
    for (const c of [black, white]) await c.next('pos', (m) => m.step === step, 30_000);
  }
}

/** Both players accept the count proposed after the two passes, once it is open. */
async function acceptProposal(black: TestClient, white: TestClient) {
  await black.next('count_proposal', undefined, 30_000);
  for (const c of [black, white]) c.send({ cmd: 'count_proposal_yes' });
}

/** A 19×19 play whose first moves are already in its log, as if played before a restart. */
async function playedUpTo(site: LiveSite, black: LiveUser, white: LiveUser, moves: readonly string[]) {
  const startsAt = Date.now() - (moves.length + 10) * 1000;
  const game = await site.createPlay(black, white, { boardSize: 19, mainMinutes: 60, startsAt });
  await storePlayedMoves(site.store, game.id, moves, startsAt);
  return game;
}

/** Waits until the room has stepped the stored moves (it reads its log after the first join). */
async function caughtUp(client: TestClient, moves: number) {
  for (let i = 0; i < 60; i++) {
    client.send({ cmd: 'getinitdata' });
    if ((await client.next('initdata', undefined, 30_000)).stepcount === moves) return;
  }
  throw new Error(`the room never showed ${moves} moves`);
}

// FineArt–DolBaram 2018, played out: RE[B+11.5] with KM[7.5].
const record = corpusMoves(FINISHED_19.file);

describe('dead stones marked by the engine when a live game is counted', () => {
  let site: LiveSite;
  let alice: LiveUser;
  let bob: LiveUser;
  const dir = mkdtempSync(join(tmpdir(), 'tengen-count-'));
  beforeAll(async () => {
    site = await LiveSite.start(undefined, dir);
    alice = await site.register('alice');
    bob = await site.register('bob');
  });
  afterAll(() => site?.destroy());

  it('two passes: both players see the engine’s dead stones and the result; it survives a restart', async () => {
    const game = await playedUpTo(site, alice, bob, record);
    const black = await site.join(game.id, alice);
    const white = await site.join(game.id, bob);
    await caughtUp(black, record.length);
    await play(black, white, ['tt', 'tt'], record.length + 1);
    await acceptProposal(black, white);
    const seen = await Promise.all([black.next('autofinish', undefined, 30_000), white.next('autofinish')]);
    const end = seen[0];
    expect(seen[1]).toEqual(end);
    expect(end.count.dead.length).toBeGreaterThan(10);
    // the area count with GNU Go's dead stones gives the recorded result, B+11.5 (5.75 stones)
    expect(end).toMatchObject({ result: 1, wintype: 2, winnumber: 575 });
    expect((await site.store.playById(game.id))?.resultText).toBe('B+11.5');

    const events = await site.store.eventsOf(game.id);
    const passes = events.filter((e) => (e.event as { type: string }).type === 'pass');
    expect(passes.at(-1)?.event).toMatchObject({ type: 'pass', dead: end.count.dead });
    black.close();
    white.close();

    await site.stop();
    site = await LiveSite.start(undefined, dir);
    const again = await site.join(game.id, alice);
    again.send({ cmd: 'getinitdata' });
    expect(await again.next('initdata')).toMatchObject({ status: 1, result: 1, wintype: 2, winnumber: 575 });
    again.close();
  }, 120_000);

  it('a dame only black can fill, and the point white would then fill, count for nobody', async () => {
    // 9×9: white's wall on D, black's on E; white's E9 pokes out. White cannot take F9 (the
    // two stones would be in atari); black taking it makes white fill D9. Area counted as
    // left, D9 would be white's and F9 nobody's; GNU Go calls both dame.
    const walls = [...'ihgfedcb'].flatMap((row) => [`e${row}`, `d${row}`]); // E1 D1 … E8 D8
    const moves = [...walls, 'ga', 'ea', 'fb']; // G9 E9 F8
    const game = await site.createPlay(alice, bob);
    const black = await site.join(game.id, alice);
    const white = await site.join(game.id, bob);
    await play(black, white, [...moves, 'tt', 'tt']);
    await acceptProposal(black, white);
    const end = await black.next('autofinish', undefined, 30_000);
    expect(end.count.wterritory).not.toContain('da');
    expect(end.count.bterritory).not.toContain('fa');
    expect(end.count.bterritory).toHaveLength(33);
    expect(end.count.wterritory).toHaveLength(27);
    // 43 + 1 (half the two dame) against 37: black's 3.5 stones less komi 3¾ (without the
    // engine's dame, white's D9 would make it W+1.5)
    expect(end).toMatchObject({ result: 2, wintype: 2, winnumber: 25 });
    const events = await site.store.eventsOf(game.id);
    const passes = events.filter((e) => (e.event as { type: string }).type === 'pass');
    expect(passes.at(-1)?.event).toMatchObject({ type: 'pass', dame: expect.arrayContaining(['da', 'fa']) });
    black.close();
    white.close();
  }, 120_000);

  it('counting agreed: the count shown and the one accepted carry the same dead stones', async () => {
    const game = await playedUpTo(site, alice, bob, record.slice(0, -1));
    const black = await site.join(game.id, alice);
    const white = await site.join(game.id, bob);
    await caughtUp(black, record.length - 1);
    await play(black, white, record.slice(-1), record.length);
    black.send({ cmd: 'calc_stone_req' }); // black played the last move
    await white.next('calcstone_tip');
    white.send({ cmd: 'calc_stone_yes_req' });
    const shown = await black.next('calc_score_tip', undefined, 30_000);
    expect(shown.count.dead.length).toBeGreaterThan(10);
    expect(shown.count).toMatchObject({ result: 1, winnumber: 575 });
    white.send({ cmd: 'calc_stone_yes_result' });
    const end = await black.next('calc_stone_yes_result_tip');
    expect(end.count).toEqual(shown.count);
    expect(end).toMatchObject({ result: 1, wintype: 2, winnumber: 575 });
    black.close();
    white.close();
  }, 120_000);
});

describe('when the engine fails at the count', () => {
  it('the count is refused with the reason, nothing is stored, and the game goes on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tengen-count-'));
    const config = loadConfig({ TENGEN_DATA_DIR: dir, PORT: '0', TENGEN_ENGINE: '/nonexistent/engine' });
    if (!config.ok) throw new Error(config.error);
    const lines: string[] = [];
    const logger = createLogger('warn', { write: (line: string) => void lines.push(line) });
    const server = await startServer(
      { ...config.value, passwordCost: { N: 2 ** 10, r: 8, p: 1 } },
      { logger },
    );
    try {
      // LiveSite's helpers over this server (LiveSite.start has no engine settings)
      const site = Object.assign(Object.create(LiveSite.prototype), { server, dir }) as LiveSite;
      const [a, b] = [await site.register('carol'), await site.register('dave')];
      const game = await site.createPlay(a, b);
      const black = await site.join(game.id, a);
      const white = await site.join(game.id, b);
      await play(black, white, ['cc', 'gg', 'tt']);
      white.send({ cmd: 'pass_req', step: 4 });
      const refusal = await white.next('error');
      expect(refusal).toMatchObject({ code: 'UNAVAILABLE' });
      expect(refusal.message).toMatch(
        /could not mark the dead stones .*nothing was counted and the game goes on/,
      );
      // not stored, not finished: white may still play, and the game continues
      expect(
        (await site.store.eventsOf(game.id)).map((e) => (e.event as { type: string }).type),
      ).not.toContain('count');
      expect((await site.store.playById(game.id))?.resultText ?? '').toBe('');
      await play(black, white, ['dd'], 4);
      const warnings = lines.map(
        (line) => JSON.parse(line) as { level: number; component: string; msg: string },
      );
      expect(warnings).toContainEqual(
        expect.objectContaining({
          level: 40,
          component: 'engines',
          msg: expect.stringMatching(/^play \d+: count refused: the engine could not mark the dead stones/),
        }),
      );
      black.close();
      white.close();
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the room while the engine counts (GNU Go at level 1, 2 s then 12 s for the dead stones)', () => {
  // Move 150 of the corpus game: far from settled, final_status_list reads for 20 s or more at
  // level 1 (docs/engines.md), so both limits pass while the players go on.
  const midgame = record.slice(0, 150);
  let site: LiveSite;
  let alice: LiveUser;
  let bob: LiveUser;
  // a site for each test: the first leaves its game unfinished with its players away
  beforeEach(async () => {
    const env = { TENGEN_JUDGE_LEVEL: '1', TENGEN_FINAL_STATUS_TIMEOUT_MS: '2000' };
    site = await LiveSite.start(undefined, undefined, {}, undefined, env);
    alice = await site.register('erin');
    bob = await site.register('frank');
  });
  afterEach(() => site?.destroy());

  it('answers chat while the count is worked out, then refuses the count it could not make and the game goes on', async () => {
    const game = await playedUpTo(site, alice, bob, midgame);
    const black = await site.join(game.id, alice);
    const white = await site.join(game.id, bob);
    await caughtUp(black, midgame.length);
    await play(black, white, ['tt'], 151);
    white.send({ cmd: 'pass_req', step: 152 });
    // the room answers black's chat (sent on, or refused with its reason) while the engine works
    black.send({ cmd: 'add_chat', content: 'still counting?' });
    await Promise.any([
      black.next('addchat', undefined, 60_000),
      black.next('error', (m) => m.replyTo === 'add_chat', 60_000),
    ]);
    expect(white.heard.filter((m) => m.cmd === 'error')).toEqual([]);
    const refusal = await white.next('error', undefined, 120_000);
    expect(refusal).toMatchObject({ code: 'UNAVAILABLE', replyTo: 'pass_req' });
    expect(refusal.message).toMatch(/in time \(.*within 14 s\)/);
    // nothing was stored for the pass: white is still to move at step 152
    expect((await site.store.eventsOf(game.id)).at(-1)?.event).toMatchObject({ type: 'pass', step: 151 });
    await play(black, white, ['ss'], 152);
    black.close();
    white.close();
  }, 180_000);

  it('the player whose pass starts the count is answered at once, and hears the count’s answer after', async () => {
    const game = await playedUpTo(site, alice, bob, midgame);
    const black = await site.join(game.id, alice);
    const white = await site.join(game.id, bob);
    await caughtUp(black, midgame.length);
    await play(black, white, ['tt'], 151);
    // white's pass would end the game: the engine works on the count for 2 + 12 s; white's own
    // next message (the same pass again, then the position) is answered meanwhile
    white.send({ cmd: 'pass_req', step: 152 });
    white.send({ cmd: 'pass_req', step: 152 });
    white.send({ cmd: 'getinitdata' });
    const seen = await white.next('initdata', undefined, 60_000);
    expect(seen.stepcount).toBe(151);
    expect(white.heard.filter((m) => m.cmd === 'error')).toEqual([]);
    // then the count's answer, to white alone, once for each pass sent
    for (let i = 0; i < 2; i++) {
      const refusal = await white.next('error', undefined, 120_000);
      expect(refusal).toMatchObject({ code: 'UNAVAILABLE', replyTo: 'pass_req' });
    }
    expect(black.heard.filter((m) => m.cmd === 'error')).toEqual([]);
    const order = white.heard.map((m) => m.cmd).filter((c) => c === 'initdata' || c === 'error');
    expect(order.slice(-3)).toEqual(['initdata', 'error', 'error']);
    // nothing was stored for the pass, and the game goes on
    expect((await site.store.eventsOf(game.id)).at(-1)?.event).toMatchObject({ type: 'pass', step: 151 });
    await play(black, white, ['ss'], 152);
    black.close();
    white.close();
  }, 180_000);

  it('a move made while the engine marks the dead stones is played, and the pending count lapses', async () => {
    const game = await playedUpTo(site, alice, bob, midgame);
    const black = await site.join(game.id, alice);
    const white = await site.join(game.id, bob);
    await caughtUp(black, midgame.length);
    black.send({ cmd: 'calc_stone_req' });
    await white.next('calcstone_tip');
    white.send({ cmd: 'calc_stone_yes_req' });
    // black, to move, plays at once: the room answers while the engine works
    black.send({ cmd: 'pos_stone', pos: 'ss', step: 151 });
    await black.next('pos', (m) => m.step === 151, 60_000);
    expect(white.heard.filter((m) => m.cmd === 'error')).toEqual([]);
    // the agreement was for the position before the move: it is refused, nothing is counted
    const refusal = await white.next('error', undefined, 120_000);
    expect(refusal).toMatchObject({ code: 'NO_PENDING_REQUEST', replyTo: 'calc_stone_yes_req' });
    const types = (await site.store.eventsOf(game.id)).map((e) => (e.event as { type: string }).type);
    expect(types.at(-1)).toBe('move');
    expect(types).not.toContain('countAnswer');
    expect([...black.heard, ...white.heard].map((m) => m.cmd)).not.toContain('calc_score_tip');
    await play(black, white, ['sa'], 152);
    black.close();
    white.close();
  }, 180_000);
});
