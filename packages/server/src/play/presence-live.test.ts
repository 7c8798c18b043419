/**
 * The start of a game, unwatched games and absent players over the real server, real sockets
 * and its own timers, with the game waits shortened through the server's environment
 * (TENGEN_FIRST_MOVE_SECONDS, TENGEN_AWAY_CLAIM_SECONDS).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Play } from '../storage/types.ts';
import { sleep } from '../testing/test-child-server.ts';
import { LiveSite, type LiveUser, type TestClient } from '../testing/test-live.ts';

const FIRST_MOVE_S = 2;
const AWAY_CLAIM_S = 2;

let site: LiveSite;
let alice: LiveUser;
let bob: LiveUser;
let carol: LiveUser;

beforeAll(async () => {
  site = await LiveSite.start(undefined, undefined, {}, undefined, {
    TENGEN_FIRST_MOVE_SECONDS: String(FIRST_MOVE_S),
    TENGEN_AWAY_CLAIM_SECONDS: String(AWAY_CLAIM_S),
  });
  [alice, bob, carol] = await Promise.all([
    site.register('alice'),
    site.register('bob'),
    site.register('carol'),
  ]);
});
afterAll(() => site.destroy());

/** The play info until it says the game is finished, or throws after `withinMs`. */
async function finishedInfo(play: Play, withinMs: number) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const info = await site.playInfo(play.id, null);
    if (info.status === 1) return info;
    if (Date.now() > deadline) throw new Error(`play ${play.id} still unfinished after ${withinMs} ms`);
    await sleep(250);
  }
}

async function inRoom(play: Play) {
  const [black, white, guest] = await Promise.all([
    site.join(play.id, alice),
    site.join(play.id, bob),
    site.join(play.id, carol),
  ]);
  return { black, white, guest, all: [black, white, guest] };
}

function closeAll(clients: readonly TestClient[]) {
  for (const c of clients) c.close();
}

describe('the pre-start countdown and the early start', () => {
  it('after startnow_yes_resp the play info and initdata say the game has started', async () => {
    const play = await site.createPlay(alice, bob, {
      startsAt: Date.now() + 30 * 60_000,
      earlyStartAllowed: true,
    });
    expect((await site.playInfo(play.id, alice)).unstart).toBeGreaterThan(1700);
    const { black, white, all } = await inRoom(play);
    black.send({ cmd: 'startnow' });
    await white.next('start_now_tip');
    white.send({ cmd: 'startnow_yes' });
    for (const c of all) await c.next('startnow_yes_resp');
    // The page reloads: both the HTTP play info and the socket's initdata say 0.
    for (const user of [alice, bob, null]) expect((await site.playInfo(play.id, user)).unstart).toBe(0);
    black.send({ cmd: 'getinitdata' });
    expect(await black.next('initdata')).toMatchObject({ unstart: 0, status: 0, elapsed: 0 });
    // The game is on; the clocks start with black's first move.
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    expect(await white.next('pos')).toMatchObject({ step: 1, bcost: 0, blackthink: 10 * 60_000 });
    closeAll(all);
  });
});

describe.concurrent('deadlines with nobody watching', () => {
  it('a game nobody ever opens ends by abstention at the first-move deadline', async ({ expect }) => {
    const play = await site.createPlay(alice, bob, { mainMinutes: 0, byoyomiSeconds: 10, byoyomiPeriods: 2 });
    // No socket at all: the server finds the game on its own (within its 5 s look for new games).
    const info = await finishedInfo(play, FIRST_MOVE_S * 1000 + 10_000);
    expect(info).toMatchObject({ status: 1, result: 3, wintype: 4 });
  });

  it('players who left at once after the first move: the flag falls with nobody there', async ({
    expect,
  }) => {
    const play = await site.createPlay(alice, bob, { mainMinutes: 0, byoyomiSeconds: 1, byoyomiPeriods: 2 });
    const [black, white] = await Promise.all([site.join(play.id, alice), site.join(play.id, bob)]);
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    await white.next('pos');
    closeAll([black, white]);
    const info = await finishedInfo(play, 8000);
    expect(info).toMatchObject({ status: 1, result: 1, wintype: 3 });
    expect(await site.store.playById(play.id)).toMatchObject({ status: 1, resultText: 'B+T' });
  });
});

describe('an away opponent', () => {
  it('players and spectators see who is away; a claim too early, by a spectator or against a present player is refused; then the win is claimed', async () => {
    const play = await site.createPlay(alice, bob);
    const { black, white, guest } = await inRoom(play);
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    await white.next('pos');

    black.send({ cmd: 'claim_win' });
    expect(await black.next('error')).toMatchObject({ code: 'OPPONENT_PRESENT', replyTo: 'claim_win' });

    white.close();
    for (const c of [black, guest]) {
      expect(await c.next('away_tip', (m) => m.away)).toMatchObject({
        color: 2,
        claimms: AWAY_CLAIM_S * 1000,
      });
    }
    black.send({ cmd: 'claim_win' });
    expect(await black.next('error')).toMatchObject({ code: 'CLAIM_TOO_EARLY' });
    guest.send({ cmd: 'claim_win' });
    expect(await guest.next('error')).toMatchObject({ code: 'NOT_ALLOWED' });

    // A spectator arriving now is told after initdata.
    const late = await site.join(play.id, null);
    late.send({ cmd: 'getinitdata' });
    await late.next('initdata');
    expect(await late.next('away_tip', (m) => m.color === 2)).toMatchObject({ away: true });
    expect(await late.next('away_tip', (m) => m.color === 1)).toMatchObject({ away: false });

    // White comes back: nobody is away, and the wait starts again when they leave again.
    const back = await site.join(play.id, bob);
    expect(await black.next('away_tip', (m) => m.color === 2 && !m.away)).toBeTruthy();
    back.close();
    expect(await guest.next('away_tip', (m) => m.away)).toMatchObject({ color: 2 });
    await sleep(AWAY_CLAIM_S * 1000 + 100);
    const info = await site.playInfo(play.id, alice);
    expect(info.status).toBe(0);

    black.send({ cmd: 'claim_win' });
    const ends = await Promise.all([black, guest, late].map((c) => c.next('qiquan_resp')));
    for (const end of ends)
      expect(end).toEqual({ cmd: 'qiquan_resp', color: 2, result: 1, wintype: 4, winnumber: 0 });
    expect(await site.playInfo(play.id, null)).toMatchObject({ status: 1, result: 1, wintype: 4 });
    expect(await site.store.playById(play.id)).toMatchObject({ resultText: 'B+F' });
    closeAll([black, guest, late]);
  });

  it('a player with a second socket open is not away when one closes', async () => {
    const play = await site.createPlay(alice, bob);
    const { black, white, guest } = await inRoom(play);
    const second = await site.join(play.id, bob);
    white.close();
    // The room hears white's socket go; then black's own tip tells the rest: white never was away.
    black.close();
    const tip = await guest.next('away_tip', (m) => m.away);
    expect(tip).toMatchObject({ color: 1, away: true });
    expect(guest.heard.some((m) => m.cmd === 'away_tip' && m.color === 2 && m.away)).toBe(false);
    closeAll([guest, second]);
  });
});
