import { describe, expect, it } from 'vitest';
import { readSetupLists } from './setup.ts';

describe('setup lists', () => {
  it('reads black and white points', () => {
    expect(readSetupLists(['aa', 'bb'], 'cc*dd', 19)).toEqual({
      ok: true,
      value: {
        black: [
          { x: 0, y: 0 },
          { x: 1, y: 1 },
        ],
        white: [
          { x: 2, y: 2 },
          { x: 3, y: 3 },
        ],
      },
    });
  });

  it.each([
    [['a'], [], 'BAD_POINT', 'a'],
    [['abc'], [], 'BAD_POINT', 'abc'],
    [['jj'], [], 'BAD_POINT', 'jj'],
    [['aa', 'aa'], [], 'DUPLICATE', 'aa'],
    [['aa'], ['aa'], 'DUPLICATE', 'aa'],
  ])('%j / %j on 9×9 is %s', (black, white, code, point) => {
    expect(readSetupLists(black, white, 9)).toEqual({ ok: false, error: { code, point } });
  });
});
