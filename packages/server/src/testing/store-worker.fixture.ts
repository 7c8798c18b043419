/**
 * A child process for the crash and multi-process tests (open-store.test.ts), run with
 * `node --conditions=source --import tsx store-worker.fixture.ts '<json>'`:
 * - `append`: appends events 1, 2, 3… to a play, printing each seq once its append resolved,
 *   until it is killed;
 * - `spend`: prints `ready` once its store is open, waits for a line on stdin (so the test
 *   starts every process's spends at the same moment), spends 1 bean `count` times
 *   concurrently, and prints how many succeeded.
 */
import { openStore, type StoreLocation } from '../storage/open-store.ts';

type Job =
  | { action: 'append'; location: StoreLocation; playId: number }
  | { action: 'spend'; location: StoreLocation; userId: number; count: number };

const job = JSON.parse(process.argv[2]) as Job;
const store = await openStore(job.location);

if (job.action === 'append') {
  for (let seq = 1; ; seq++) {
    const appended = await store.appendEvent(job.playId, seq, { type: 'move', seq }, Date.now());
    if (!appended.ok) throw new Error(appended.error);
    process.stdout.write(`${seq}\n`);
  }
} else {
  process.stdout.write('ready\n');
  await new Promise((resolve) => process.stdin.once('data', resolve));
  process.stdin.pause();
  const results = await Promise.all(
    Array.from({ length: job.count }, () =>
      store.changeBeans({ userId: job.userId, delta: -1, reason: 'test', at: Date.now() }),
    ),
  );
  process.stdout.write(`${results.filter((r) => r.ok).length}\n`);
  await store.close();
}
