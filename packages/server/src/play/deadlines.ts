/**
 * The next deadline of every live room, behind one timer. Each move moves its room's deadline
 * (the mover's flag, the next byo-yomi period): with a timer per room that was a new Timeout
 * per move, kept for seconds and then thrown away, for the full collections to clear. Here a
 * room's entry is updated in place in a binary heap, and the one timer is set again only when
 * the earliest deadline changes.
 */
export interface Wakeable {
  /** Called once the deadline has come; the entry is already removed. */
  wake(): void;
}

interface Entry {
  readonly item: Wakeable;
  at: number;
  index: number;
}

export class Deadlines {
  private readonly heap: Entry[] = [];
  private readonly entries = new Map<Wakeable, Entry>();
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Number.POSITIVE_INFINITY;
  private firing = false;

  constructor(private readonly now: () => number) {}

  /** Sets when `item` wakes next; null means it has nothing pending. */
  set(item: Wakeable, at: number | null): void {
    const entry = this.entries.get(item);
    if (at === null) {
      if (entry) this.remove(entry);
    } else if (entry) {
      const earlier = at < entry.at;
      entry.at = at;
      if (earlier) this.up(entry.index);
      else this.down(entry.index);
    } else {
      const added: Entry = { item, at, index: this.heap.length };
      this.entries.set(item, added);
      this.heap.push(added);
      this.up(added.index);
    }
    if (!this.firing) this.arm();
  }

  /** When `item` wakes next, or null. */
  wakeAt(item: Wakeable): number | null {
    return this.entries.get(item)?.at ?? null;
  }

  get size(): number {
    return this.heap.length;
  }

  /** Forgets every deadline and stops the timer. */
  clear(): void {
    this.heap.length = 0;
    this.entries.clear();
    this.disarm();
  }

  private readonly fire = () => {
    this.timer = null;
    this.timerAt = Number.POSITIVE_INFINITY;
    this.firing = true;
    try {
      const now = this.now();
      while (this.heap.length > 0 && this.heap[0].at <= now) {
        const first = this.heap[0];
        this.remove(first);
        first.item.wake();
      }
    } finally {
      this.firing = false;
      this.arm();
    }
  };

  /** The timer follows the earliest deadline. */
  private arm(): void {
    const first = this.heap[0];
    if (!first) {
      this.disarm();
      return;
    }
    if (this.timer && this.timerAt === first.at) return;
    this.disarm();
    this.timerAt = first.at;
    this.timer = setTimeout(this.fire, Math.max(0, first.at - this.now()));
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Number.POSITIVE_INFINITY;
  }

  private remove(entry: Entry): void {
    this.entries.delete(entry.item);
    const last = this.heap.pop() as Entry;
    if (last === entry) return;
    this.heap[entry.index] = last;
    last.index = entry.index;
    this.up(last.index);
    this.down(last.index);
  }

  private up(i: number): void {
    const heap = this.heap;
    const entry = heap[i];
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent].at <= entry.at) break;
      heap[i] = heap[parent];
      heap[i].index = i;
      i = parent;
    }
    heap[i] = entry;
    entry.index = i;
  }

  private down(i: number): void {
    const heap = this.heap;
    const entry = heap[i];
    const n = heap.length;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      const child = right < n && heap[right].at < heap[left].at ? right : left;
      if (heap[child].at >= entry.at) break;
      heap[i] = heap[child];
      heap[i].index = i;
      i = child;
    }
    heap[i] = entry;
    entry.index = i;
  }
}
