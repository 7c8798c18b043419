/**
 * The live-game integration scenarios (real server, real sockets), run against each storage
 * engine: live-game.test.ts on SQLite, postgres-live.test.ts on PostgreSQL.
 */

import type { OnlineUser } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { StoreLocation } from '../storage/open-store.ts';
import { LiveSite, type LiveUser, type TestClient } from './test-live.ts';

/**
 * Registers the scenarios under `a live game over real sockets (<engineName>)`.
 * `makeLocation` is called once, in beforeAll: the database the server runs on
 * (undefined: the default SQLite file in the site's temp folder).
 */
export function describeLiveGame(
  engineName: string,
  makeLocation: () => Promise<StoreLocation | undefined>,
): void {
  describe(`a live game over real sockets (${engineName})`, () => {
    let site: LiveSite;
    let alice: LiveUser;
    let bob: LiveUser;
    let carol: LiveUser;

    beforeAll(async () => {
      site = await LiveSite.start(await makeLocation());
      alice = await site.register('alice');
      bob = await site.register('bob');
      carol = await site.register('carol');
    });
    afterAll(() => site?.destroy());

    /** Plays SGF points in turn; every client sees each move. */
    async function play(black: TestClient, white: TestClient, points: string[], watchers: TestClient[] = []) {
      for (let i = 0; i < points.length; i++) {
        const mover = i % 2 === 0 ? black : white;
        const step = i + 1;
        if (points[i] === 'tt') mover.send({ cmd: 'pass_req', step });
        else mover.send({ cmd: 'pos_stone', pos: points[i], step });
        for (const c of [black, white, ...watchers]) await c.next('pos', (m) => m.step === step);
      }
    }

    const twelve = ['aa', 'ii', 'ba', 'hi', 'ca', 'gi', 'da', 'fi', 'ea', 'ei', 'fa', 'di'];
    it('two players play to a resignation while a guest watches every move', async () => {
      const game = await site.createPlay(alice, bob);
      const black = await site.join(game.id, alice);
      const white = await site.join(game.id, bob, 'sockethost2');
      const guest = await site.join(game.id, null);

      const aliceInLobby = await site.joinLobby(alice);
      black.send({ cmd: 'getinitdata' });
      expect(await black.next('initdata')).toMatchObject({ pos: [], status: 0, nextcolor: 1, stepcount: 0 });

      await play(black, white, twelve, [guest]);
      white.send({ cmd: 'send_fail' });
      for (const c of [black, white, guest]) {
        expect(await c.next('sendfail_resp')).toMatchObject({ color: 2, result: 1, wintype: 1 });
      }
      const stored = await site.store.playById(game.id);
      expect(stored).toMatchObject({ status: 1, result: 1, winType: 1, resultText: 'B+R' });
      expect(stored?.finalMoves).toEqual(twelve);
      expect(stored?.sgf).toContain('RE[B+R]');
      // Everyone in the room hears the players' new records; someone who comes later is told them.
      const [winner, loser] = [await site.store.userById(alice.id), await site.store.userById(bob.id)];
      expect(winner?.wins).toBeGreaterThan(0);
      expect(loser?.losses).toBeGreaterThan(0);
      const told = (name: string, wins?: number, losses?: number) => (m: { user: OnlineUser }) =>
        m.user.username === name && m.user.win === wins && m.user.fail === losses;
      for (const c of [black, white, guest]) {
        await c.next('user_login', told('alice', winner?.wins, winner?.losses));
        await c.next('user_login', told('bob', loser?.wins, loser?.losses));
      }
      const later = await site.join(game.id, carol);
      const { userlist } = await later.next('onlineuser');
      expect(userlist.find((u) => u.username === 'alice')).toMatchObject({ win: winner?.wins });
      expect(userlist.find((u) => u.username === 'bob')).toMatchObject({ fail: loser?.losses });
      const lobby = await site.joinLobby(carol);
      const inLobby = (await lobby.next('onlineuser')).userlist;
      expect(inLobby.find((u) => u.username === 'alice')).toMatchObject({ win: winner?.wins });
      for (const c of [black, white, guest, later, aliceInLobby, lobby]) c.close();
    });

    it('two passes propose the area count; both accept it and the game ends', async () => {
      const game = await site.createPlay(alice, bob);
      const black = await site.join(game.id, alice);
      const white = await site.join(game.id, bob);
      await play(black, white, ['ee', 'tt']);
      black.send({ cmd: 'pass_req', step: 3 });
      expect(await white.next('count_proposal')).toMatchObject({ black: false, white: false });
      for (const c of [black, white]) c.send({ cmd: 'count_proposal_yes' });
      const end = await white.next('autofinish');
      expect(end).toMatchObject({ result: 1, wintype: 2 });
      expect(end.count.bscore).toBe(8100);
      black.close();
      white.close();
    });

    it('take-back accepted, counting refused, chat — and a spectator sees the rewind', async () => {
      const game = await site.createPlay(alice, bob, { undoAllowed: true, guestsMayChat: true });
      const black = await site.join(game.id, alice);
      const white = await site.join(game.id, bob);
      const watcher = await site.join(game.id, carol);
      await play(black, white, ['ee', 'cc', 'gg'], [watcher]);

      black.send({ cmd: 'restore_req', depth: 1 });
      expect(await white.next('restore_tip')).toMatchObject({ color: 1, depth: 1 });
      white.send({ cmd: 'restore_yes_resp' });
      expect(await watcher.next('restore_ret')).toMatchObject({
        agree: true,
        depth: 1,
        stepcount: 2,
        nextcolor: 1,
      });
      watcher.send({ cmd: 'getinitdata' });
      expect((await watcher.next('initdata')).pos).toEqual(['ee', 'cc']);

      black.send({ cmd: 'calc_stone_req' });
      expect(await black.next('error')).toMatchObject({
        code: 'COUNTING_TOO_EARLY',
        replyTo: 'calc_stone_req',
      });

      watcher.send({ cmd: 'add_chat', content: 'nice shape' });
      expect((await black.next('addchat')).chat).toMatchObject({ User: 'carol', Content: 'nice shape' });
      watcher.send({ cmd: 'add_chat', content: 'again' });
      expect(await watcher.next('error')).toMatchObject({ code: 'CHAT_THROTTLED' });
      for (const c of [black, white, watcher]) c.close();
    });

    const twenty = ['aa', 'ba', 'ca', 'da', 'ea', 'fa', 'ga', 'ha', 'ia', 'ab'].flatMap((b, i) => [
      b,
      ['ai', 'bi', 'ci', 'di', 'ei', 'fi', 'gi', 'hi', 'ii', 'ah'][i],
    ]);

    it('a counting request refused: a move first, then 30 s', async () => {
      const game = await site.createPlay(alice, bob);
      const black = await site.join(game.id, alice);
      const white = await site.join(game.id, bob);
      await play(black, white, twenty);
      black.send({ cmd: 'calc_stone_req' });
      expect(await white.next('calcstone_tip')).toMatchObject({ state: 'asked', color: 1 });
      white.send({ cmd: 'calc_stone_no_req', reason: 1 });
      expect(await black.next('calcstone_tip', (m) => m.state === 'refused')).toMatchObject({ reason: 1 });
      black.send({ cmd: 'calc_stone_req' });
      expect(await black.next('error')).toMatchObject({ code: 'COUNTING_NEEDS_MOVE' });
      black.send({ cmd: 'pos_stone', pos: 'ee', step: 21 });
      await white.next('pos', (m) => m.step === 21);
      black.send({ cmd: 'calc_stone_req' });
      expect(await black.next('error')).toMatchObject({
        code: 'COUNTING_WAIT',
        message: 'Please wait 30 seconds before requesting counting again',
      });
      expect((await site.store.playById(game.id))?.countRequests).toBe(1);
      black.close();
      white.close();
    });

    it('counting agreed and its result accepted ends the game', async () => {
      const game = await site.createPlay(alice, bob);
      const black = await site.join(game.id, alice);
      const white = await site.join(game.id, bob);
      await play(black, white, twenty);
      white.send({ cmd: 'calc_stone_req' });
      await black.next('calcstone_tip');
      black.send({ cmd: 'calc_stone_yes_req' });
      const counted = await white.next('calc_score_tip');
      expect(counted.count.bscore + counted.count.wscore).toBe(8100);
      black.send({ cmd: 'calc_stone_yes_result' });
      expect(await white.next('calc_stone_yes_result_tip')).toMatchObject({ color: 1, wintype: 2 });
      expect((await site.store.playById(game.id))?.status).toBe(1);
      black.close();
      white.close();
    });

    it('the socket says who you are: member, other, guest', async () => {
      const game = await site.createPlay(alice, bob);
      const info = await site.playInfo(game.id, null);
      const guest = await site.join(game.id, null);
      expect(info.ismember).toBe(false);
      expect(guest.received).toEqual(
        expect.arrayContaining([expect.objectContaining({ cmd: 'onlineuser' })]),
      );
      const other = await site.join(game.id, carol);
      expect(await guest.next('user_login')).toMatchObject({ user: { username: 'carol' } });
      other.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
      expect(await other.next('error')).toMatchObject({ code: 'NOT_ALLOWED', replyTo: 'pos_stone' });
      guest.send({ cmd: 'send_fail' });
      expect(await guest.next('error')).toMatchObject({ code: 'NOT_ALLOWED' });
      other.close();
      expect(await guest.next('exit')).toEqual({ cmd: 'exit', username: 'carol', reason: 'left' });
      guest.close();
    });

    it('a socket that drops while its init_user is being handled leaves no ghost in the room', async () => {
      const game = await site.createPlay(alice, bob);
      const infos = [await site.playInfo(game.id, carol), await site.playInfo(game.id, null)];
      await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const ws = new WebSocket(infos[i % 2].sockethost);
          await new Promise((resolve) => ws.once('open', resolve));
          ws.send(
            JSON.stringify({ cmd: 'init_user', pkey: `play:${game.id}`, userkey: infos[i % 2].userkey }),
          );
          if (i < 5)
            ws.terminate(); // the connection drops at once
          else ws.close(); // a polite goodbye right after
          await new Promise((resolve) => ws.once('close', resolve));
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const black = await site.join(game.id, alice);
      expect((await black.next('onlineuser')).userlist.map((u) => u.username)).toEqual(['alice']);
      black.close();
    });
  });
}
