/**
 * The machine answers a counting request (calc_stone_req) as a player would, over the real
 * server, real sockets and the real GNU Go: in a game still being fought it refuses with "the
 * game is not over" (reason 2); in a finished position (both sides would pass) it agrees,
 * then accepts the counted result, and the game ends on the count.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vertexToSgf } from '@tengen/core';
import { COUNT_REFUSAL } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GtpClient } from '../../engines/gtp-client.ts';
import { readGenmove, sgfToGtp } from '../../engines/gtp-position.ts';
import { corpusMoves, FINISHED_19, GNUGO } from '../../testing/test-gnugo.ts';
import { LiveSite, type LiveUser } from '../../testing/test-live.ts';

const MACHINE = 'machine_gnugo_1';
const BLACK = 1;
const WHITE = 2;

describe('the machine and a counting request, with GNU Go over real sockets', () => {
  let site: LiveSite;
  let human: LiveUser;
  const dir = mkdtempSync(join(tmpdir(), 'tengen-machine-count-'));
  const adviser = new GtpClient({ command: [GNUGO, '--mode', 'gtp', '--level', '1'], timeoutMs: 30_000 });

  beforeAll(async () => {
    site = await LiveSite.start(undefined, dir);
    human = await site.register('alice');
    await site.store.changeBeans({ userId: human.id, delta: 10, reason: 'admin', at: Date.now() });
  });
  afterAll(async () => {
    await adviser.close();
    await site?.destroy();
  });

  async function challenge(fields: Record<string, string>): Promise<number> {
    const res = await fetch(`${site.url}/jwt/startgameka/`, {
      method: 'POST',
      headers: { authorization: `JWT ${human.token}` },
      body: new URLSearchParams({ machinename: MACHINE, ...fields }),
    });
    const body = (await res.json()) as { result: number; playid: number };
    if (body.result !== 0) throw new Error(`startgameka answered ${JSON.stringify(body)}`);
    return body.playid;
  }

  it('refuses in a 9×9 game still being fought: the game is not over', async () => {
    const playId = await challenge({ size: '9', color: 'black' });
    const me = await site.join(playId, human);
    await adviser.send('boardsize 9');
    await adviser.send('clear_board');
    // twenty moves (the least before counting on 9×9): the human plays GNU Go's choices
    for (let step = 1; step < 20; step += 2) {
      const move = readGenmove(await adviser.send('genmove black'), 9);
      if (move === null || move === 'resign') throw new Error(`GNU Go gave up at move ${step}`);
      me.send({ cmd: 'pos_stone', pos: vertexToSgf(move), step });
      const reply = await me.next('pos', (m) => m.step === step + 1, 30_000);
      await adviser.send(`play white ${sgfToGtp(reply.pos, 9)}`);
    }
    me.send({ cmd: 'calc_stone_req' });
    expect(await me.next('calcstone_tip', (m) => m.state === 'asked')).toMatchObject({ color: BLACK });
    expect(await me.next('calcstone_tip', (m) => m.state === 'refused', 30_000)).toEqual({
      cmd: 'calcstone_tip',
      state: 'refused',
      color: BLACK,
      reason: COUNT_REFUSAL.notOver,
    });
    expect((await site.store.playById(playId))?.status).toBe(0);
    // the game goes on: the machine still answers a move
    const move = readGenmove(await adviser.send('genmove black'), 9);
    if (move === null || move === 'resign') throw new Error('GNU Go gave up at move 21');
    me.send({ cmd: 'pos_stone', pos: vertexToSgf(move), step: 21 });
    expect((await me.next('pos', (m) => m.step === 22, 30_000)).color).toBe(WHITE);
    me.close();
  }, 120_000);

  it('agrees when the game is played out, accepts the count, and the game ends on it', async () => {
    // FineArt–DolBaram 2018 to its last move (RE[B+11.5], KM[7.5]); the machine has black,
    // so after move 311 it is the human's (white's) turn to ask
    const moves = corpusMoves(FINISHED_19.file);
    expect(moves).toHaveLength(311);
    const playId = await challenge({ size: '19', color: 'white' });
    const at = Date.now();
    await site.store.appendEvent(playId, 1, { type: 'join', by: BLACK }, at);
    await site.store.appendEvent(playId, 2, { type: 'join', by: WHITE }, at);
    for (const [i, point] of moves.entries()) {
      const by = i % 2 === 0 ? BLACK : WHITE;
      const command =
        point === 'tt' ? { type: 'pass', by, step: i + 1 } : { type: 'move', by, point, step: i + 1 };
      await site.store.appendEvent(playId, i + 3, command, at);
    }
    const me = await site.join(playId, human);
    me.send({ cmd: 'getinitdata' });
    expect((await me.next('initdata')).pos).toHaveLength(311);

    me.send({ cmd: 'calc_stone_req' });
    expect(await me.next('calcstone_tip', (m) => m.state === 'asked')).toMatchObject({ color: WHITE });
    const counted = await me.next('calc_score_tip', undefined, 60_000);
    expect(counted.color).toBe(WHITE);
    expect(counted.count.result).toBe(BLACK);
    const ended = await me.next('calc_stone_yes_result_tip', undefined, 60_000);
    expect(ended.color).toBe(BLACK); // the machine accepted the result
    expect(ended.count).toEqual(counted.count);
    const stored = await site.store.playById(playId);
    expect(stored).toMatchObject({
      status: 1,
      result: BLACK,
      winType: 2,
      winNumber: counted.count.winnumber,
    });
    // the record's margin: 11.5 points under area counting = 5¾ stones
    expect(stored?.winNumber).toBe(575);
    me.close();
  }, 120_000);
});
