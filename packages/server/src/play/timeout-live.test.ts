/**
 * Clocks over real time, real sockets and the server's own timers: byo-yomi announcements and
 * losses on time arrive when they should, to every client, and the store records the result.
 * Short clocks (no main time, 1 s periods) keep it quick; the games run side by side.
 */
import { afterAll, beforeAll, describe, type ExpectStatic, it } from 'vitest';
import type { NewPlay, Play } from '../storage/types.ts';
import { sleep } from '../testing/test-child-server.ts';
import { LiveSite, type LiveUser } from '../testing/test-live.ts';

let site: LiveSite;
let alice: LiveUser;
let bob: LiveUser;

beforeAll(async () => {
  site = await LiveSite.start();
  [alice, bob] = await Promise.all([site.register('alice'), site.register('bob')]);
});
afterAll(() => site.destroy());

/** A game starting `inMs` from now, with both players and a guest already in the room. */
async function game(settings: Partial<NewPlay>, inMs = 700) {
  const play = await site.createPlay(alice, bob, { startsAt: Date.now() + inMs, ...settings });
  const [black, white, guest] = await Promise.all([
    site.join(play.id, alice),
    site.join(play.id, bob),
    site.join(play.id, null),
  ]);
  return { play, black, white, guest, all: [black, white, guest] };
}

async function expectFinished(expect: ExpectStatic, play: Play, text: string, result: number) {
  expect(await site.store.playById(play.id)).toMatchObject({
    status: 1,
    result,
    winType: 3,
    resultText: text,
  });
}

describe.concurrent('clocks in real time', () => {
  it('nothing runs before the first move; then white, who never moves, loses on time about a second later', async ({
    expect,
  }) => {
    const { play, black, white, all } = await game({ mainMinutes: 0, byoyomiSeconds: 1, byoyomiPeriods: 1 });
    // Well past the start and past a whole period: black's clock has not run.
    await sleep(play.startsAt - Date.now() + 1500);
    black.send({ cmd: 'getinitdata' });
    expect(await black.next('initdata')).toMatchObject({ status: 0, unstart: 0, elapsed: 0, bducount: 1 });
    expect(black.heard.some((m) => m.cmd === 'miao_tip' || m.cmd === 'timeout_resp')).toBe(false);
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    expect(await white.next('pos')).toMatchObject({ step: 1, bcost: 0, bducount: 1 });
    const movedAt = Date.now();
    const ends = await Promise.all(all.map((c) => c.next('timeout_resp', () => true, 3000)));
    for (const end of ends)
      expect(end).toEqual({ cmd: 'timeout_resp', color: 2, result: 1, wintype: 3, winnumber: 0 });
    expect(Date.now() - movedAt).toBeGreaterThanOrEqual(950);
    await expectFinished(expect, play, 'B+T', 1);
    // Over means over.
    white.send({ cmd: 'pos_stone', pos: 'cc', step: 2 });
    expect(await white.next('error')).toMatchObject({ code: 'GAME_FINISHED' });
    for (const c of all) c.close();
  });

  it('white moves inside the period and keeps it; black loses a period, then the game', async ({
    expect,
  }) => {
    const { play, black, white, guest, all } = await game({
      mainMinutes: 0,
      byoyomiSeconds: 1,
      byoyomiPeriods: 2,
    });
    await sleep(play.startsAt - Date.now() + 20);
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    await white.next('pos');
    white.send({ cmd: 'pos_stone', pos: 'cc', step: 2 });
    expect(await guest.next('end_miao_tip')).toEqual({ cmd: 'end_miao_tip', color: 2 });
    expect(await black.next('pos', (m) => m.step === 2)).toMatchObject({ wducount: 2, whitethink: 0 });
    const movedAt = Date.now();
    // Black is in byo-yomi from the start of the turn: the next tip is the lost period.
    for (const c of all)
      expect(await c.next('miao_tip', (m) => m.color === 1, 3000)).toMatchObject({ ducount: 1 });
    const ends = await Promise.all(all.map((c) => c.next('timeout_resp', () => true, 3000)));
    for (const end of ends) expect(end).toMatchObject({ color: 1, result: 2, wintype: 3 });
    expect(Date.now() - movedAt).toBeGreaterThanOrEqual(1900);
    await expectFinished(expect, play, 'W+T', 2);
    for (const c of all) c.close();
  });

  it('the think limit flags a player from the third move, even with main time left', async ({ expect }) => {
    const { play, black, white, all } = await game({ mainMinutes: 10, moveLimitSeconds: 1 }, 300);
    await sleep(play.startsAt - Date.now() + 20);
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    await white.next('pos');
    await sleep(1200); // white may take longer than the limit on move 2: it applies from move 3
    white.send({ cmd: 'pos_stone', pos: 'cc', step: 2 });
    await black.next('pos', (m) => m.step === 2);
    const ends = await Promise.all(all.map((c) => c.next('timeout_resp', () => true, 3000)));
    for (const end of ends) expect(end).toMatchObject({ color: 1, result: 2, wintype: 3 });
    await expectFinished(expect, play, 'W+T', 2);
    for (const c of all) c.close();
  });
});
