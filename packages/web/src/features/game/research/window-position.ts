/** Where the research window sits: kept inside the viewport, remembered between visits. */

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export const POSITION_STORAGE_KEY = 'tengen.research.position';

/**
 * The window's top-left corner moved so the whole window is inside the viewport; a window
 * bigger than the viewport keeps its top-left corner on screen.
 */
export function clampPosition(pos: Point, size: Size, viewport: Size): Point {
  const clamp = (v: number, max: number) => Math.max(0, Math.min(Math.max(0, max), Math.round(v)));
  return { x: clamp(pos.x, viewport.width - size.width), y: clamp(pos.y, viewport.height - size.height) };
}

/** A stored position, or null when there is none or it is not two finite numbers. */
export function parseStoredPosition(raw: string | null): Point | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { x, y } = value as Record<string, unknown>;
    return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)
      ? { x, y }
      : null;
  } catch {
    return null;
  }
}

/** Storage may be missing or refuse (private mode, quota): then the position is simply not kept. */
export function loadPosition(storage: Pick<Storage, 'getItem'> | null): Point | null {
  try {
    return parseStoredPosition(storage?.getItem(POSITION_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

export function savePosition(storage: Pick<Storage, 'setItem'> | null, pos: Point): void {
  try {
    storage?.setItem(POSITION_STORAGE_KEY, JSON.stringify({ x: pos.x, y: pos.y }));
  } catch {
    // not kept: nothing else depends on it
  }
}
