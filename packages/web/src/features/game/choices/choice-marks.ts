/**
 * The choice letters as the board widget's label marks on its current node. Only the letters
 * A–E are ever taken off (the tags drawn before, or the review's next-move letters), so every
 * other symbol stays: a count's crosses, the analysis panel's triangle.
 */
import type { BoardApi } from '@tengen/board';
import { sgfToVertex, vertexToSgf } from '@tengen/core';
import { MOVE_CHOICES } from '@tengen/protocol';

const isChoiceLetter = (text: string) => (MOVE_CHOICES.tags as readonly string[]).includes(text);

/** The choice letters the widget shows on the current node, as "A:cc B:gg" in letter order. */
export function shownLetters(api: BoardApi): string {
  const size = api.state.game.size;
  const out: string[] = [];
  for (const [k, mark] of api.symbols()) {
    if (mark.kind !== 'label' || !isChoiceLetter(mark.text)) continue;
    out.push(`${mark.text}:${vertexToSgf({ x: k % size, y: Math.floor(k / size) })}`);
  }
  return out.sort().join(' ');
}

export function clearLetters(api: BoardApi): void {
  const size = api.state.game.size;
  for (const [k, mark] of api.symbols()) {
    if (mark.kind !== 'label' || !isChoiceLetter(mark.text)) continue;
    // The same label again takes it away.
    api.setSymbol({ x: k % size, y: Math.floor(k / size) }, { named: mark.text });
  }
}

/** Puts `letter` on `point` (SGF); a point off the board is left out. */
export function setLetter(api: BoardApi, point: string, letter: string): void {
  const v = sgfToVertex(point, api.state.game.size);
  if (v.ok) api.setSymbol(v.value, { named: letter });
}
