/**
 * Blocks over the real server (docs/social.md): after ann blocks ben, neither invites,
 * challenges, follows or writes to the other; ben's follow of ann ends; ann lists and unblocks
 * him, and all of it works again. Bad input changes nothing.
 */
import type { BlocksResponse } from '@tengen/protocol';
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

const post = async (user: LiveUser, path: string, form: Record<string, string | number>) => {
  const res = await fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: { authorization: `JWT ${user.token}` },
    body: new URLSearchParams(Object.entries(form).map(([k, v]): [string, string] => [k, String(v)])),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const blocksOf = async (user: LiveUser) => {
  const res = await fetch(`${site.url}/jwt/getblocks/`, { headers: { authorization: `JWT ${user.token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as BlocksResponse).blocks;
};
const invite = (target: string) =>
  ({ cmd: 'playreq', target, color: 'black', size: 9, time: 10, byoyomi: 30, handicap: 0 }) as const;

describe('blocks', () => {
  it('keep two players apart until unblocked', async () => {
    expect(await post(ben, '/jwt/addfriend/', { friend: ann.id, attion: 1 })).toMatchObject({ status: 200 });
    expect(await post(ann, '/jwt/setblock/', { userid: ben.id, block: 1 })).toEqual({
      status: 200,
      body: { result: 0 },
    });
    expect(await blocksOf(ann)).toEqual([{ userid: ben.id, username: 'ben', t: expect.any(Number) }]);
    expect(await blocksOf(ben)).toEqual([]);
    expect(await site.store.social.isFollowing(ben.id, ann.id)).toBe(false);

    // Follows and messages, both ways.
    expect(await post(ben, '/jwt/addfriend/', { friend: ann.id, attion: 1 })).toMatchObject({ status: 403 });
    expect(await post(ben, '/jwt/writeprimsg/', { userid: ann.id, content: 'hello' })).toMatchObject({
      status: 403,
      body: { message: 'userid: you cannot write to this player' },
    });
    expect(await post(ann, '/jwt/writeprimsg/', { userid: ben.id, content: 'hello' })).toMatchObject({
      status: 403,
    });
    expect(await site.store.social.readConversation(ann.id, ben.id, { offset: 0, limit: 5 })).toEqual([]);

    // Invitations and open challenges, over the lobby sockets.
    const a = await site.joinLobby(ann);
    const b = await site.joinLobby(ben);
    b.send(invite('ann'));
    expect(await b.next('error', (m) => m.replyTo === 'playreq')).toMatchObject({
      code: 'INVITE_BLOCKED',
      message: 'ann does not take invitations from you',
    });
    a.send(invite('ben'));
    expect(await a.next('error', (m) => m.replyTo === 'playreq')).toMatchObject({ code: 'INVITE_BLOCKED' });
    a.send({
      cmd: 'seek_req',
      size: 9,
      time: 10,
      byoyomi: 30,
      ranked: false,
      minlevel: 'Auto',
      maxlevel: '9D',
    });
    const seek = (await b.next('seek_add')).seek;
    b.send({ cmd: 'accept_seek_req', id: seek.id });
    expect(await b.next('error', (m) => m.replyTo === 'accept_seek_req')).toMatchObject({
      code: 'INVITE_BLOCKED',
    });
    a.send({ cmd: 'cancel_seek_req', id: seek.id });
    await a.next('seek_remove');
    expect(a.heard.some((m) => m.cmd === 'play_req')).toBe(false);
    expect(b.heard.some((m) => m.cmd === 'play_req')).toBe(false);

    // Unblocked: all of it works again.
    expect(await post(ann, '/jwt/setblock/', { userid: ben.id, block: 0 })).toMatchObject({ status: 200 });
    expect(await blocksOf(ann)).toEqual([]);
    b.send(invite('ann'));
    expect((await a.next('play_req')).from).toBe('ben');
    expect(await post(ben, '/jwt/writeprimsg/', { userid: ann.id, content: 'sorry' })).toMatchObject({
      status: 200,
    });
    a.close();
    b.close();
  });

  it('refuses bad input and changes nothing', async () => {
    expect(await post(cat, '/jwt/setblock/', { userid: cat.id, block: 1 })).toMatchObject({
      status: 400,
      body: { message: 'userid: you cannot block yourself' },
    });
    expect(await post(cat, '/jwt/setblock/', { userid: 99_999, block: 1 })).toMatchObject({ status: 404 });
    expect(await post(cat, '/jwt/setblock/', { userid: ann.id, block: 'yes' })).toMatchObject({
      status: 400,
    });
    const anonymous = await fetch(`${site.url}/jwt/setblock/`, {
      method: 'POST',
      body: new URLSearchParams({ userid: String(ann.id), block: '1' }),
    });
    expect(anonymous.status).toBe(401);
    expect(await blocksOf(cat)).toEqual([]);
  });
});
