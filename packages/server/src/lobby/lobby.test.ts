import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSite, type LiveUser } from '../testing/test-live.ts';

let site: LiveSite;
let ann: LiveUser;
let ben: LiveUser;
let cat: LiveUser;

beforeAll(async () => {
  site = await LiveSite.start();
  [ann, ben, cat] = await Promise.all(['ann', 'ben', 'cat'].map((n) => site.register(n)));
});
afterAll(() => site.destroy());

const settings = { color: 'black', size: 9, time: 10, byoyomi: 30, handicap: 0 } as const;

describe('the lobby and invitations', () => {
  it('players see each other, invite, accept, and both land in a playable game', async () => {
    const a = await site.joinLobby(ann);
    expect((await a.next('onlineuser')).userlist.map((u) => u.username)).toEqual(['ann']);
    const b = await site.joinLobby(ben);
    expect(await a.next('user_login')).toMatchObject({ user: { username: 'ben', levelname: 'Auto' } });

    a.send({ cmd: 'playreq', target: 'ben', ...settings });
    const sent = await a.next('play_req');
    const received = await b.next('play_req');
    expect(received).toEqual(sent);
    expect(received).toMatchObject({ from: 'ann', target: 'ben', size: 9, time: 10, countdown: 10 });

    b.send({ cmd: 'agreeplayreq', id: received.id });
    const agreed = await a.next('agree_play_resp');
    expect(await b.next('agree_play_resp')).toEqual(agreed);
    const play = await site.store.playById(agreed.playid);
    expect(play).toMatchObject({
      blackId: ann.id,
      whiteId: ben.id,
      boardSize: 9,
      mainMinutes: 10,
      byoyomiSeconds: 30,
    });

    const black = await site.join(agreed.playid, ann);
    const white = await site.join(agreed.playid, ben);
    black.send({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    expect(await white.next('pos')).toMatchObject({ pos: 'ee', color: 1 });
    for (const c of [a, b, black, white]) c.close();
  });

  it('reject and cancel reach both sides; accepting ends the other invitations', async () => {
    const a = await site.joinLobby(ann);
    const b = await site.joinLobby(ben);
    const c = await site.joinLobby(cat);

    a.send({ cmd: 'playreq', target: 'ben', ...settings });
    const first = await b.next('play_req');
    b.send({ cmd: 'rejectplayreq', id: first.id });
    expect(await a.next('reject_play_resp')).toEqual({ cmd: 'reject_play_resp', id: first.id });

    a.send({ cmd: 'playreq', target: 'ben', ...settings });
    const second = await b.next('play_req');
    a.send({ cmd: 'cancelplayreq', id: second.id });
    expect(await b.next('cancel_play_resp')).toEqual({ cmd: 'cancel_play_resp', id: second.id });

    // cat and ann both invite ben; ben accepts ann's: cat's is rejected on ben's behalf
    c.send({ cmd: 'playreq', target: 'ben', ...settings, color: 'guess' });
    const fromCat = await b.next('play_req', (m) => m.from === 'cat');
    a.send({ cmd: 'playreq', target: 'ben', ...settings, handicap: 3 });
    const fromAnn = await b.next('play_req', (m) => m.from === 'ann');
    b.send({ cmd: 'agreeplayreq', id: fromAnn.id });
    const agreed = await a.next('agree_play_resp');
    expect(await c.next('reject_play_resp')).toEqual({ cmd: 'reject_play_resp', id: fromCat.id });
    const play = await site.store.playById(agreed.playid);
    expect(play).toMatchObject({ handicap: 3, blackFirst: false });
    expect(play?.presetStones.black).toEqual(['cg', 'gc', 'cc']);
    for (const s of [a, b, c]) s.close();
  });

  it('refuses what cannot be: offline targets, oneself, guests, strangers answering', async () => {
    const a = await site.joinLobby(ann);
    const guest = await site.joinLobby(null);
    a.send({ cmd: 'playreq', target: 'nobody_here', ...settings });
    expect(await a.next('error')).toMatchObject({ code: 'INVITE_TARGET_OFFLINE', replyTo: 'playreq' });
    a.send({ cmd: 'playreq', target: 'ann', ...settings });
    expect(await a.next('error')).toMatchObject({ code: 'INVITE_BAD_TARGET' });
    a.send({ cmd: 'playreq', target: 'machine_gnugo', ...settings });
    expect(await a.next('error')).toMatchObject({ code: 'INVITE_MACHINE_TARGET' });
    a.send({ cmd: 'playreq', target: 'ben', ...settings, time: 7 });
    expect(await a.next('error')).toMatchObject({ code: 'BAD_FIELD' });
    guest.send({ cmd: 'playreq', target: 'ann', ...settings });
    expect(await guest.next('error')).toMatchObject({ code: 'GUEST_NOT_ALLOWED' });
    a.send({ cmd: 'agreeplayreq', id: 999 });
    expect(await a.next('error')).toMatchObject({ code: 'NO_SUCH_INVITATION' });
    guest.send({ cmd: 'getinitdata' });
    expect(await guest.next('error')).toMatchObject({ code: 'NOT_ALLOWED' });
    a.close();
    guest.close();
  });

  it('a rematch can be offered from the game page', async () => {
    const game = await site.createPlay(ann, ben);
    const black = await site.join(game.id, ann);
    const white = await site.join(game.id, ben);
    black.send({ cmd: 'playreq', target: 'ben', ...settings, color: 'white' });
    const offer = await white.next('play_req');
    white.send({ cmd: 'agreeplayreq', id: offer.id });
    const agreed = await black.next('agree_play_resp');
    expect(await site.store.playById(agreed.playid)).toMatchObject({ blackId: ben.id, whiteId: ann.id });
    black.close();
    white.close();
  });
});
