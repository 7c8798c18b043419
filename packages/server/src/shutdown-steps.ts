/** The named steps of a shutdown, so that one overrunning its deadline can say what it still waits for. */
export class ShutdownSteps {
  private readonly running = new Set<string>();

  async run(name: string, step: () => Promise<void> | void): Promise<void> {
    this.running.add(name);
    try {
      await step();
    } finally {
      this.running.delete(name);
    }
  }

  /** The steps started and not finished. */
  get unfinished(): readonly string[] {
    return [...this.running];
  }
}
