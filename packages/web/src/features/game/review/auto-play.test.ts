import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAutoPlay } from './auto-play.ts';

/** A line of `length` moves and a cursor on it. */
function line(length: number, at = 0) {
  const cursor = { at };
  return {
    cursor,
    step: () => {
      cursor.at += 1;
    },
    atEnd: () => cursor.at >= length,
  };
}

describe('startAutoPlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps once every 500 ms', () => {
    const l = line(10);
    startAutoPlay({ ...l, onEnd: () => {} });
    vi.advanceTimersByTime(499);
    expect(l.cursor.at).toBe(0);
    vi.advanceTimersByTime(1);
    expect(l.cursor.at).toBe(1);
    vi.advanceTimersByTime(1_500);
    expect(l.cursor.at).toBe(4);
  });

  it('stops at the end, once', () => {
    const l = line(3);
    const onEnd = vi.fn();
    startAutoPlay({ ...l, onEnd });
    vi.advanceTimersByTime(1_500);
    expect(l.cursor.at).toBe(3);
    expect(onEnd).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(l.cursor.at).toBe(3);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('does not start at the end', () => {
    const l = line(3, 3);
    const onEnd = vi.fn();
    startAutoPlay({ ...l, onEnd });
    expect(onEnd).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(l.cursor.at).toBe(3);
  });

  it('stops when stopped, without calling onEnd', () => {
    const l = line(10);
    const onEnd = vi.fn();
    const player = startAutoPlay({ ...l, onEnd });
    vi.advanceTimersByTime(1_000);
    player.stop();
    vi.advanceTimersByTime(5_000);
    expect(l.cursor.at).toBe(2);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('stops when the end is reached from outside (someone jumped to the end)', () => {
    const l = line(10);
    const onEnd = vi.fn();
    startAutoPlay({ ...l, onEnd });
    vi.advanceTimersByTime(500);
    l.cursor.at = 10;
    vi.advanceTimersByTime(500);
    expect(l.cursor.at).toBe(10);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
