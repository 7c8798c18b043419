import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addRemoteBatch, denormalizePen, normalizePen, PenRecorder, truncate4 } from './pen.ts';
import { defaultState, type PenBatch } from './state.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pen', () => {
  it('truncates to four decimals and normalises to the full board', () => {
    expect(truncate4(0.123456)).toBe(0.1234);
    expect(normalizePen({ x: 0, y: 18 }, 19, 'red')).toEqual({ x: 0.0263, y: 0.9736, c: 'red' });
    const back = denormalizePen(normalizePen({ x: 3.25, y: 7.5 }, 19, 'red'), 19);
    expect(back.x).toBeCloseTo(3.25, 2);
    expect(back.y).toBeCloseTo(7.5, 2);
  });

  it('keeps points past 20 squared pixels and batches them every 60 ms', () => {
    const state = defaultState();
    state.pen.mode = 'draw';
    const batches: PenBatch[] = [];
    const pen = new PenRecorder(state, (b) => batches.push(b));
    const pt = (x: number) => ({ x: x / 100, y: 0.5, c: state.pen.color });
    pen.begin({ x: 0, y: 0 }, pt(0));
    expect(pen.move({ x: 4, y: 2 }, pt(4))).toBe(false);
    expect(pen.move({ x: 4, y: 3 }, pt(4))).toBe(true);
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(60);
    expect(batches).toEqual([{ stroke: 1, mode: 'draw', points: [pt(0), pt(4)], end: false }]);
    pen.move({ x: 20, y: 3 }, pt(20));
    pen.end();
    expect(batches.at(-1)).toEqual({ stroke: 1, mode: 'draw', points: [pt(20)], end: true });
    vi.advanceTimersByTime(600);
    expect(batches).toHaveLength(2);
    expect(state.pen.strokes[0].points).toHaveLength(3);
  });

  it('a shape is its start and end', () => {
    const state = defaultState();
    state.pen.mode = 'shape';
    const batches: PenBatch[] = [];
    const pen = new PenRecorder(state, (b) => batches.push(b));
    pen.begin({ x: 0, y: 0 }, { x: 0.1, y: 0.1, c: 'o' });
    pen.move({ x: 5, y: 5 }, { x: 0.2, y: 0.2, c: 'o' });
    pen.move({ x: 50, y: 50 }, { x: 0.5, y: 0.5, c: 'o' });
    pen.end();
    expect(batches).toEqual([
      {
        stroke: 1,
        mode: 'shape',
        points: [
          { x: 0.1, y: 0.1, c: 'o' },
          { x: 0.5, y: 0.5, c: 'o' },
        ],
        end: true,
      },
    ]);
  });

  it('draws nothing when the pen is off; others strokes add up by id', () => {
    const state = defaultState();
    const pen = new PenRecorder(state, () => {});
    pen.begin({ x: 0, y: 0 }, { x: 0, y: 0, c: 'o' });
    expect(state.pen.strokes).toHaveLength(0);
    addRemoteBatch(state, { stroke: 7, mode: 'draw', points: [{ x: 0, y: 0, c: 'o' }], end: false });
    addRemoteBatch(state, { stroke: 7, mode: 'draw', points: [{ x: 1, y: 1, c: 'o' }], end: true });
    expect(state.pen.strokes).toEqual([
      {
        id: 'remote:7',
        mode: 'draw',
        points: [
          { x: 0, y: 0, c: 'o' },
          { x: 1, y: 1, c: 'o' },
        ],
      },
    ]);
  });
});
