/** Live game work (a machine's move, dead stones at the end) goes before background work (analysis). */
export type EngineLane = 'live' | 'background';

/**
 * The pool's waiting room: two lanes, live before background; inside a lane the owners take
 * turns (round robin) and each owner's items keep their order. So one user's twenty analysis
 * requests wait behind nobody else's single request, and no background work delays a live
 * game. Bounded: `push` answers false when `limit` items already wait.
 */
export class FairQueue<T> {
  private readonly lanes: Record<EngineLane, Map<string, T[]>> = { live: new Map(), background: new Map() };
  private counts: Record<EngineLane, number> = { live: 0, background: 0 };

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.counts.live + this.counts.background;
  }

  sizeOf(lane: EngineLane): number {
    return this.counts[lane];
  }

  push(lane: EngineLane, owner: string, item: T): boolean {
    if (this.size >= this.limit) return false;
    const owners = this.lanes[lane];
    const items = owners.get(owner);
    if (items) items.push(item);
    else owners.set(owner, [item]);
    this.counts[lane]++;
    return true;
  }

  /** The next item: the live lane first; the owner whose turn it is goes to the back of the line. */
  shift(): T | undefined {
    for (const lane of ['live', 'background'] as const) {
      const owners = this.lanes[lane];
      const first = owners.entries().next();
      if (first.done) continue;
      const [owner, items] = first.value;
      const item = items.shift() as T;
      owners.delete(owner);
      if (items.length > 0) owners.set(owner, items);
      this.counts[lane]--;
      return item;
    }
    return undefined;
  }

  /** Removes and answers everything waiting. */
  drain(): T[] {
    const out: T[] = [];
    for (let item = this.shift(); item !== undefined; item = this.shift()) out.push(item);
    return out;
  }
}
