import { afterEach, describe, expect, it } from 'vitest';
import { GNUGO, MIDGAME_19 } from '../testing/test-gnugo.ts';
import { isGtpError } from './gtp-errors.ts';
import type { EnginePosition } from './gtp-position.ts';
import { type EndedJob, EngineBusyError, type EngineJob, EnginePool, type EngineSession } from './pool.ts';

const pools: EnginePool[] = [];
function pool(size: number, maxQueued = 10): EnginePool {
  const p = new EnginePool({
    command: [GNUGO, '--mode', 'gtp'],
    size,
    maxQueued,
    commandTimeoutMs: 10_000,
    defaultLevel: 1,
  });
  pools.push(p);
  return p;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const empty9: EnginePosition = {
  size: 9,
  komi: 7.5,
  setup: { black: [], white: [] },
  firstColor: 1,
  moves: [],
};

function job<T>(
  owner: string,
  work: (e: EngineSession) => Promise<T>,
  lane: 'live' | 'background' = 'background',
): EngineJob<T> {
  return { owner, lane, position: empty9, work };
}

/** A job that holds its engine until released. */
function holder(p: EnginePool, owner = 'holder') {
  let release = () => {};
  let started = () => {};
  const running = new Promise<void>((r) => {
    started = r;
  });
  const done = p.run(
    job(owner, async () => {
      started();
      await new Promise<void>((r) => {
        release = r;
      });
    }),
  );
  return { running, release: () => release(), done };
}

describe('EnginePool with GNU Go', () => {
  it('gives each job an engine set to its whole position', async () => {
    const p = pool(1);
    const position: EnginePosition = {
      size: 9,
      komi: 0.5,
      setup: { black: ['cc', 'gg'], white: [] }, // a handicap: set_free_handicap
      firstColor: 2,
      moves: ['ee', 'tt', 'ce'],
    };
    const seen = await p.run({
      owner: 'play:1',
      lane: 'live',
      position,
      work: async (e) => ({
        black: await e.send('list_stones black'),
        white: await e.send('list_stones white'),
        komi: await e.send('get_komi'),
        toMove: e.toMove,
        reply: await e.send('genmove black'),
      }),
    });
    expect(seen).toMatchObject({ black: 'C7 G3', white: 'C5 E5', komi: '0.5', toMove: 1 });
    expect(seen.reply).toMatch(/^([A-HJ][1-9]|PASS)$/);
    // the next job starts from its own position, not the last one's
    expect(await p.run(job('play:2', (e) => e.send('list_stones white')))).toBe('');
  });

  it('plays white setup stones and mixed setups as moves', async () => {
    const p = pool(1);
    const position: EnginePosition = { ...empty9, setup: { black: ['aa'], white: ['bb', 'cc'] } };
    const stones = await p.run({
      ...job('u', async (e) => [await e.send('list_stones black'), await e.send('list_stones white')]),
      position,
    });
    expect(stones).toEqual(['A9', 'B8 C7']);
  });

  it('an illegal move in the position fails that job only', async () => {
    const p = pool(1);
    const bad = p.run({ ...job('u', async () => 'never'), position: { ...empty9, moves: ['ee', 'ee'] } });
    const error = await bad.catch((e: unknown) => e);
    expect(isGtpError(error, 'ENGINE_REFUSED')).toBe(true);
    expect(await p.run(job('u', (e) => e.send('name')))).toBe('GNU Go');
    expect(p.metrics()).toMatchObject({ completed: 1, failed: 1 });
  });

  it('refuses a job when the queue is full, and says so', async () => {
    const p = pool(1, 2);
    const held = holder(p);
    await held.running;
    const queued = [p.run(job('a', async () => 1)), p.run(job('b', async () => 2))];
    const refused = await p.run(job('c', async () => 3)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(EngineBusyError);
    expect((refused as EngineBusyError).reason).toBe('QUEUE_FULL');
    expect(p.metrics()).toMatchObject({ running: 1, queuedBackground: 2, refused: 1 });
    held.release();
    expect(await Promise.all(queued)).toEqual([1, 2]);
  });

  it('runs live work first, then owners in turn', async () => {
    const p = pool(1);
    const held = holder(p);
    await held.running;
    const order: string[] = [];
    const tag = (name: string) => async () => {
      order.push(name);
    };
    const all = [
      p.run(job('user:1', tag('u1 first'))),
      p.run(job('user:1', tag('u1 second'))),
      p.run(job('user:1', tag('u1 third'))),
      p.run(job('user:2', tag('u2 first'))),
      p.run(job('play:9', tag('live'), 'live')),
    ];
    expect(p.metrics()).toMatchObject({ queuedLive: 1, queuedBackground: 4 });
    held.release();
    await Promise.all(all);
    expect(order).toEqual(['live', 'u1 first', 'u2 first', 'u1 second', 'u1 third']);
  });

  it('runs as many jobs at once as it has processes', async () => {
    const p = pool(2);
    const a = holder(p, 'a');
    const b = holder(p, 'b');
    await Promise.all([a.running, b.running]);
    expect(p.metrics()).toMatchObject({ running: 2, processes: 2 });
    a.release();
    b.release();
    await Promise.all([a.done, b.done]);
    expect(p.metrics().running).toBe(0);
  });

  it('a job whose engine is killed fails; the next job gets a fresh engine', async () => {
    const p = pool(1);
    const crashed = p
      .run(
        job('u', async (e) => {
          await e.send(`loadsgf ${MIDGAME_19.file} ${MIDGAME_19.move}`);
          const thinking = e.send('final_status_list dead'); // reads for many seconds
          process.kill(e.pid as number, 'SIGKILL');
          return thinking;
        }),
      )
      .catch((e: unknown) => e);
    expect(isGtpError(await crashed, 'DIED')).toBe(true);
    expect(await p.run(job('u', (e) => e.send('list_stones black')))).toBe('');
  });

  it('an engine that cannot start fails the job, not the pool', async () => {
    const p = new EnginePool({
      command: ['/nonexistent/gnugo'],
      size: 1,
      maxQueued: 4,
      commandTimeoutMs: 1000,
      defaultLevel: 1,
    });
    pools.push(p);
    expect(p.health().ok).toBe(true);
    const error = await p.run(job('u', async () => 1)).catch((e: unknown) => e);
    expect(isGtpError(error, 'SPAWN_FAILED')).toBe(true);
    const health = p.health();
    expect(health.ok).toBe(false);
    expect(!health.ok && health.error).toContain('/nonexistent/gnugo');
    await p.close();
    expect(await p.run(job('u', async () => 1)).catch((e: unknown) => (e as EngineBusyError).reason)).toBe(
      'CLOSED',
    );
  });

  it('is healthy before any engine starts, and not once closed', async () => {
    const p = pool(1);
    expect(p.health()).toEqual({ ok: true, value: undefined });
    expect(p.metrics().processes).toBe(0);
    await p.close();
    expect(p.health()).toEqual({ ok: false, error: 'the engine pool is closed' });
  });

  it('tells of each job that ends: its lane, success and times', async () => {
    const ended: EndedJob[] = [];
    const p = new EnginePool({
      command: [GNUGO, '--mode', 'gtp'],
      size: 1,
      maxQueued: 4,
      commandTimeoutMs: 10_000,
      defaultLevel: 1,
      onJobEnd: (e) => ended.push(e),
    });
    pools.push(p);
    await p.run(job('play:1', (e) => e.send('name'), 'live'));
    await p.run(job('user:1', (e) => e.send('no_such_command'))).catch(() => null);
    expect(ended.map(({ lane, ok }) => ({ lane, ok }))).toEqual([
      { lane: 'live', ok: true },
      { lane: 'background', ok: false },
    ]);
    for (const e of ended) {
      expect(e.runMs).toBeGreaterThan(0);
      expect(e.waitMs).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('EnginePool: capacity kept for live work', () => {
  function reservedPool(options: {
    size: number;
    liveReserved: number;
    maxQueued: number;
    maxQueuedLive: number;
  }) {
    const p = new EnginePool({
      command: [GNUGO, '--mode', 'gtp'],
      commandTimeoutMs: 10_000,
      defaultLevel: 1,
      ...options,
    });
    pools.push(p);
    return p;
  }

  it('a live job runs on the kept process while background work holds every shared one', async () => {
    const p = reservedPool({ size: 2, liveReserved: 1, maxQueued: 2, maxQueuedLive: 2 });
    const held = [holder(p, 'guest:a'), holder(p, 'guest:b')];
    await Promise.all(held.map((h) => h.running));
    // More background work waits, and none of it takes the kept process.
    const waiting = [p.run(job('guest:c', async () => 'c')), p.run(job('guest:d', async () => 'd'))];
    expect(p.metrics()).toMatchObject({ running: 2, queuedBackground: 2 });

    expect(await p.run(job('play:1', (e) => e.send('name'), 'live'))).toBe('GNU Go');
    expect(p.metrics()).toMatchObject({ running: 2, queuedBackground: 2, completed: 1 });

    for (const h of held) h.release();
    expect(await Promise.all(waiting)).toEqual(['c', 'd']);
    expect(p.metrics().processes).toBeLessThanOrEqual(3);
  });

  it('a full background queue refuses background work only; live work still waits its turn', async () => {
    const p = reservedPool({ size: 1, liveReserved: 0, maxQueued: 1, maxQueuedLive: 1 });
    const held = holder(p);
    await held.running;
    const background = p.run(job('guest:a', async () => 'a'));
    const refused = await p.run(job('guest:b', async () => 'b')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(EngineBusyError);
    const live = p.run(job('play:1', async () => 'live', 'live'));
    expect(p.metrics()).toMatchObject({ queuedLive: 1, queuedBackground: 1, refused: 1 });
    const secondLive = await p.run(job('play:2', async () => 'x', 'live')).catch((e: unknown) => e);
    expect(secondLive).toBeInstanceOf(EngineBusyError);
    held.release();
    expect(await Promise.all([live, background])).toEqual(['live', 'a']);
  });
});
