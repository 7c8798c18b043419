import type { Vertex } from '@tengen/core';
import { normalizePen, type PenRecorder } from '../pen.ts';
import { inCorner, type Layout, pixelToBoard, pointAt } from '../render/canvas-layout.ts';
import type { Renderer } from '../render/renderer.ts';
import type { BoardState, PenPoint } from '../state.ts';
import type { ActionResult } from '../types.ts';
import { cornerTap } from '../version.ts';

export const TOUCH_CURSOR_CLEAR_MS = 10;

interface InputTargets {
  state: BoardState;
  renderer: Renderer;
  pen: PenRecorder;
  click(v: Vertex): ActionResult;
  schedule(): void;
  showVersion(): void;
}

/** Mouse, touch and pen input on the top canvas; answers a function that unbinds it all. */
export function bindInput(t: InputTargets): () => void {
  const { state, renderer, pen } = t;
  const target = renderer.canvases.pen;
  let drawing = false;
  let lastPen: PenPoint | null = null;

  const locate = (
    e: PointerEvent,
  ): { l: Layout; px: number; py: number; css: { x: number; y: number } } | null => {
    const l = renderer.layout;
    if (!l) return null;
    const rect = target.getBoundingClientRect();
    const css = { x: e.clientX - rect.left, y: e.clientY - rect.top };
    return { l, px: css.x * (l.width / rect.width), py: css.y * (l.height / rect.height), css };
  };
  const penPoint = (l: Layout, px: number, py: number) =>
    normalizePen(pixelToBoard(l, px, py), l.size, state.pen.color);
  const setCursor = (v: Vertex | null) => {
    const c = state.cursor;
    if (c === v || (c && v && c.x === v.x && c.y === v.y)) return;
    state.cursor = v;
    t.schedule();
  };

  const down = (e: PointerEvent) => {
    if (state.pen.mode === 'disabled' || state.remoteControlled) return;
    const at = locate(e);
    if (!at) {
      state.log('NO_PEN_RECT', 'the board has no size yet');
      return;
    }
    drawing = true;
    lastPen = penPoint(at.l, at.px, at.py);
    pen.begin(at.css, lastPen);
    target.setPointerCapture?.(e.pointerId);
  };
  const move = (e: PointerEvent) => {
    const at = locate(e);
    if (!at) return;
    if (drawing) {
      const p = penPoint(at.l, at.px, at.py);
      if (!pen.move(at.css, p)) return;
      if (pen.drawing?.mode === 'shape') {
        renderer.invalidatePen();
        t.schedule();
      } else if (lastPen) renderer.penSegment(lastPen, p);
      lastPen = p;
      return;
    }
    // A touch moves only while pressed, so its cursor shows where the finger will play. In a
    // corner a click is a version tap and plays nothing, so no stone is shown there.
    if (e.pointerType !== 'pen' && !state.remoteControlled)
      setCursor(inCorner(at.l, at.px, at.py) ? null : pointAt(at.l, at.px, at.py));
  };
  const up = (e: PointerEvent) => {
    if (drawing) {
      drawing = false;
      pen.end();
      t.schedule();
      return;
    }
    const at = locate(e);
    if (e.pointerType === 'touch') setTimeout(() => setCursor(null), TOUCH_CURSOR_CLEAR_MS);
    if (!at || e.button > 0) return;
    if (inCorner(at.l, at.px, at.py)) {
      if (cornerTap(state)) t.showVersion();
      return;
    }
    const v = pointAt(at.l, at.px, at.py);
    if (v) t.click(v);
  };
  const leave = () => setCursor(null);
  const menu = (e: Event) => e.preventDefault();

  target.addEventListener('pointerdown', down);
  target.addEventListener('pointermove', move);
  target.addEventListener('pointerup', up);
  target.addEventListener('pointerleave', leave);
  target.addEventListener('contextmenu', menu);
  return () => {
    target.removeEventListener('pointerdown', down);
    target.removeEventListener('pointermove', move);
    target.removeEventListener('pointerup', up);
    target.removeEventListener('pointerleave', leave);
    target.removeEventListener('contextmenu', menu);
    pen.end();
  };
}
