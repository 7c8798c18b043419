import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSite, type LiveUser } from '../testing/test-live.ts';

let site: LiveSite;
let ann: LiveUser;
let ben: LiveUser;

beforeAll(async () => {
  site = await LiveSite.start();
  [ann, ben] = await Promise.all(['ann', 'ben'].map((n) => site.register(n)));
});
afterAll(() => site.destroy());

const challenge = { color: 'guess', size: 19, time: 20, byoyomi: 30, handicap: 0, challenge: true } as const;

describe('level challenges over the lobby socket', () => {
  it('a challenge reaches both sides as one; accepted, it becomes a ranked even game without take-backs', async () => {
    const a = await site.joinLobby(ann);
    const b = await site.joinLobby(ben);
    a.send({ cmd: 'playreq', target: 'ben', ...challenge });
    const sent = await a.next('play_req');
    const received = await b.next('play_req');
    expect(received).toEqual(sent);
    // ann sent it (dialog type 3), ben is its target (type 4)
    expect(received).toMatchObject({ from: 'ann', target: 'ben', challenge: true, handicap: 0 });

    b.send({ cmd: 'agreeplayreq', id: received.id });
    const agreed = await a.next('agree_play_resp');
    expect(await b.next('agree_play_resp')).toEqual(agreed);
    const play = await site.store.playById(agreed.playid);
    expect(play).toMatchObject({
      ranked: true,
      handicap: 0,
      komiShift: 0,
      blackFirst: true,
      undoAllowed: false,
      boardSize: 19,
      mainMinutes: 20,
      presetStones: { black: [], white: [] },
    });
    expect([play?.blackId, play?.whiteId].sort()).toEqual([ann.id, ben.id].sort());
    expect(await site.playInfo(agreed.playid, ann)).toMatchObject({ rangzi: 0, canrestore: false });
    a.close();
    b.close();
  });

  it('an ordinary invitation still makes an unranked game and carries no challenge field', async () => {
    const a = await site.joinLobby(ann);
    const b = await site.joinLobby(ben);
    const { challenge: _, ...ordinary } = challenge;
    a.send({ cmd: 'playreq', target: 'ben', ...ordinary });
    const received = await b.next('play_req');
    expect(received).not.toHaveProperty('challenge');
    b.send({ cmd: 'agreeplayreq', id: received.id });
    const agreed = await a.next('agree_play_resp');
    expect(await site.store.playById(agreed.playid)).toMatchObject({ ranked: false, undoAllowed: true });
    a.close();
    b.close();
  });

  it('a refused challenge ends for both and creates no game', async () => {
    const a = await site.joinLobby(ann);
    const b = await site.joinLobby(ben);
    const before = await site.store.unfinishedPlayIds();
    a.send({ cmd: 'playreq', target: 'ben', ...challenge });
    const received = await b.next('play_req');
    b.send({ cmd: 'rejectplayreq', id: received.id });
    expect(await a.next('reject_play_resp')).toEqual({ cmd: 'reject_play_resp', id: received.id });
    expect(await b.next('reject_play_resp')).toEqual({ cmd: 'reject_play_resp', id: received.id });
    expect(await site.store.unfinishedPlayIds()).toEqual(before);
    a.close();
    b.close();
  });

  it('refuses a challenge with handicap, to a machine or a guest, and from a guest; nothing reaches the target', async () => {
    const a = await site.joinLobby(ann);
    const b = await site.joinLobby(ben);
    const guest = await site.joinLobby(null);
    a.send({ cmd: 'playreq', target: 'ben', ...challenge, handicap: 2 });
    expect(await a.next('error')).toMatchObject({
      code: 'BAD_FIELD',
      message: 'a level challenge is an even game: the handicap must be 0',
      replyTo: 'playreq',
    });
    a.send({ cmd: 'playreq', target: 'machine_gnugo_1', ...challenge });
    expect(await a.next('error')).toMatchObject({ code: 'INVITE_MACHINE_TARGET' });
    a.send({ cmd: 'playreq', target: 'guest_123456789', ...challenge });
    expect(await a.next('error')).toMatchObject({ code: 'INVITE_BAD_TARGET' });
    guest.send({ cmd: 'playreq', target: 'ben', ...challenge });
    expect(await guest.next('error')).toMatchObject({ code: 'GUEST_NOT_ALLOWED' });

    // The first play_req ben ever sees is this 9×9 one: none of the refused ones reached him.
    a.send({ cmd: 'playreq', target: 'ben', ...challenge, size: 9 });
    expect(await b.next('play_req')).toMatchObject({ from: 'ann', size: 9, challenge: true });
    for (const s of [a, b, guest]) s.close();
  });
});
