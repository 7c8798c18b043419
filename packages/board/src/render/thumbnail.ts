import type { RecordInput } from '@tengen/core';
import { configure } from '../config.ts';
import type { PuzzleData } from '../puzzle/format.ts';
import { defaultState } from '../state.ts';
import { type ThemeName, themeFor } from '../theme.ts';
import type { ActionResult } from '../types.ts';
import { computeLayout, pointCenter } from './canvas-layout.ts';
import { drawBoard } from './draw-board.ts';
import { drawOverlays } from './draw-overlays.ts';
import { paintStone, StoneSprites } from './draw-stones.ts';

export type ThumbnailSource = { puzzle: PuzzleData } | { record: RecordInput };

export interface ThumbnailOptions {
  /** CSS pixels of the square thumbnail; 120 by default. */
  size?: number;
  theme?: ThemeName;
  dpr?: number;
}

/**
 * A still picture of a puzzle (its window) or a game record (up to its `step`) on one canvas,
 * drawn stones and no images, so a page of 50 costs a few milliseconds.
 */
export function drawThumbnail(
  canvas: HTMLCanvasElement,
  source: ThumbnailSource,
  options: ThumbnailOptions = {},
) {
  const state = defaultState();
  const logged: string[] = [];
  state.log = (fault, detail) => logged.push(`${fault}: ${detail}`);
  state.replyDelay = 0;
  if ('puzzle' in source)
    configure(state, { kind: 'puzzleThumbnail', puzzle: source.puzzle, puzzleMode: 'WATCH' });
  else configure(state, { kind: 'recordThumbnail', record: source.record, lastMoveMark: true });
  const css = options.size ?? 120;
  const dpr = options.dpr ?? (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);
  const base = themeFor(options.theme ?? 'default');
  const l = computeLayout({
    cssWidth: css,
    cssHeight: css,
    dpr,
    size: state.game.size,
    region: state.region,
    rotation: 0,
    showCoor: false,
  });
  // At a few pixels per line, full-strength lines would turn the board into a dark grid.
  const lineColor = l.cell < 8 ? 'rgba(40,30,10,0.45)' : base.lineColor;
  const theme = { ...base, boardImage: null, stones: 'shaded' as const, lineColor };
  canvas.width = l.width;
  canvas.height = l.height;
  canvas.style.width = `${css}px`;
  canvas.style.height = `${css}px`;
  const ctx = canvas.getContext('2d')!;
  drawBoard(ctx, l, theme, null);
  const size = state.game.size;
  const { x1, x2, y1, y2 } = state.region;
  const images = { black: null, white: null };
  for (let y = y1; y <= y2; y++)
    for (let x = x1; x <= x2; x++) {
      const sign = state.game.board.get({ x, y });
      if (!sign) continue;
      const c = pointCenter(l, { x, y });
      paintStone(ctx, c.x, c.y, l.cell, sign, 'flat', images);
    }
  const last = state.game.current.move?.vertex;
  const sprites = new StoneSprites(images);
  if (last) {
    const c = pointCenter(l, last);
    drawOverlays(ctx, [{ t: 'last' }], c.x, c.y, l.cell, state.game.board.get(last), theme, sprites);
  }
  for (const s of state.signs) {
    const c = pointCenter(l, s);
    drawOverlays(ctx, [{ t: 'sign' }], c.x, c.y, l.cell, state.game.board.get(s), theme, sprites);
  }
  const result: ActionResult = logged.some(
    (m) => m.startsWith('MISSING_DATA: puzzle') || m.startsWith('MISSING_DATA: record:'),
  )
    ? 'ERROR'
    : 'OK';
  for (const m of logged) console.warn(`[tengen board] thumbnail ${m}`);
  return { result, size, moves: state.game.current.moveNumber };
}
