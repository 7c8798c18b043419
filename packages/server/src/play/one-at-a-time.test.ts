import { describe, expect, it } from 'vitest';
import { OneAtATime } from './one-at-a-time.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('OneAtATime', () => {
  it('runs tasks in order, each after the one before has settled, failures included', async () => {
    const queue = new OneAtATime();
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const a = queue.run(task('a'));
    const b = queue.run(task('b', true));
    const c = queue.run(task('c'));
    await expect(a).resolves.toBe('a');
    await expect(b).rejects.toThrow('b');
    await expect(c).resolves.toBe('c');
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('starts a task at once when idle, and is idle again when all have settled', async () => {
    const queue = new OneAtATime();
    let started = false;
    const done = queue.run(async () => {
      started = true;
    });
    expect(started).toBe(true);
    await done;
    await tick();
    let second = false;
    void queue.run(async () => {
      second = true;
    });
    expect(second).toBe(true);
  });
});
