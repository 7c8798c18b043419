import type { BoardState } from '../state.ts';
import { type Theme, themeFor } from '../theme.ts';
import { cellRect, computeLayout, type Layout } from './canvas-layout.ts';
import { drawBoard } from './draw-board.ts';
import { drawOverlays } from './draw-overlays.ts';
import { drawPenSegment, drawPenStroke } from './draw-pen.ts';
import { type StoneImages, StoneSprites } from './draw-stones.ts';
import { IMAGE_FILES, sharedImages } from './images.ts';
import { overlayKey, pointVisuals } from './visuals.ts';

const LAYERS = ['board', 'stones', 'marks', 'pen'] as const;
type LayerName = (typeof LAYERS)[number];

/**
 * Four stacked canvases: the board (lines, coordinates), stones, marks and the pen. The board layer
 * is repainted only when the geometry or theme changes; stones and marks are compared per point
 * with what was painted last, and only the points that differ are repainted.
 */
export class Renderer {
  readonly canvases: Record<LayerName, HTMLCanvasElement>;
  private readonly ctx: Record<LayerName, CanvasRenderingContext2D>;
  layout: Layout | null = null;
  theme: Theme | null = null;
  private geometryKey = '';
  private paintedStones = new Int8Array(0);
  private paintedOverlays: string[] = [];
  private penKey = '';
  private readonly stoneImages: StoneImages = { black: null, white: null };
  private readonly sprites = new StoneSprites(this.stoneImages);
  private readonly unsubscribe: () => void;
  /** The wrapper's own inline styles that the board changes, put back by `destroy`. */
  private readonly wrapperStyle: Pick<CSSStyleDeclaration, 'position' | 'height' | 'minWidth' | 'minHeight'>;
  /** What the last render did, for tests and the benchmark. */
  readonly stats = { full: false, repainted: 0 };

  constructor(
    readonly wrapper: HTMLElement,
    private readonly state: BoardState,
  ) {
    const { position, height, minWidth, minHeight } = wrapper.style;
    this.wrapperStyle = { position, height, minWidth, minHeight };
    if (getComputedStyle(wrapper).position === 'static') wrapper.style.position = 'relative';
    const canvases = {} as Record<LayerName, HTMLCanvasElement>;
    const ctx = {} as Record<LayerName, CanvasRenderingContext2D>;
    for (const name of LAYERS) {
      const c = document.createElement('canvas');
      c.className = `tengen-${name}`;
      c.style.cssText = 'position:absolute;left:0;top:0;touch-action:none;';
      if (name !== 'pen') c.style.pointerEvents = 'none';
      wrapper.appendChild(c);
      canvases[name] = c;
      ctx[name] = c.getContext('2d')!;
    }
    this.canvases = canvases;
    this.ctx = ctx;
    this.unsubscribe = sharedImages?.subscribe(() => this.invalidate()) ?? (() => {});
  }

  /** Forces a full repaint on the next render (resize, images arrived). */
  invalidate(): void {
    this.geometryKey = '';
    this.state.hooks.redraw();
  }

  /** Set when the wrapper had no height of its own: the board then keeps it square. */
  private autoHeight = false;

  private measure(): { w: number; h: number } {
    const s = this.state;
    if (!s.height && !this.autoHeight && this.wrapper.clientHeight === 0) this.autoHeight = true;
    const width = s.width ?? this.wrapper.clientWidth;
    const height = s.height ?? (this.autoHeight ? width : this.wrapper.clientHeight);
    return { w: Math.max(20, width * s.scale), h: Math.max(20, height * s.scale) };
  }

  /** The image URLs already reported missing to the host, once each. */
  private readonly missingReported = new Set<string>();

  private image(file: string): HTMLImageElement | null {
    const url = `${this.state.assetBase}images/${file}`;
    const image = sharedImages?.get(url) ?? null;
    if (sharedImages?.failed(url) && !this.missingReported.has(url)) {
      this.missingReported.add(url);
      this.state.log('ASSET_MISSING', `${url} (is assetBase right, and were the files copied?)`);
    }
    return image;
  }

