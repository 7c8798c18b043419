import { gtpToMove } from '@tengen/core';
import { boardName, pointWords, refusalWords } from '../describe.ts';
import {
  type CursorJump,
  clickAtKeyCursor,
  eraseTyped,
  jumpKeyCursor,
  keyCursorOf,
  keysAccepted,
  moveKeyCursor,
  typeCoordinate,
} from '../key-cursor.ts';
import { fillLabel } from '../labels.ts';
import { inRegion } from '../region.ts';
import type { BoardState } from '../state.ts';
import type { Direction } from '../types.ts';
import type { Announcer } from './announcer.ts';

const ARROWS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

const JUMPS: Readonly<Record<string, CursorJump>> = {
  Home: 'rowStart',
  End: 'rowEnd',
  PageUp: 'columnStart',
  PageDown: 'columnEnd',
};

interface KeyboardTargets {
  state: BoardState;
  /** The top canvas, which takes the pointer too: it is the board's focus. */
  target: HTMLCanvasElement;
  announcer: Announcer;
  schedule(): void;
}

/**
 * The board from the keyboard: the top canvas is focusable and named; arrows, Home, End, Page Up
 * and Page Down move the cursor; letters and digits type a point's name ("D4"), which moves the
 * cursor there; Enter or Space clicks at the cursor. Keys the board uses do not reach the page.
 * Answers `sync` (after each repaint: focusability and the name follow the state) and `unbind`.
 */
export function bindKeyboard(t: KeyboardTargets): { sync(): void; unbind(): void } {
  const { state, target, announcer } = t;
  target.setAttribute('aria-describedby', announcer.description.id);

  const sayCursor = () => announcer.say(pointWords(state, keyCursorOf(state)));

  const play = () => {
    // A typed name already moved the cursor; one that names no point of the window plays nothing.
    const typed = state.typed;
    const named = typed ? gtpToMove(typed, state.game.size) : null;
    if (named && !(named.ok && named.value && inRegion(named.value, state.region))) {
      state.typed = '';
      announcer.say(fillLabel(state.labels.notAPoint, { text: typed }));
      return;
    }
    const words = refusalWords(state, clickAtKeyCursor(state));
    if (words) announcer.say(words);
  };

  const onKey = (e: KeyboardEvent) => {
    if (!keysAccepted(state) || e.altKey || e.ctrlKey || e.metaKey) return;
    const arrow = ARROWS[e.key];
    const jump = JUMPS[e.key];
    if (arrow) {
      moveKeyCursor(state, arrow);
      sayCursor();
    } else if (jump) {
      jumpKeyCursor(state, jump);
      sayCursor();
    } else if (e.key === 'Enter' || e.key === ' ') play();
    else if (e.key === 'Backspace') {
      if (!eraseTyped(state)) return;
    } else if (e.key === 'Escape') {
      if (!state.typed) return;
      state.typed = '';
    } else {
      const before = state.keyCursor;
      if (!typeCoordinate(state, e.key)) return;
      if (state.keyCursor !== before) sayCursor();
    }
    // A key press shows the cursor even when a mouse click gave the focus.
    state.keyFocus = true;
    e.preventDefault();
    e.stopPropagation();
    t.schedule();
  };
  const onFocus = () => {
    // Focus from a click shows no cursor; from the keyboard (Tab) it does.
    state.keyFocus = target.matches(':focus-visible');
    t.schedule();
  };
  const onBlur = () => {
    state.keyFocus = false;
    state.typed = '';
    t.schedule();
  };

  target.addEventListener('keydown', onKey);
  target.addEventListener('focus', onFocus);
  target.addEventListener('blur', onBlur);
  return {
    sync() {
      const keys = keysAccepted(state);
      const role = keys ? 'application' : 'img';
      if (target.getAttribute('role') !== role) target.setAttribute('role', role);
      if (keys && target.tabIndex !== 0) target.tabIndex = 0;
      if (!keys && target.hasAttribute('tabindex')) target.removeAttribute('tabindex');
      const name = boardName(state);
      if (target.getAttribute('aria-label') !== name) target.setAttribute('aria-label', name);
    },
    unbind() {
      target.removeEventListener('keydown', onKey);
      target.removeEventListener('focus', onFocus);
      target.removeEventListener('blur', onBlur);
    },
  };
}
