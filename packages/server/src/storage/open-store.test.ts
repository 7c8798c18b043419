import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases.ts';
import { isPostgresUrl, openStore, type StoreLocation } from './open-store.ts';

const worker = fileURLToPath(new URL('../testing/store-worker.fixture.ts', import.meta.url));
const root = fileURLToPath(new URL('../../../../', import.meta.url));

function startWorker(job: object): { child: ChildProcess; lines: string[]; done: Promise<number | null> } {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', worker, JSON.stringify(job)],
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines: string[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  const done = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, lines, done };
}

async function seed(location: StoreLocation, beans: number) {
  const store = await openStore(location);
  const user = await store.createUser({ username: 'seeded', passwordHash: 'h', createdAt: 1 });
  if (!user.ok) throw new Error('not created');
  await store.changeBeans({ userId: user.value.id, delta: beans, reason: 'admin', at: 1 });
  const play = await store.createPlay({
    blackId: user.value.id,
    whiteId: user.value.id,
    startsAt: 1,
    createdAt: 1,
  });
  await store.close();
  return { userId: user.value.id, playId: play.id };
}

it('DATABASE_URL selects PostgreSQL by its scheme', () => {
  expect(isPostgresUrl('postgres://u@h/db')).toBe(true);
  expect(isPostgresUrl('postgresql://u@h:5432/db')).toBe(true);
  expect(isPostgresUrl('mysql://u@h/db')).toBe(false);
  expect(isPostgresUrl('./data/tengen.sqlite')).toBe(false);
});

describe.each(testDatabases())('opening a store on $name', (engine) => {
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());

  it('migrates on first open and finds everything on the next (idempotent)', async () => {
    const location = await engine.newLocation();
    const { userId } = await seed(location, 5);
    const again = await openStore(location);
    expect(await again.userById(userId)).toMatchObject({ username: 'seeded', beans: 5 });
    await again.close();
    const third = await openStore(location);
    expect(third.dialect).toBe(engine.name);
    await third.close();
  });

  it('kill -9 of the writer loses no event whose append had resolved', async () => {
    const location = await engine.newLocation();
    const { playId } = await seed(location, 0);
    const run = startWorker({ action: 'append', location, playId });
    await expect.poll(() => run.lines.length, { timeout: 20_000, interval: 20 }).toBeGreaterThan(50);
    run.child.kill('SIGKILL');
    await run.done;
    const acknowledged = Number(run.lines.filter((l) => l !== '').at(-1));
    const store = await openStore(location);
    const events = await store.eventsOf(playId);
    await store.close();
    expect(events.length).toBeGreaterThanOrEqual(acknowledged);
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: events.length }, (_, i) => i + 1));
  });

  it('spends from several processes at once: exactly the affordable number succeed', async () => {
    const location = await engine.newLocation();
    const { userId } = await seed(location, 20);
    const runs = Array.from({ length: 4 }, () =>
      startWorker({ action: 'spend', location, userId, count: 15 }),
    );
    const allReady = () => runs.every((r) => r.lines[0] === 'ready');
    await expect.poll(allReady, { timeout: 20_000, interval: 20 }).toBe(true);
    for (const run of runs) run.child.stdin?.end('go\n');
    const codes = await Promise.all(runs.map((r) => r.done));
    expect(codes).toEqual([0, 0, 0, 0]);
    expect(runs.reduce((sum, r) => sum + Number(r.lines[1]), 0)).toBe(20);
    const store = await openStore(location);
    expect((await store.userById(userId))?.beans).toBe(0);
    expect(await store.ledgerOf(userId, 1000)).toHaveLength(21);
    await store.close();
  });
});
