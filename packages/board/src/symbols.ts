import type { Mark, Vertex } from '@tengen/core';
import { marksOf, shownMarks } from './marks.ts';
import { type BoardState, indexOf } from './state.ts';
import type { ActionResult, SymbolTool } from './types.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The mark a tool would place next, or null for the cursor types (pt, vote). */
export function markFor(tool: SymbolTool, marks: ReadonlyMap<number, Mark>): Mark | null {
  if (tool === 'pt' || tool === 'vote') return null;
  if (typeof tool === 'object') return { kind: 'label', text: tool.named };
  if (tool === 'number') {
    let max = 0;
    for (const m of marks.values()) if (m.kind === 'number') max = Math.max(max, m.value);
    return { kind: 'number', value: max + 1 };
  }
  if (tool === 'letter') {
    const used = new Set([...marks.values()].map((m) => (m.kind === 'label' ? m.text : '')));
    return { kind: 'label', text: [...LETTERS].find((l) => !used.has(l)) ?? '?' };
  }
  return { kind: tool };
}

/**
 * Puts the user's symbol on a point of the current node: the same symbol again removes it, another
 * one replaces it. Numbers and letters continue from every mark shown. The record's and the
 * program's marks are never changed. Not while a puzzle is being solved.
 */
export function applySymbol(state: BoardState, v: Vertex, tool: SymbolTool = state.symbolTool): ActionResult {
  if (state.puzzle?.mode === 'PLAY') {
    state.log('WRONG_MODE', 'no symbols while a puzzle is in play mode');
    return 'ERROR';
  }
  const mark = markFor(tool, shownMarks(state));
  if (!mark) {
    state.log('WRONG_MODE', `the ${String(tool)} cursor cannot place symbols`);
    return 'ERROR';
  }
  const symbols = marksOf(state.symbols, state.game.current);
  const k = indexOf(state, v);
  if (symbols.get(k)?.kind === mark.kind) symbols.delete(k);
  else symbols.set(k, mark);
  state.events.onSymbol?.(v);
  return 'OK';
}

/** Takes the user's symbols off the current node; the record's and the program's marks stay. */
export function clearSymbols(state: BoardState): void {
  state.symbols.delete(state.game.current);
}
