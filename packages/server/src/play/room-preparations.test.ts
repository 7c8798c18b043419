import { describe, expect, it } from 'vitest';
import { OneAtATime } from './one-at-a-time.ts';
import type { Refusal, RoomCommand } from './room/commands.ts';
import { Preparations, type Prepared, Preparing } from './room-preparations.ts';

const pass: RoomCommand = { type: 'pass', by: 2, step: 4 };
const moves = ['cc', 'gg', 'tt'];

/** A preparation the test finishes by hand. */
function gate() {
  let open: (c: RoomCommand | Refusal) => void = () => {};
  const promise = new Promise<RoomCommand | Refusal>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('Preparations', () => {
  it('the same command for the same position shares one preparation; another position starts its own', () => {
    const preparations = new Preparations();
    let started = 0;
    const start = () => {
      started++;
      return gate().promise;
    };
    const first = preparations.prepare(pass, moves, start);
    const again = preparations.prepare({ ...pass }, moves, start);
    expect(first).toBeInstanceOf(Preparing);
    expect(again).toBe(first);
    expect(started).toBe(1);
    expect(preparations.prepare(pass, [...moves], start)).not.toBe(first);
    expect(started).toBe(2);
  });

  it('a command that needs no time is answered as it is, and nothing is kept', () => {
    const preparations = new Preparations();
    let started = 0;
    const start = () => {
      started++;
      return pass;
    };
    expect(preparations.prepare(pass, moves, start)).toBe(pass);
    expect(preparations.prepare(pass, moves, start)).toBe(pass);
    expect(started).toBe(2);
  });

  it('with `later`, the caller is answered once the command leaves the queue, and hears the answer after', async () => {
    const preparations = new Preparations();
    const queue = new OneAtATime();
    const engine = gate();
    const steps: (Prepared | undefined)[] = [];
    const attempt = async (ready?: Prepared): Promise<string | Preparing> => {
      steps.push(ready);
      return ready === undefined ? new Preparing(engine.promise, moves) : `stepped ${ready.moves.length}`;
    };
    let later: Promise<string> | null = null;
    const now = await preparations.run(queue, attempt, { tell: (answer) => (later = answer), now: 'left' });
    expect(now).toBe('left');
    expect(steps).toEqual([undefined]);
    // the queue is free meanwhile
    expect(await queue.run(async () => 'next')).toBe('next');
    let settled = false;
    const waiting = preparations.settled(queue).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    engine.open(pass);
    expect(await (later as unknown as Promise<string>)).toBe('stepped 3');
    await waiting;
    expect(steps[1]).toEqual({ command: pass, moves });
  });

  it('without `later`, the caller waits for the prepared command’s answer', async () => {
    const preparations = new Preparations();
    const engine = gate();
    const answer = preparations.run(new OneAtATime(), async (ready?: Prepared) =>
      ready === undefined ? new Preparing(engine.promise, moves) : 'stepped',
    );
    engine.open({ code: 'UNAVAILABLE', message: 'no engine' });
    expect(await answer).toBe('stepped');
  });
});
