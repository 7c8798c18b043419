import { describe, expect, it } from 'vitest';
import { layoutFor } from './layout-mode.ts';

describe('layoutFor: the page layout by window size', () => {
  it.each([
    [390, 844, 'mobile'],
    [768, 1024, 'tablet'],
    [1024, 768, 'desktop'],
    [1440, 900, 'wide'],
    [1920, 1080, 'wide'],
    [1280, 1024, 'desktop'],
  ])('%i × %i → %s', (w, h, mode) => {
    const layout = layoutFor(w, h);
    expect(layout.mode).toBe(mode);
    expect(layout.boardSize).toBeLessThanOrEqual(w);
    expect(layout.boardSize).toBeLessThanOrEqual(h);
  });

  it('the board never shrinks below 200 px', () => {
    expect(layoutFor(250, 300).boardSize).toBe(200);
  });
});
