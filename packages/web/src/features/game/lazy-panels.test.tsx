import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameOverlays, loadLater, ReviewSlot } from './lazy-panels.tsx';
import { GameOverlays as OverlaysPanel } from './overlays/game-overlays.tsx';
import { ReviewSlot as ReviewPanel } from './review/review-slot.tsx';

describe('the panels loaded after the page', () => {
  it('render nothing until their chunk has arrived, with nothing around them', () => {
    expect(renderToStaticMarkup(<GameOverlays />)).toBe('');
    expect(renderToStaticMarkup(<ReviewSlot />)).toBe('');
  });

  it('come from the chunk as the components themselves', async () => {
    const later = await loadLater();
    expect(later.GameOverlays).toBe(OverlaysPanel);
    expect(later.ReviewSlot).toBe(ReviewPanel);
    expect(await loadLater()).toBe(later);
  });
});
