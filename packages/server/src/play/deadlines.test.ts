import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Deadlines, type Wakeable } from './deadlines.ts';

describe('Deadlines', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => vi.useRealTimers());

  const woken: string[] = [];
  const room = (name: string): Wakeable => ({ wake: () => woken.push(`${name}@${Date.now() - 1_000_000}`) });
  beforeEach(() => {
    woken.length = 0;
  });

  it('wakes each room at its deadline, earliest first, whatever order they were set in', () => {
    const deadlines = new Deadlines(Date.now);
    const [a, b, c] = [room('a'), room('b'), room('c')];
    deadlines.set(c, 1_000_300);
    deadlines.set(a, 1_000_100);
    deadlines.set(b, 1_000_200);
    vi.advanceTimersByTime(99);
    expect(woken).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(woken).toEqual(['a@100', 'b@200', 'c@300']);
    expect(deadlines.size).toBe(0);
  });

  it('moves a deadline later or earlier, or drops it', () => {
    const deadlines = new Deadlines(Date.now);
    const [a, b, c] = [room('a'), room('b'), room('c')];
    deadlines.set(a, 1_000_100);
    deadlines.set(b, 1_000_200);
    deadlines.set(c, 1_000_300);
    deadlines.set(a, 1_000_400);
    deadlines.set(c, 1_000_050);
    deadlines.set(b, null);
    expect(deadlines.wakeAt(a)).toBe(1_000_400);
    expect(deadlines.wakeAt(b)).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(woken).toEqual(['c@50', 'a@400']);
  });

  it('a deadline already past wakes on the next turn; a room woken may set its next deadline', () => {
    const deadlines = new Deadlines(Date.now);
    let times = 0;
    const again: Wakeable = {
      wake: () => {
        woken.push(`again@${Date.now() - 1_000_000}`);
        if (++times < 3) deadlines.set(again, Date.now() + 10);
      },
    };
    deadlines.set(again, 999_000);
    vi.advanceTimersByTime(0);
    expect(woken).toEqual(['again@0']);
    vi.advanceTimersByTime(100);
    expect(woken).toEqual(['again@0', 'again@10', 'again@20']);
    expect(deadlines.size).toBe(0);
  });

  it('keeps heap order through many random changes', () => {
    const deadlines = new Deadlines(Date.now);
    const rooms = Array.from({ length: 200 }, (_, i) => room(`r${i}`));
    const want = new Map<Wakeable, number>();
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let k = 0; k < 2000; k++) {
      const r = rooms[Math.floor(random() * rooms.length)];
      const at = random() < 0.1 ? null : 1_000_001 + Math.floor(random() * 5000);
      deadlines.set(r, at);
      if (at === null) want.delete(r);
      else want.set(r, at);
    }
    vi.advanceTimersByTime(10_000);
    const expected = [...want.entries()].map(([r, at]) => `${rooms.indexOf(r)}@${at - 1_000_000}`);
    const got = woken.map((w) => w.slice(1));
    expect([...got].sort()).toEqual([...expected].sort());
    const times = got.map((w) => Number(w.split('@')[1]));
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });

  it('clear forgets everything', () => {
    const deadlines = new Deadlines(Date.now);
    deadlines.set(room('a'), 1_000_100);
    deadlines.clear();
    vi.advanceTimersByTime(1000);
    expect(woken).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
