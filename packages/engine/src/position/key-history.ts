import type { Sign } from '@tengen/core';

/**
 * An immutable list of position keys, newest first, shared between states: a new state adds one
 * link instead of copying the list. `color` is the side to move in that position (EMPTY when the
 * rules ignore it, as positional superko does).
 */
export interface KeyLink {
  readonly key: number;
  readonly color: Sign;
  readonly previous: KeyLink | null;
}

export function pushKey(list: KeyLink | null, key: number, color: Sign): KeyLink {
  return { key, color, previous: list };
}

export function hasKey(list: KeyLink | null, key: number, color: Sign): boolean {
  for (let link = list; link !== null; link = link.previous) {
    if (link.key === key && link.color === color) return true;
  }
  return false;
}
