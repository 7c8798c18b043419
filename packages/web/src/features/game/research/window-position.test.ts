import { describe, expect, it } from 'vitest';
import {
  clampPosition,
  loadPosition,
  POSITION_STORAGE_KEY,
  parseStoredPosition,
  savePosition,
} from './window-position.ts';

const viewport = { width: 360, height: 640 };
const size = { width: 320, height: 480 };

describe('clampPosition', () => {
  it.each([
    [
      { x: 10, y: 20 },
      { x: 10, y: 20 },
    ],
    [
      { x: -50, y: -5 },
      { x: 0, y: 0 },
    ],
    [
      { x: 100, y: 300 },
      { x: 40, y: 160 },
    ],
    [
      { x: 39.6, y: 0.4 },
      { x: 40, y: 0 },
    ],
  ])('%o → %o on a 360×640 phone', (pos, out) => {
    expect(clampPosition(pos, size, viewport)).toEqual(out);
  });

  it('keeps the top-left corner on screen when the window is bigger than the viewport', () => {
    expect(clampPosition({ x: 200, y: 200 }, { width: 500, height: 900 }, viewport)).toEqual({ x: 0, y: 0 });
  });
});

describe('stored position', () => {
  it.each([
    ['{"x":12,"y":34}', { x: 12, y: 34 }],
    [null, null],
    ['', null],
    ['not json', null],
    ['[1,2]', null],
    ['{"x":"12","y":34}', null],
    ['{"x":1e400,"y":3}', null],
    ['null', null],
  ])('%s → %o', (raw, pos) => {
    expect(parseStoredPosition(raw)).toEqual(pos);
  });

  it('round-trips through a storage and survives a storage that throws', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    savePosition(storage, { x: 5, y: 6 });
    expect(map.get(POSITION_STORAGE_KEY)).toBe('{"x":5,"y":6}');
    expect(loadPosition(storage)).toEqual({ x: 5, y: 6 });
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(loadPosition(broken)).toBeNull();
    expect(() => savePosition(broken, { x: 1, y: 1 })).not.toThrow();
    expect(loadPosition(null)).toBeNull();
  });
});
