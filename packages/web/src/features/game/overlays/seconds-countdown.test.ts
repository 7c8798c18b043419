import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCountdown } from './seconds-countdown.ts';

describe('startCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks every second and is done once at zero', () => {
    const ticks: number[] = [];
    const done = vi.fn();
    startCountdown(10, (left) => ticks.push(left), done);
    vi.advanceTimersByTime(9_000);
    expect(ticks).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(ticks.at(-1)).toBe(0);
    expect(done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(ticks).toHaveLength(10);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('stops when stopped', () => {
    const done = vi.fn();
    const countdown = startCountdown(3, () => {}, done);
    vi.advanceTimersByTime(2_000);
    countdown.stop();
    vi.advanceTimersByTime(5_000);
    expect(done).not.toHaveBeenCalled();
  });

  it('is done at once when nothing is left', () => {
    const done = vi.fn();
    startCountdown(0, () => {}, done);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