  render(): void {
    const s = this.state;
    const { w, h } = this.measure();
    const dpr = window.devicePixelRatio || 1;
    const theme = themeFor(s.theme, s);
    this.stoneImages.black = theme.stones === 'image' ? this.image(IMAGE_FILES.black) : null;
    this.stoneImages.white = theme.stones === 'image' ? this.image(IMAGE_FILES.white) : null;
    const boardImage = theme.boardImage ? this.image(theme.boardImage) : null;
    const key = JSON.stringify([
      w,
      h,
      dpr,
      s.game.size,
      s.region,
      s.rotation,
      s.showCoor,
      s.starPointsOn9,
      theme,
      !!boardImage,
      !!this.stoneImages.black,
    ]);
    this.stats.full = key !== this.geometryKey;
    if (this.stats.full) {
      this.geometryKey = key;
      this.theme = theme;
      const l = computeLayout({
        cssWidth: w,
        cssHeight: h,
        dpr,
        size: s.game.size,
        region: s.region,
        rotation: s.rotation,
        showCoor: s.showCoor,
        starPointsOn9: s.starPointsOn9,
      });
      this.layout = l;
      for (const name of LAYERS) {
        const c = this.canvases[name];
        // Setting a canvas's size reallocates it even when unchanged: only on a real resize.
        if (c.width !== l.width || c.height !== l.height) {
          c.width = l.width;
          c.height = l.height;
        }
        c.style.width = `${w}px`;
        c.style.height = `${h}px`;
      }
      if (this.autoHeight && !s.height) this.wrapper.style.height = `${h}px`;
      // The canvases lie over the wrapper; a board given its size makes the wrapper take that
      // room in the page, so the page's layout does not place other things under it.
      if (s.width) this.wrapper.style.minWidth = `${w}px`;
      if (s.height) this.wrapper.style.minHeight = `${h}px`;
      this.sprites.clear();
      drawBoard(this.ctx.board, l, theme, boardImage);
      this.paintedStones = new Int8Array(s.game.size * s.game.size).fill(-1);
      this.paintedOverlays = new Array(s.game.size * s.game.size).fill('\u0000');
      this.ctx.stones.clearRect(0, 0, l.width, l.height);
      this.ctx.marks.clearRect(0, 0, l.width, l.height);
      this.penKey = '';
    }
    this.paintPoints();
    this.paintPen();
  }

  private paintPoints(): void {
    const l = this.layout!;
    const theme = this.theme!;
    const size = this.state.game.size;
    const { stones, overlays } = pointVisuals(this.state);
    const { x1, x2, y1, y2 } = this.state.region;
    const full = this.stats.full;
    let repainted = 0;
    for (let y = y1; y <= y2; y++) {
      for (let x = x1; x <= x2; x++) {
        const k = y * size + x;
        const sign = stones[k];
        const oKey = overlayKey(overlays[k]) + sign;
        const stoneChanged = this.paintedStones[k] !== sign;
        if (!stoneChanged && this.paintedOverlays[k] === oKey) continue;
        repainted++;
        const r = cellRect(l, { x, y });
        if (stoneChanged) {
          if (!full) this.ctx.stones.clearRect(r.x, r.y, r.w, r.h);
          if (sign)
            this.ctx.stones.drawImage(this.sprites.get(sign as 1 | 2, l.cell, theme.stones), r.x, r.y);
          this.paintedStones[k] = sign;
        }
        if (this.paintedOverlays[k] !== oKey) {
          if (!full) this.ctx.marks.clearRect(r.x, r.y, r.w, r.h);
          const c = Math.floor(l.cell / 2);
          drawOverlays(
            this.ctx.marks,
            overlays[k],
            r.x + c,
            r.y + c,
            l.cell,
            sign as 0 | 1 | 2,
            theme,
            this.sprites,
          );
          this.paintedOverlays[k] = oKey;
        }
      }
    }
    this.stats.repainted = repainted;
  }

  private currentPenKey(): string {
    const strokes = this.state.pen.strokes;
    return `${strokes.length}:${strokes.reduce((n, s) => n + s.points.length, 0)}`;
  }

  private paintPen(): void {
    const key = this.currentPenKey();
    if (key === this.penKey) return;
    this.penKey = key;
    const l = this.layout!;
    const ctx = this.ctx.pen;
    ctx.clearRect(0, 0, l.width, l.height);
    for (const stroke of this.state.pen.strokes) drawPenStroke(ctx, l, stroke, this.state.pen.width);
  }

  /** Repaints the pen layer on the next render (a shape being dragged changes without growing). */
  invalidatePen(): void {
    this.penKey = '';
  }

  /** Draws the newest segment of the local stroke at once, without waiting for a frame. */
  penSegment(a: Parameters<typeof drawPenSegment>[2], b: Parameters<typeof drawPenSegment>[3]): void {
    if (!this.layout) return;
    drawPenSegment(this.ctx.pen, this.layout, a, b, this.state.pen.width);
    this.penKey = this.currentPenKey();
  }

  /**
   * Takes the canvases away and gives the wrapper back its own styles: a board made again in the
   * same element (React's StrictMode mounts twice) then measures the element, not the old board.
   */
  destroy(): void {
    this.unsubscribe();
    for (const c of Object.values(this.canvases)) c.remove();
    Object.assign(this.wrapper.style, this.wrapperStyle);
  }
}
