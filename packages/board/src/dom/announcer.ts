import type { GameNode } from '@tengen/core';
import { moveWords, positionWords } from '../describe.ts';
import { keysAccepted } from '../key-cursor.ts';
import type { BoardState } from '../state.ts';

const HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;' +
  'clip-path:inset(50%);white-space:nowrap;';

let boards = 0;

/**
 * What screen readers hear from the board: a polite live region for news (the last move, the
 * point under the keyboard cursor, a refused move, the host's own news such as the result) and a
 * hidden description of the position, the target of the canvas's `aria-describedby`.
 */
export class Announcer {
  readonly live: HTMLDivElement;
  readonly description: HTMLDivElement;
  private shownKey: string | null = null;
  private described = '';
  /** Alternates a trailing space, so the same words said twice are read twice. */
  private again = false;

  constructor(wrapper: HTMLElement) {
    const id = `tengen-board-${++boards}`;
    this.description = document.createElement('div');
    this.description.id = `${id}-description`;
    this.description.className = 'tengen-description';
    this.description.style.cssText = HIDDEN;
    this.live = document.createElement('div');
    this.live.className = 'tengen-live';
    this.live.setAttribute('role', 'status');
    this.live.setAttribute('aria-live', 'polite');
    this.live.setAttribute('aria-atomic', 'true');
    this.live.style.cssText = HIDDEN;
    wrapper.append(this.description, this.live);
  }

  say(text: string): void {
    this.live.textContent = this.again ? `${text}\u00a0` : text;
    this.again = !this.again;
  }

  /**
   * After a repaint: a move that became the current one is said, the description follows. The
   * same move on a record loaded again (a resync, the review taking over) is not said again.
   */
  update(state: BoardState): void {
    const node = state.game.current;
    const key = moveKey(node);
    if (this.shownKey !== null && key !== this.shownKey)
      this.say(moveWords(state, node) ?? state.labels.noMoves);
    this.shownKey = key;
    const words = positionWords(state, keysAccepted(state));
    if (words !== this.described) {
      this.described = words;
      this.description.textContent = words;
    }
  }

  destroy(): void {
    this.live.remove();
    this.description.remove();
  }
}

/** A current node told apart by its place in the game and its move, not by its object. */
function moveKey(node: GameNode): string {
  const m = node.move;
  return `${node.moveNumber}:${m ? `${m.color}${m.vertex ? `${m.vertex.x},${m.vertex.y}` : 'pass'}` : '-'}`;
}
