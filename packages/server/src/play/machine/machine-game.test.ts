import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vertexToSgf } from '@tengen/core';
import { isGameEnd, type ServerMessage } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GtpClient } from '../../engines/gtp-client.ts';
import { readGenmove, sgfToGtp } from '../../engines/gtp-position.ts';
import { GNUGO } from '../../testing/test-gnugo.ts';
import { LiveSite, type LiveUser, type TestClient } from '../../testing/test-live.ts';

const MACHINE = 'machine_gnugo_1';

describe('a game against the machine over real sockets', () => {
  let site: LiveSite;
  let human: LiveUser;
  const dir = mkdtempSync(join(tmpdir(), 'tengen-machine-'));
  const adviser = new GtpClient({ command: [GNUGO, '--mode', 'gtp', '--level', '1'], timeoutMs: 30_000 });

  beforeAll(async () => {
    site = await LiveSite.start(undefined, dir);
    human = await site.register('alice');
  });
  afterAll(async () => {
    await adviser.close();
    await site?.destroy();
  });

  async function challenge(user: LiveUser, fields: Record<string, string>) {
    const res = await fetch(`${site.url}/jwt/startgameka/`, {
      method: 'POST',
      headers: { authorization: `JWT ${user.token}` },
      body: new URLSearchParams(fields),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  const beansOf = async (user: LiveUser) => (await site.store.userById(user.id))?.beans;

  it('costs 5 beans, or answers 3 and creates nothing when they are short', async () => {
    const poor = await site.register('bob');
    expect(await challenge(poor, { machinename: MACHINE })).toEqual({ status: 200, body: { result: 3 } });
    expect(await beansOf(poor)).toBe(0);
    expect((await challenge(poor, { machinename: 'machine_nobody' })).status).toBe(404);
    expect((await challenge(poor, { machinename: 'alice' })).status).toBe(404);
    await site.store.changeBeans({ userId: poor.id, delta: 5, reason: 'admin', at: Date.now() });
    expect((await challenge(poor, { machinename: MACHINE, size: '11' })).status).toBe(400);
    expect(await beansOf(poor)).toBe(5); // a refused challenge charges nothing
  });

  it('plays a whole 9×9 game to the count, moving as a player does', async () => {
    await site.store.changeBeans({ userId: human.id, delta: 12, reason: 'admin', at: Date.now() });
    const started = await challenge(human, { machinename: MACHINE, size: '9', color: 'black', time: '10' });
    expect(started).toMatchObject({ status: 200, body: { result: 0 } });
    expect(await beansOf(human)).toBe(7);
    const playId = started.body.playid as number;
    const info = await site.playInfo(playId, human);
    const machine = await site.store.userByName(MACHINE);
    expect(info).toMatchObject({ machineid: machine?.id, machinename: MACHINE, lu: 9, busername: 'alice' });

    const me = await site.join(playId, human);
    me.send({ cmd: 'machine_go' }); // black (the human) is to move
    expect(await me.next('error')).toMatchObject({ code: 'NOT_YOUR_TURN', replyTo: 'machine_go' });

    await adviser.send('boardsize 9');
    await adviser.send('clear_board');
    await adviser.send('komi 7.5');
    const end = await playOut(me, 9);
    // both sides pass at the end; the machine may also resign when far behind late in the game
    expect(['autofinish', 'sendfail_resp']).toContain(end.cmd);
    const stored = await site.store.playById(playId);
    expect(stored).toMatchObject({ status: 1, winType: end.cmd === 'autofinish' ? 2 : 1 });
    expect(stored?.finalMoves.length).toBeGreaterThan(20);
    me.close();
  }, 300_000);

  /** The human plays GNU Go's moves (a pass for a resignation) until the game ends. */
  async function playOut(me: TestClient, size: number): Promise<ServerMessage> {
    for (let step = 1; ; step += 2) {
      const reply = await adviser.send('genmove black');
      const move = readGenmove(reply, size);
      if (move === null || move === 'resign') me.send({ cmd: 'pass_req', step });
      else me.send({ cmd: 'pos_stone', pos: vertexToSgf(move), step });
      const answer = await firstOf(
        me,
        (m) => isGameEnd(m) || m.cmd === 'count_proposal' || (m.cmd === 'pos' && m.step === step + 1),
      );
      // Two passes: the count is proposed; the machine accepts it, and so does the human.
      if (answer.cmd === 'count_proposal') {
        me.send({ cmd: 'count_proposal_yes' });
        return firstOf(me, isGameEnd);
      }
      if (answer.cmd !== 'pos') return answer;
      await adviser.send(`play white ${sgfToGtp(answer.pos, size)}`);
      if (answer.pos === 'tt') {
        const ended = me.received.find(isGameEnd);
        if (ended) return ended;
      }
    }
  }

  it('accepts a take-back, then plays on', async () => {
    await site.store.changeBeans({ userId: human.id, delta: 5, reason: 'admin', at: Date.now() });
    const playId = (await challenge(human, { machinename: MACHINE, size: '9' })).body.playid as number;
    const me = await site.join(playId, human);
    me.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    await me.next('pos', (m) => m.step === 2, 30_000);
    me.send({ cmd: 'restore_req', depth: 2 });
    expect(await me.next('restore_ret', undefined, 30_000)).toMatchObject({
      agree: true,
      depth: 2,
      stepcount: 0,
    });
    me.send({ cmd: 'pos_stone', pos: 'cc', step: 1 });
    expect((await me.next('pos', (m) => m.step === 2, 30_000)).color).toBe(2);
    me.close();
  }, 60_000);

  it('moves again after a restart when it is its turn', async () => {
    await site.store.changeBeans({ userId: human.id, delta: 5, reason: 'admin', at: Date.now() });
    const started = await challenge(human, { machinename: MACHINE, size: '9' });
    const playId = started.body.playid as number;
    // the human's first move is in the log, then the server stops before the machine answers
    const at = Date.now();
    await site.store.appendEvent(playId, 1, { type: 'join', by: 1 }, at);
    await site.store.appendEvent(playId, 2, { type: 'move', by: 1, point: 'ee', step: 1 }, at);
    await site.stop();
    site = await LiveSite.start(undefined, dir);
    const me = await site.join(playId, human);
    me.send({ cmd: 'getinitdata' });
    const init = await me.next('initdata');
    if (init.pos.length < 2) await me.next('pos', (m) => m.step === 2, 30_000);
    me.send({ cmd: 'getinitdata' });
    expect((await me.next('initdata')).pos).toHaveLength(2);
    me.close();
  }, 60_000);
});

/** The first message received that matches (polled: it may be one of several kinds). */
async function firstOf(client: TestClient, match: (m: ServerMessage) => boolean): Promise<ServerMessage> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = client.received.find(match);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`nothing matched; got ${client.received.map((m) => m.cmd).join(', ')}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
