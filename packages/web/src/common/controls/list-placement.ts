/**
 * Where the dropdown's list goes on screen: below its button when it fits, else above when there
 * is more room there, never past the viewport. The list is fixed-positioned, so a scrolling
 * dialog or a clipped panel around the dropdown never cuts it off.
 */
export interface ListPlacement {
  readonly left: number;
  readonly minWidth: number;
  readonly maxHeight: number;
  /** Exactly one of top (opening downwards) or bottom (upwards) is set. */
  readonly top?: number;
  readonly bottom?: number;
}

export interface Rect {
  readonly left: number;
  readonly top: number;
  readonly bottom: number;
  readonly width: number;
}

const GAP = 4;
const MARGIN = 8;
/** The tallest list (about seven options). */
export const LIST_MAX_HEIGHT = 256;

export function placeList(button: Rect, viewport: { width: number; height: number }): ListPlacement {
  const below = viewport.height - button.bottom - GAP - MARGIN;
  const above = button.top - GAP - MARGIN;
  const left = Math.max(MARGIN, Math.min(button.left, viewport.width - button.width - MARGIN));
  if (below >= Math.min(LIST_MAX_HEIGHT, 160) || below >= above) {
    return {
      left,
      minWidth: button.width,
      top: button.bottom + GAP,
      maxHeight: Math.min(LIST_MAX_HEIGHT, below),
    };
  }
  return {
    left,
    minWidth: button.width,
    bottom: viewport.height - button.top + GAP,
    maxHeight: Math.min(LIST_MAX_HEIGHT, above),
  };
}
