/**
 * Commands a room completes outside its queue before the step (the engine's dead stones for a
 * count: seconds of engine time). The room's queue is never held while the engine works: the
 * command leaves it with a `Preparing`, is prepared, and comes back with what was prepared for
 * the position after `moves` (room-host.ts steps it, or prepares it again if the moves changed).
 */
import type { OneAtATime } from './one-at-a-time.ts';
import type { Refusal, RoomCommand } from './room/commands.ts';
import type { RoomState } from './room/room-state.ts';

/** A command being prepared outside the queue, for the position after `moves`. */
export class Preparing {
  constructor(
    readonly command: Promise<RoomCommand | Refusal>,
    readonly moves: RoomState['moves'],
  ) {}
}

/** What a preparation answered, and for which position. */
export interface Prepared {
  readonly command: RoomCommand | Refusal;
  readonly moves: RoomState['moves'];
}

/** Told, when a command leaves the queue to be prepared, of the answer it will have. */
export type AnswerLater<T> = (answer: Promise<T>) => void;

export class Preparations {
  /** Commands being prepared outside the queue; `settled` waits for them too. */
  private readonly running = new Set<Promise<unknown>>();
  /** The same command sent again for the same position shares the first one's preparation. */
  private readonly byCommand = new Map<string, Preparing>();

  /**
   * Runs `attempt` in the queue until it answers something other than `Preparing`: each time it
   * does, the preparation is awaited outside the queue and `attempt` runs again with it. With
   * `later`, the first `Preparing` ends the wait at once: `later` hears of the answer, and
   * `now` is what this call answers.
   */
  async run<T>(
    queue: OneAtATime,
    attempt: (ready?: Prepared) => Promise<T | Preparing>,
    later?: { readonly tell: AnswerLater<T>; readonly now: T },
  ): Promise<T> {
    const first = await queue.run(() => attempt());
    if (!(first instanceof Preparing)) return first;
    const rest = this.finish(queue, attempt, first);
    if (!later) return rest;
    later.tell(rest);
    return later.now;
  }

  /**
   * The preparation of `command` for the position after `moves`: the one already running for
   * the same command and position, or `start()`'s (left undefined when that is not a promise).
   */
  prepare(
    command: RoomCommand,
    moves: RoomState['moves'],
    start: () => RoomCommand | Refusal | Promise<RoomCommand | Refusal>,
  ): RoomCommand | Refusal | Preparing {
    const key = JSON.stringify(command);
    const running = this.byCommand.get(key);
    if (running !== undefined && running.moves === moves) return running;
    const started = start();
    if (!(started instanceof Promise)) return started;
    const preparing = new Preparing(started, moves);
    this.byCommand.set(key, preparing);
    const forget = () => {
      if (this.byCommand.get(key) === preparing) this.byCommand.delete(key);
    };
    started.then(forget, forget);
    return preparing;
  }

  /** Resolves once no command is being prepared and the queue has settled. */
  async settled(queue: OneAtATime): Promise<void> {
    await queue.settled();
    while (this.running.size > 0) {
      await Promise.allSettled([...this.running]);
      await queue.settled();
    }
  }

  private async finish<T>(
    queue: OneAtATime,
    attempt: (ready?: Prepared) => Promise<T | Preparing>,
    first: Preparing,
  ): Promise<T> {
    let preparing = first;
    for (;;) {
      this.running.add(preparing.command);
      let ready: Prepared;
      try {
        ready = { command: await preparing.command, moves: preparing.moves };
      } finally {
        this.running.delete(preparing.command);
      }
      const answer = await queue.run(() => attempt(ready));
      if (!(answer instanceof Preparing)) return answer;
      preparing = answer;
    }
  }
}
