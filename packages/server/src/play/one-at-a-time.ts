/**
 * Runs async tasks one after another in the order they were given. An idle queue holds no
 * promise: a room or a socket waits seconds between commands, and a chain kept from one to
 * the next outlived the young generation and was left for the full collections to clear.
 */
export class OneAtATime {
  private tail: Promise<unknown> | null = null;
  private pending = 0;
  private readonly settle = () => {
    if (--this.pending === 0) this.tail = null;
  };

  /** Starts `task` now if nothing is running, else after everything given before it has settled. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail === null ? task() : this.tail.then(task);
    this.pending++;
    this.tail = result.then(this.settle, this.settle);
    return result;
  }

  /** Resolves once every task given so far (and any given meanwhile) has settled. */
  async settled(): Promise<void> {
    while (this.tail !== null) await this.tail;
  }
}
