import { gtpToMove, isOnBoard, type Vertex } from '@tengen/core';
import { click } from './click.ts';
import { inRegion } from './region.ts';
import { fromDisplay, regionToDisplay, toDisplay } from './rotation.ts';
import type { BoardState } from './state.ts';
import type { ActionResult, Direction } from './types.ts';

/** Jumps of the keyboard cursor, on the board as it is shown (rotated). */
export type CursorJump = 'rowStart' | 'rowEnd' | 'columnStart' | 'columnEnd';

/** The keyboard cursor, or where it starts: the last move shown, else the middle of the window. */
export function keyCursorOf(state: BoardState): Vertex {
  const c = state.keyCursor;
  if (c && isOnBoard(c, state.game.size) && inRegion(c, state.region)) return c;
  const last = state.game.current.move?.vertex;
  if (last && inRegion(last, state.region)) return last;
  const r = state.region;
  return { x: Math.floor((r.x1 + r.x2) / 2), y: Math.floor((r.y1 + r.y2) / 2) };
}

/**
 * Whether the board takes keys now: on, not remote-controlled (as local clicks), and not a
 * thumbnail (a picture in a list, which would only add tab stops).
 */
export function keysAccepted(state: BoardState): boolean {
  return (
    state.keyboard &&
    !state.remoteControlled &&
    state.kind !== 'puzzleThumbnail' &&
    state.kind !== 'recordThumbnail'
  );
}

function setKeyCursor(state: BoardState, v: Vertex): boolean {
  const before = state.keyCursor;
  state.keyCursor = v;
  return !before || before.x !== v.x || before.y !== v.y;
}

const STEPS: Record<Direction, readonly [number, number]> = {
  up: [0, -1],
  down: [0, 1],
  left: [-1, 0],
  right: [1, 0],
};

/**
 * Moves the cursor one point the way the arrow points on the screen (the board may be rotated).
 * False at the window's edge, where it stays.
 */
export function moveKeyCursor(state: BoardState, direction: Direction): boolean {
  state.typed = '';
  const { size } = state.game;
  const from = keyCursorOf(state);
  const d = toDisplay(from, size, state.rotation);
  const [dx, dy] = STEPS[direction];
  const to = fromDisplay({ x: d.x + dx, y: d.y + dy }, size, state.rotation);
  if (!isOnBoard(to, size) || !inRegion(to, state.region)) {
    setKeyCursor(state, from);
    return false;
  }
  return setKeyCursor(state, to);
}

/** Moves the cursor to the first or last point of its row or column on the screen. */
export function jumpKeyCursor(state: BoardState, jump: CursorJump): boolean {
  state.typed = '';
  const { size } = state.game;
  const d = toDisplay(keyCursorOf(state), size, state.rotation);
  const w = regionToDisplay(state.region, size, state.rotation);
  const to =
    jump === 'rowStart'
      ? { x: w.x1, y: d.y }
      : jump === 'rowEnd'
        ? { x: w.x2, y: d.y }
        : jump === 'columnStart'
          ? { x: d.x, y: w.y1 }
          : { x: d.x, y: w.y2 };
  return setKeyCursor(state, fromDisplay(to, size, state.rotation));
}

/**
 * A key typed towards a point's name (a letter, then the row's digits, as "D4" or "Q16"). The
 * cursor goes to the point as soon as the name is one on the board's window. False when the key
 * is not part of a name (the host may use it), true when it was taken.
 */
export function typeCoordinate(state: BoardState, key: string): boolean {
  const { size } = state.game;
  const k = key.toUpperCase();
  if (/^[A-Z]$/.test(k)) {
    if (!gtpToMove(`${k}1`, size).ok) return false;
    state.typed = k;
  } else if (/^[0-9]$/.test(k)) {
    if (!/^[A-Z][0-9]?$/.test(state.typed)) return false;
    state.typed += k;
  } else return false;
  const v = gtpToMove(state.typed, size);
  if (v.ok && v.value && inRegion(v.value, state.region)) setKeyCursor(state, v.value);
  return true;
}

/** Backspace over the typed name; false when nothing was typed. */
export function eraseTyped(state: BoardState): boolean {
  if (!state.typed) return false;
  state.typed = state.typed.slice(0, -1);
  return true;
}

/** Enter or Space: a click at the cursor, so confirm mode, puzzles and votes treat it as a click. */
export function clickAtKeyCursor(state: BoardState): ActionResult {
  state.typed = '';
  const v = keyCursorOf(state);
  state.keyCursor = v;
  return click(state, v);
}
