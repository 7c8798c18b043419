/**
 * Games made in the lobby keep guests and other non-players out of their chat (seed 000: guests
 * chat only with guestenable) until a player opens it with change_chat_req `guestenable`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSite, type LiveUser } from '../testing/test-live.ts';

let site: LiveSite;
let ann: LiveUser;
let ben: LiveUser;
let carl: LiveUser;

beforeAll(async () => {
  site = await LiveSite.start();
  [ann, ben, carl] = await Promise.all(['ann', 'ben', 'carl'].map((n) => site.register(n)));
});
afterAll(() => site.destroy());

/** A game made from ann's invitation, accepted by ben, over the lobby sockets. */
async function invitationGame(): Promise<number> {
  const a = await site.joinLobby(ann);
  const b = await site.joinLobby(ben);
  a.send({ cmd: 'playreq', target: 'ben', color: 'black', size: 9, time: 10, byoyomi: 30, handicap: 0 });
  const invitation = await b.next('play_req');
  b.send({ cmd: 'agreeplayreq', id: invitation.id });
  const { playid } = await a.next('agree_play_resp');
  a.close();
  b.close();
  return playid;
}

describe('guest chat in lobby games', () => {
  it('is off in a game from an invitation; a player opens it and closes it again', async () => {
    const playId = await invitationGame();
    expect(await site.playInfo(playId, null)).toMatchObject({ guestenable: false });
    const black = await site.join(playId, ann);
    const guest = await site.join(playId, null);
    const other = await site.join(playId, carl);
    other.send({ cmd: 'getinitdata' });
    expect(await other.next('initdata')).toMatchObject({ guestenable: false });

    guest.send({ cmd: 'add_chat', content: 'hello' });
    expect(await guest.next('error')).toMatchObject({ code: 'GUEST_NOT_ALLOWED', replyTo: 'add_chat' });
    other.send({ cmd: 'add_chat', content: 'hello' });
    expect(await other.next('error')).toMatchObject({ code: 'CHAT_NOT_ALLOWED', replyTo: 'add_chat' });

    other.send({ cmd: 'change_chat_req', action: 'guestenable' });
    expect(await other.next('error')).toMatchObject({ code: 'NOT_ALLOWED', replyTo: 'change_chat_req' });

    black.send({ cmd: 'change_chat_req', action: 'guestenable' });
    expect(await guest.next('change_chat_resp')).toEqual({
      cmd: 'change_chat_resp',
      black_chat: true,
      white_chat: true,
      guestenable: true,
    });
    other.send({ cmd: 'add_chat', content: 'nice move' });
    expect((await black.next('addchat')).chat).toMatchObject({ User: 'carl', Content: 'nice move' });

    // A page opened now learns the switch from initdata.
    const late = await site.join(playId, null);
    late.send({ cmd: 'getinitdata' });
    expect(await late.next('initdata')).toMatchObject({ guestenable: true });

    black.send({ cmd: 'change_chat_req', action: 'guestdisable' });
    expect(await other.next('change_chat_resp', (m) => m.guestenable === false)).toBeTruthy();
    other.send({ cmd: 'add_chat', content: 'again' });
    expect(await other.next('error')).toMatchObject({ code: 'CHAT_NOT_ALLOWED' });
    for (const c of [black, guest, other, late]) c.close();
  });

  it('is off in a game from an open challenge too', async () => {
    const a = await site.joinLobby(ann);
    const b = await site.joinLobby(ben);
    a.send({
      cmd: 'seek_req',
      size: 9,
      time: 10,
      byoyomi: 30,
      ranked: false,
      minlevel: 'Auto',
      maxlevel: '9D',
    });
    const posted = await b.next('seek_add');
    b.send({ cmd: 'accept_seek_req', id: posted.seek.id });
    const started = await b.next('seek_agree_resp');
    expect((await site.store.playById(started.playid))?.guestsMayChat).toBe(false);
    a.close();
    b.close();
  });
});
