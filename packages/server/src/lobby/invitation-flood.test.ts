/**
 * An invitation flood over the lobby sockets (docs/lobby.md): a burst of 40 from one sender
 * reaches the target once, the rest are refused with a reason; after a refusal the sender may
 * ask again only a few times a minute; a target never has more than three waiting at once.
 */
import type { ServerMessageOf } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveSite, type LiveUser, type TestClient } from '../testing/test-live.ts';
import { INVITATION_LIMITS } from './invitation-limits.ts';

let site: LiveSite;
const users: Record<string, LiveUser> = {};

beforeAll(async () => {
  site = await LiveSite.start();
  for (const name of ['ann', 'ben', 'cat', 'dan', 'eve', 'fay']) users[name] = await site.register(name);
});
afterAll(() => site.destroy());

const invite = (target: string) =>
  ({ cmd: 'playreq', target, color: 'black', size: 9, time: 10, byoyomi: 30, handicap: 0 }) as const;

/** A refusal of a playreq at `client`. */
const refusal = (client: TestClient) => client.next('error', (m) => m.replyTo === 'playreq');
const playReqs = (client: TestClient) =>
  client.heard.filter((m): m is ServerMessageOf<'play_req'> => m.cmd === 'play_req');

describe('invitation floods', () => {
  it('40 invitations at once (from four tabs) reach the target once; the others are refused', async () => {
    // Four tabs of ann's, ten each: under the socket's own frame limit, so only the invitation limits act.
    const tabs = await Promise.all([1, 2, 3, 4].map(() => site.joinLobby(users.ann!)));
    const ann = tabs[0]!;
    const ben = await site.joinLobby(users.ben!);
    ann.send(invite('ben'));
    const first = await ben.next('play_req');
    // The 39 others at once, from all four tabs, while the first is waiting.
    const refusals = [];
    tabs.forEach((tab, i) => {
      for (let n = 0; n < (i === 0 ? 9 : 10); n++) tab.send(invite('ben'));
    });
    for (const [i, tab] of tabs.entries()) {
      for (let n = 0; n < (i === 0 ? 9 : 10); n++) refusals.push(await refusal(tab));
    }
    expect(refusals).toHaveLength(39);
    for (const r of refusals) {
      expect(r).toMatchObject({
        code: 'INVITE_LIMIT',
        message: 'you have invited ben already: wait for the answer',
      });
    }
    expect(playReqs(ben)).toHaveLength(1);

    // Each refusal lets one more through, up to the per-minute limit to one player.
    ben.send({ cmd: 'rejectplayreq', id: first.id });
    await ann.next('reject_play_resp');
    for (let n = 2; n <= INVITATION_LIMITS.turnedDownPerMinute; n++) {
      ann.send(invite('ben'));
      const again = await ben.next('play_req');
      ben.send({ cmd: 'rejectplayreq', id: again.id });
      await ann.next('reject_play_resp', (m) => m.id === again.id);
    }
    ann.send(invite('ben'));
    expect(await refusal(ann)).toMatchObject({
      code: 'INVITE_LIMIT',
      message: expect.stringMatching(
        new RegExp(
          `^ben turned down ${INVITATION_LIMITS.turnedDownPerMinute} of your invitations in a minute: wait \\d+ s$`,
        ),
      ),
    });
    expect(playReqs(ben)).toHaveLength(INVITATION_LIMITS.turnedDownPerMinute);
    for (const c of [...tabs, ben]) c.close();
  });

  it('a target has at most three invitations waiting', async () => {
    const fay = await site.joinLobby(users.fay!);
    const senders = await Promise.all(['cat', 'dan', 'eve', 'ben'].map((n) => site.joinLobby(users[n]!)));
    for (const s of senders.slice(0, 3)) {
      s.send(invite('fay'));
      await s.next('play_req');
    }
    const fourth = senders[3]!;
    fourth.send(invite('fay'));
    expect(await refusal(fourth)).toMatchObject({
      code: 'INVITE_LIMIT',
      message: 'fay has too many invitations waiting: try again in a few seconds',
    });
    await fay.next('play_req', (m) => m.from === 'eve');
    expect(
      playReqs(fay)
        .map((m) => m.from)
        .sort(),
    ).toEqual(['cat', 'dan', 'eve']);
    for (const c of [fay, ...senders]) c.close();
  });
});
