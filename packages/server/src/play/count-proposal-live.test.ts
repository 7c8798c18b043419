/**
 * The count after two passes over real sockets, with the real server and its GNU Go marking the
 * dead stones: the proposal reaches both players and a watcher; a refusal lets the side to move
 * after the passes play on; one pass after it proposes nothing, a new pair does; both accept and
 * the game ends by the proposed count; a restart in the middle of an open proposal keeps it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSite, type LiveUser, type TestClient } from '../testing/test-live.ts';

/** 9×9: black walls off columns a–e, white f–i; dead stones at hc (black's) and cc (white's). */
const MOVES = [...'abcdefghi'].flatMap((row) => [`e${row}`, `f${row}`]).concat(['hc', 'cc']);

let site: LiveSite;
let alice: LiveUser;
let bob: LiveUser;
let carol: LiveUser;
const dir = mkdtempSync(join(tmpdir(), 'tengen-proposal-'));

beforeAll(async () => {
  site = await LiveSite.start(undefined, dir);
  alice = await site.register('alice');
  bob = await site.register('bob');
  carol = await site.register('carol');
});
afterAll(() => site?.destroy());

/** Plays points from move `from` on (black odd), each seen by every client before the next. */
async function play(
  clients: { black: TestClient; white: TestClient; all: TestClient[] },
  points: string[],
  from: number,
) {
  for (const [i, point] of points.entries()) {
    const step = from + i;
    const mover = step % 2 === 1 ? clients.black : clients.white;
    mover.send(point === 'tt' ? { cmd: 'pass_req', step } : { cmd: 'pos_stone', pos: point, step });
    for (const c of clients.all) await c.next('pos', (m) => m.step === step, 30_000);
  }
}

describe('the count proposed after two passes, over real sockets', () => {
  it('is refused and played on, proposed again, survives a restart, and ends the game when both accept', async () => {
    const game = await site.createPlay(alice, bob);
    let black = await site.join(game.id, alice);
    let white = await site.join(game.id, bob);
    let watcher = await site.join(game.id, carol);
    let all = [black, white, watcher];
    await play({ black, white, all }, [...MOVES, 'tt', 'tt'], 1);
    for (const c of all) {
      const proposal = await c.next('count_proposal', undefined, 30_000);
      expect(proposal).toMatchObject({ black: false, white: false });
      expect([...proposal.count.dead].sort()).toEqual(['cc', 'hc']);
    }
    // Nobody moves while it is open.
    black.send({ cmd: 'pos_stone', pos: 'aa', step: 23 });
    expect(await black.next('error')).toMatchObject({ code: 'REQUEST_PENDING', replyTo: 'pos_stone' });

    white.send({ cmd: 'count_proposal_no' });
    for (const c of all)
      expect(await c.next('count_proposal_refused')).toMatchObject({ color: 2, nextcolor: 1 });
    await play({ black, white, all }, ['aa', 'tt'], 23);
    // one pass after the refusal: nothing is proposed, black may still play
    black.send({ cmd: 'getinitdata' });
    expect(await black.next('initdata')).toMatchObject({ proposal: null, stepcount: 24, nextcolor: 1 });
    await play({ black, white, all }, ['tt'], 25);
    const again = await watcher.next('count_proposal', undefined, 30_000);
    expect(again.count.dead.length).toBe(2);
    black.send({ cmd: 'count_proposal_yes' });
    expect(await watcher.next('count_proposal', (m) => m.black)).toMatchObject({ black: true, white: false });

    // A restart with the proposal open: it is rebuilt with black's acceptance.
    for (const c of all) c.close();
    await site.stop();
    site = await LiveSite.start(undefined, dir);
    black = await site.join(game.id, alice);
    white = await site.join(game.id, bob);
    watcher = await site.join(game.id, carol);
    all = [black, white, watcher];
    white.send({ cmd: 'getinitdata' });
    const init = await white.next('initdata');
    expect(init).toMatchObject({ status: 0, stepcount: 25, proposal: { black: true, white: false } });
    expect(init.paused).toBeGreaterThan(0);

    white.send({ cmd: 'count_proposal_yes' });
    for (const c of all) {
      const end = await c.next('autofinish', undefined, 30_000);
      expect(end).toMatchObject({ wintype: 2, count: again.count });
    }
    expect(await site.store.playById(game.id)).toMatchObject({ status: 1, winType: 2 });
    for (const c of all) c.close();
  }, 180_000);
});
