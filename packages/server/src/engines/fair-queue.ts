/** Live game work (a machine's move, dead stones at the end) goes before background work (analysis). */
export type EngineLane = 'live' | 'background';

export const ENGINE_LANES: readonly EngineLane[] = ['live', 'background'];

/**
 * The pool's waiting room: two lanes, live before background; inside a lane the owners take
 * turns (round robin) and each owner's items keep their order. So one user's twenty analysis
 * requests wait behind nobody else's single request, and no background work delays a live
 * game. Each lane is bounded on its own (`push` answers false when its limit already waits), so
 * a flood of background work never takes the places kept for live work.
 */
export class FairQueue<T> {
  private readonly lanes: Record<EngineLane, Map<string, T[]>> = { live: new Map(), background: new Map() };
  private counts: Record<EngineLane, number> = { live: 0, background: 0 };

  constructor(private readonly limits: Readonly<Record<EngineLane, number>>) {}

  get size(): number {
    return this.counts.live + this.counts.background;
  }

  sizeOf(lane: EngineLane): number {
    return this.counts[lane];
  }

  push(lane: EngineLane, owner: string, item: T): boolean {
    if (this.counts[lane] >= this.limits[lane]) return false;
    const owners = this.lanes[lane];
    const items = owners.get(owner);
    if (items) items.push(item);
    else owners.set(owner, [item]);
    this.counts[lane]++;
    return true;
  }

  /**
   * The next item of these lanes, the first lane first; the owner whose turn it is goes to the
   * back of the line. Undefined when those lanes are empty.
   */
  shift(from: readonly EngineLane[] = ENGINE_LANES): { lane: EngineLane; item: T } | undefined {
    for (const lane of from) {
      const owners = this.lanes[lane];
      const first = owners.entries().next();
      if (first.done) continue;
      const [owner, items] = first.value;
      const item = items.shift() as T;
      owners.delete(owner);
      if (items.length > 0) owners.set(owner, items);
      this.counts[lane]--;
      return { lane, item };
    }
    return undefined;
  }

  /** Removes and answers everything waiting. */
  drain(): T[] {
    const out: T[] = [];
    for (let next = this.shift(); next !== undefined; next = this.shift()) out.push(next.item);
    return out;
  }
}
