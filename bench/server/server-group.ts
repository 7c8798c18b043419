/**
 * One bench target as a group of server processes: one for the relay or a single Tengen, N
 * for Tengen joined through Redis. Its CPU and memory are the sum over the processes, its
 * event-loop delay the worst of them.
 */
import { BenchChild, type ChildOptions } from './children.ts';

export class ServerGroup {
  private constructor(readonly children: readonly BenchChild[]) {}

  static async start(count: number, options: ChildOptions): Promise<ServerGroup> {
    return new ServerGroup(await Promise.all(Array.from({ length: count }, () => BenchChild.start(options))));
  }

  get ports(): number[] {
    return this.children.map((c) => c.port);
  }

  get errors(): string {
    return this.children.map((c) => c.errors).join('');
  }

  async gc(): Promise<{ heapUsed: number; rss: number }> {
    const all = await Promise.all(this.children.map((c) => c.ask({ type: 'gc' }, 'gc')));
    return { heapUsed: sum(all.map((m) => m.heapUsed)), rss: sum(all.map((m) => m.rss)) };
  }

  async loop(): Promise<{ p99: number }> {
    const all = await Promise.all(this.children.map((c) => c.ask({ type: 'loop' }, 'loop')));
    return { p99: Math.max(...all.map((m) => m.p99)) };
  }

  resetLoop(): void {
    for (const c of this.children) c.tell({ type: 'loop-reset' });
  }

  cpuSeconds(): number {
    return sum(this.children.map((c) => c.cpuSeconds()));
  }

  rssBytes(): number {
    return sum(this.children.map((c) => c.rssBytes()));
  }

  async stop(): Promise<void> {
    await Promise.all(this.children.map((c) => c.stop()));
  }
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
