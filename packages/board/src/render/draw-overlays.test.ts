import { describe, expect, it } from 'vitest';
import { themeFor } from '../theme.ts';
import { drawOverlays } from './draw-overlays.ts';
import { recordingContext } from './test-recording-context.ts';

const theme = themeFor('wood');
const sprites = {} as Parameters<typeof drawOverlays>[7];

describe('a vote count on a point', () => {
  it('sits on the point when nothing else is there', () => {
    const { ctx, dots, texts } = recordingContext();
    drawOverlays(ctx, [{ t: 'voteCount', n: 3 }], 100, 100, 40, 0, theme, sprites);
    expect(dots).toEqual([expect.objectContaining({ x: 100, y: 100 })]);
    expect(texts).toEqual([expect.objectContaining({ text: '3', x: 100 })]);
  });

  it('goes beside a letter, in the corner of the point, so the letter stays readable', () => {
    const { ctx, dots, texts } = recordingContext();
    const mark = { kind: 'label', text: 'A' } as const;
    drawOverlays(
      ctx,
      [
        { t: 'mark', mark },
        { t: 'voteCount', n: 2 },
      ],
      100,
      100,
      40,
      0,
      theme,
      sprites,
    );
    const letter = texts.find((t) => t.text === 'A')!;
    const count = texts.find((t) => t.text === '2')!;
    expect(letter.x).toBe(100);
    const badge = dots.at(-1)!;
    // The badge stays inside the point's cell and off the letter's centre.
    expect(badge.x - 100).toBeGreaterThan(8);
    expect(100 - badge.y).toBeGreaterThan(8);
    expect(badge.x + badge.r).toBeLessThanOrEqual(120);
    expect(badge.y - badge.r).toBeGreaterThanOrEqual(80);
    expect(count.x).toBe(badge.x);
  });
});
