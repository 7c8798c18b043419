import type { PenBatch } from '@tengen/board';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PEN_SEND_MS, PenSender } from './pen-sender.ts';

const point = (x: number) => ({ x, y: 0.5, c: '#c04000' });
const batch = (stroke: number, xs: number[], end = false): PenBatch => ({
  stroke,
  mode: 'draw',
  points: xs.map(point),
  end,
});

describe('the pen on the wire', () => {
  afterEach(() => vi.useRealTimers());

  it('merges a stroke’s batches into one message per period, and sends its end at once', () => {
    vi.useFakeTimers();
    const sent: PenBatch[] = [];
    const pen = new PenSender((b) => sent.push(b));
    pen.add(batch(1, [0.1]));
    pen.add(batch(1, [0.2, 0.3]));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(PEN_SEND_MS);
    expect(sent).toEqual([batch(1, [0.1, 0.2, 0.3])]);
    pen.add(batch(1, [0.4]));
    pen.add(batch(1, [0.5], true));
    expect(sent).toEqual([batch(1, [0.1, 0.2, 0.3]), batch(1, [0.4, 0.5], true)]);
  });

  it('keeps strokes apart and messages within 60 points', () => {
    const sent: PenBatch[] = [];
    const pen = new PenSender((b) => sent.push(b));
    pen.add(
      batch(
        1,
        Array.from({ length: 40 }, () => 0.1),
      ),
    );
    pen.add(
      batch(
        1,
        Array.from({ length: 30 }, () => 0.2),
      ),
    );
    pen.add(batch(2, [0.3], true));
    expect(sent.map((b) => [b.stroke, b.points.length, b.end])).toEqual([
      [1, 40, false],
      [1, 30, false],
      [2, 1, true],
    ]);
  });
});
