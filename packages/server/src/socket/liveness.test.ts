import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LiveSite } from '../testing/test-live.ts';
import { Liveness, type Watched } from './liveness.ts';

interface Socket extends Watched {
  readonly name: string;
}

function sweep(slices = 1) {
  const pinged: string[] = [];
  const dropped: string[] = [];
  const liveness = new Liveness<Socket>(
    { ping: (s) => pinged.push(s.name), drop: (s) => dropped.push(s.name) },
    slices,
  );
  return { liveness, pinged, dropped };
}

const socket = (name: string): Socket => ({ name, quietVisits: 0 });

describe('the liveness sweep', () => {
  it('pings a socket silent for a whole period and drops it one visit later', () => {
    const { liveness, pinged, dropped } = sweep();
    const quiet = socket('quiet');
    liveness.add(quiet);
    liveness.visit(); // heard (added) within this period
    expect([pinged, dropped]).toEqual([[], []]);
    liveness.visit(); // a whole period of silence
    expect([pinged, dropped]).toEqual([['quiet'], []]);
    liveness.visit(); // still silent after the ping
    expect([pinged, dropped]).toEqual([['quiet'], ['quiet']]);
  });

  it('never pings a socket that speaks every period', () => {
    const { liveness, pinged, dropped } = sweep();
    const chatty = socket('chatty');
    liveness.add(chatty);
    for (let i = 0; i < 10; i++) {
      liveness.visit();
      Liveness.heard(chatty);
    }
    expect([pinged, dropped]).toEqual([[], []]);
  });

  it('keeps a socket that answers the ping', () => {
    const { liveness, pinged, dropped } = sweep();
    const idle = socket('idle');
    liveness.add(idle);
    for (let i = 0; i < 3; i++) {
      liveness.visit();
      liveness.visit();
      Liveness.heard(idle); // the pong
    }
    expect(pinged).toEqual(['idle', 'idle', 'idle']);
    expect(dropped).toEqual([]);
  });

  it('visits one slice at a time, each socket once a period', () => {
    const { liveness, pinged } = sweep(3);
    const sockets = ['a', 'b', 'c', 'd'].map(socket);
    for (const s of sockets) liveness.add(s);
    liveness.visit(); // slice 0: a, d
    liveness.visit(); // slice 1: b
    liveness.visit(); // slice 2: c
    expect(pinged).toEqual([]);
    liveness.visit();
    expect(pinged).toEqual(['a', 'd']);
    liveness.visit();
    expect(pinged).toEqual(['a', 'd', 'b']);
  });

  it('forgets a removed socket', () => {
    const { liveness, pinged, dropped } = sweep(2);
    const [kept, gone] = [socket('kept'), socket('gone')];
    liveness.add(kept);
    liveness.add(gone);
    liveness.remove(gone);
    for (let i = 0; i < 6; i++) liveness.visit();
    expect([...liveness.all()]).toEqual([kept]);
    expect([pinged, dropped]).toEqual([['kept'], ['kept']]);
  });
});

describe('the server drops dead sockets and pings only silent ones', () => {
  const PERIOD_MS = 300;
  let site: LiveSite;

  beforeAll(async () => {
    site = await LiveSite.start(undefined, undefined, { livenessMs: PERIOD_MS });
  });
  afterAll(() => site.destroy());

  /** A raw socket on the endpoint, counting the WebSocket pings it gets. */
  async function open(autoPong: boolean) {
    const ws = new WebSocket(`${site.url.replace('http', 'ws')}/ws`, { autoPong });
    const seen = { pings: 0, closedAt: 0 };
    ws.on('ping', () => seen.pings++);
    ws.on('close', () => {
      seen.closedAt = Date.now();
    });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return { ws, seen };
  }

  it('keeps a page that pings, a silent page that answers pings, and drops one that does not', async () => {
    const talking = await open(true);
    const answering = await open(true);
    const dead = await open(false);
    const openedAt = Date.now();
    const talk = setInterval(() => talking.ws.send('{"cmd":"ping"}'), PERIOD_MS / 2);
    while (dead.seen.closedAt === 0) {
      if (Date.now() - openedAt > 20 * PERIOD_MS) break;
      await new Promise((r) => setTimeout(r, PERIOD_MS / 4));
    }
    await new Promise((r) => setTimeout(r, 3 * PERIOD_MS)); // a few more periods for the others
    clearInterval(talk);

    expect(dead.seen.pings).toBeGreaterThanOrEqual(1);
    expect(dead.seen.closedAt).toBeGreaterThan(0);
    expect(dead.seen.closedAt - openedAt).toBeGreaterThanOrEqual(PERIOD_MS);
    expect(answering.seen.pings).toBeGreaterThanOrEqual(2);
    expect(answering.ws.readyState).toBe(WebSocket.OPEN);
    expect(talking.seen.pings).toBe(0);
    expect(talking.ws.readyState).toBe(WebSocket.OPEN);
    talking.ws.close();
    answering.ws.close();
  });
});
