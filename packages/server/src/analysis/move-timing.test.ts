import { describe, expect, it } from 'vitest';
import { MoveTiming, waitMinutes } from './move-timing.ts';

describe('MoveTiming', () => {
  it('starts from the benchmark figure and follows what it measures', () => {
    const timing = new MoveTiming(0.3);
    expect(timing.secondsPerMove).toBe(0.3);
    timing.add(1);
    expect(timing.secondsPerMove).toBe(1);
    for (let i = 0; i < 500; i++) timing.add(0.5);
    expect(timing.secondsPerMove).toBeCloseTo(0.5, 3);
    timing.add(Number.NaN);
    expect(timing.secondsPerMove).toBeCloseTo(0.5, 3);
  });
});

describe('waitMinutes', () => {
  const jobs = [
    { id: 1, totalMoves: 200, progress: 80 },
    { id: 2, totalMoves: 100, progress: 0 },
    { id: 3, totalMoves: 300, progress: 0 },
  ];

  it('counts the moves left in the job and in the jobs ahead, spread over the engines', () => {
    // 120 + 100 moves at 0.5 s on 2 engines = 55 s
    expect(waitMinutes(jobs, 2, 0.5, 2)).toBe(1);
    expect(waitMinutes(jobs, 1, 0.5, 2)).toBe(0.5);
    expect(waitMinutes(jobs, 3, 0.25, 1)).toBe(2.2);
  });

  it('is 0 when nothing is left', () => {
    expect(waitMinutes([{ id: 1, totalMoves: 10, progress: 10 }], 1, 1, 1)).toBe(0);
  });
});
