/**
 * What the friends pages' polling costs the server (docs/social.md, "Live"): the real server
 * in this process on a SQLite file, a viewer who follows 30 users and has 50 conversations of
 * 40 messages each (10,000 other messages in the table), then the time of each polled call,
 * one at a time, and how many unread-count polls one process answers with 8 clients at once.
 *
 *   npx tsx --conditions=source bench/server/friends-poll.ts
 */
import { loadavg } from 'node:os';
import { LiveSite, type LiveUser } from '../../packages/server/src/testing/test-live.ts';

const FOLLOWED = 30;
const CONVERSATIONS = 50;
const MESSAGES_EACH = 40;
const OTHER_MESSAGES = 10_000;
const SAMPLES = 300;
const CLIENTS = 8;
const THROUGHPUT_MS = 5_000;

const site = await LiveSite.start();
try {
  const viewer = await site.register('viewer');
  const others: LiveUser[] = [];
  for (let i = 0; i < CONVERSATIONS; i++) others.push(await site.register(`friend${i}`));
  const social = site.store.social;
  let at = Date.now() - 10_000_000;
  for (const [i, other] of others.entries()) {
    if (i < FOLLOWED) await social.setFollow(viewer.id, other.id, true, at);
    for (let m = 0; m < MESSAGES_EACH; m++) {
      const [fromId, toId] = m % 2 === 0 ? [other.id, viewer.id] : [viewer.id, other.id];
      await social.sendPrivateMessage({ fromId, toId, content: `message ${m}`, at: at++ }, () => 0);
    }
  }
  for (let m = 0; m < OTHER_MESSAGES; m++) {
    const a = others[m % others.length];
    const b = others[(m + 1) % others.length];
    await social.sendPrivateMessage({ fromId: a.id, toId: b.id, content: `other ${m}`, at: at++ }, () => 0);
  }
  // A few friends online: in the lobby, as the lobby page connects.
  const sockets = [];
  for (const user of others.slice(0, 10)) sockets.push(await site.joinLobby(user));

  const headers = { authorization: `JWT ${viewer.token}` };
  const get = async (path: string) => {
    const res = await fetch(`${site.url}${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    await res.arrayBuffer();
  };
  const calls: [string, string][] = [
    ['me (the least signed-in call, for scale)', '/api/account/me/'],
    ['getunreadcount (header, 15 s)', '/jwt/getunreadcount/'],
    ['getprimsg page 1 (open conversation, 3 s)', `/jwt/getprimsg/${others[0].id}/1/`],
    ['getfriends (friends page, 15 s)', '/jwt/getfriends/'],
    ['getconversations (friends page, 15 s)', '/jwt/getconversations/'],
  ];
  for (const [name, path] of calls) {
    for (let i = 0; i < 20; i++) await get(path);
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const start = performance.now();
      await get(path);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.floor(q * (times.length - 1))].toFixed(2);
    console.log(`${name}: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
  }

  let answered = 0;
  const until = performance.now() + THROUGHPUT_MS;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        await get('/jwt/getunreadcount/');
        answered++;
      }
    }),
  );
  console.log(`load average during the run: ${loadavg()[0].toFixed(1)} (1 min)`);
  console.log(
    `getunreadcount with ${CLIENTS} clients at once: ${Math.round(answered / (THROUGHPUT_MS / 1000))} answers/s`,
  );
  for (const socket of sockets) socket.close();
} finally {
  await site.server.close();
}
