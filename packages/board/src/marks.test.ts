import { gameFromSgf, type Mark, parseSgf } from '@tengen/core';
import { describe, expect, it } from 'vitest';
import { click } from './click.ts';
import { createHeadlessBoard } from './create-board.ts';
import { next, prev } from './game-tree.ts';
import { shownMarks } from './marks.ts';
import { testState } from './puzzle/test-board.ts';
import { pointVisuals } from './render/visuals.ts';
import type { BoardState } from './state.ts';
import { applySymbol, clearSymbols } from './symbols.ts';
import { startVote } from './vote.ts';

const v = (x: number, y: number) => ({ x, y });
const at = (x: number, y: number) => y * 9 + x;

/** A record whose root has a triangle on aa and a label A on bb, and whose move has a circle on dd. */
const RECORD = '(;GM[1]FF[4]SZ[9]TR[aa]LB[bb:A];B[cc]CR[dd])';

function withRecord(state: BoardState): void {
  const parsed = parseSgf(RECORD);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const read = gameFromSgf(parsed.value.roots[0]);
  if (!read.ok) throw new Error(read.error.message);
  state.game = read.value.game;
}

const recordRoot = new Map<number, Mark>([
  [at(0, 0), { kind: 'triangle' }],
  [at(1, 1), { kind: 'label', text: 'A' }],
]);

/** The marks drawn on each point that shows one. */
function drawnMarks(state: BoardState): Map<number, Mark> {
  const out = new Map<number, Mark>();
  pointVisuals(state).overlays.forEach((list, k) => {
    for (const o of list) if (o.t === 'mark') out.set(k, o.mark);
  });
  return out;
}

describe("the user's symbols and the record's marks", () => {
  it('the user draws and clears symbols; the record keeps its marks; both are drawn', () => {
    const { state } = testState();
    withRecord(state);
    expect(applySymbol(state, v(4, 4), 'square')).toBe('OK');
    expect(applySymbol(state, v(5, 5), 'letter')).toBe('OK');
    expect(state.game.root.marks).toEqual(recordRoot);
    expect(drawnMarks(state)).toEqual(
      new Map<number, Mark>([
        ...recordRoot,
        [at(4, 4), { kind: 'square' }],
        [at(5, 5), { kind: 'label', text: 'B' }],
      ]),
    );
    clearSymbols(state);
    expect(state.game.root.marks).toEqual(recordRoot);
    expect(drawnMarks(state)).toEqual(recordRoot);
  });

  it("a symbol on a record mark's point is drawn over it and taken away without it", () => {
    const { state } = testState();
    withRecord(state);
    applySymbol(state, v(0, 0), 'circle');
    expect(drawnMarks(state).get(at(0, 0))).toEqual({ kind: 'circle' });
    applySymbol(state, v(0, 0), 'circle');
    expect(drawnMarks(state).get(at(0, 0))).toEqual({ kind: 'triangle' });
    applySymbol(state, v(0, 0), 'triangle');
    clearSymbols(state);
    expect(drawnMarks(state).get(at(0, 0))).toEqual({ kind: 'triangle' });
    expect(state.game.root.marks).toEqual(recordRoot);
  });

  it('symbols belong to their node: stepping shows each node its own and the record its own', () => {
    const { state } = testState();
    withRecord(state);
    applySymbol(state, v(6, 6), 'triangle');
    expect(next(state)).toBe('OK');
    expect(drawnMarks(state)).toEqual(new Map([[at(3, 3), { kind: 'circle' }]]));
    applySymbol(state, v(7, 7), 'square');
    clearSymbols(state);
    expect(drawnMarks(state)).toEqual(new Map([[at(3, 3), { kind: 'circle' }]]));
    expect(prev(state)).toBe('OK');
    expect(drawnMarks(state)).toEqual(
      new Map<number, Mark>([...recordRoot, [at(6, 6), { kind: 'triangle' }]]),
    );
  });

  it("a record's label is a choice point for a student vote; a user's label is one too", () => {
    const { state } = testState();
    withRecord(state);
    applySymbol(state, v(5, 5), { named: 'x' });
    expect(startVote(state, 'stu', () => {})).toBe('OK');
    state.clickMode = 'vote';
    expect(click(state, v(4, 4))).toBe('ERROR');
    expect(click(state, v(1, 1))).toBe('OK');
    expect(click(state, v(5, 5))).toBe('OK');
  });

  it('shows one mark a point: the user’s over the program’s over the record’s', () => {
    const { state } = testState();
    withRecord(state);
    state.programMarks.set(state.game.root, new Map([[at(0, 0), { kind: 'label', text: 'P' }]]));
    expect(shownMarks(state).get(at(0, 0))).toEqual({ kind: 'label', text: 'P' });
    applySymbol(state, v(0, 0), 'square');
    expect(shownMarks(state).get(at(0, 0))).toEqual({ kind: 'square' });
  });
});

describe('the public API: setSymbol, symbols, clearSymbols', () => {
  const choices = {
    lu: 9,
    content: [['ee'], []],
    ok_answers: [],
    change_answers: [],
    fail_answers: [],
    xds: [
      { pt: 'cc', name: 'A', score: 10 },
      { pt: 'dd', name: 'B', score: 0 },
    ],
  };

  it("clearing the user's symbols keeps a puzzle's choice labels", () => {
    const symbols: unknown[] = [];
    const api = createHeadlessBoard({ events: { onSymbol: (p) => symbols.push(p) } });
    expect(api.loadPuzzle(choices, 'SHIXIA')).toBe('OK');
    expect(api.setSymbol(v(6, 6), 'triangle')).toBe('OK');
    expect(api.setSymbol(v(7, 7), 'letter')).toBe('OK');
    expect(api.symbols()).toEqual(
      new Map<number, Mark>([
        [at(6, 6), { kind: 'triangle' }],
        [at(7, 7), { kind: 'label', text: 'C' }],
      ]),
    );
    expect(symbols).toEqual([v(6, 6), v(7, 7)]);
    api.clearSymbols();
    expect(api.symbols()).toEqual(new Map());
    expect(drawnMarks(api.state)).toEqual(
      new Map<number, Mark>([
        [at(2, 2), { kind: 'label', text: 'A' }],
        [at(3, 3), { kind: 'label', text: 'B' }],
      ]),
    );
  });

  it('the same symbol again takes it away, another replaces it, a cursor tool places nothing', () => {
    const api = createHeadlessBoard({ size: 9, onLog: () => {} });
    api.setSymbol(v(1, 1), 'triangle');
    api.setSymbol(v(1, 1), 'circle');
    expect(api.symbols()).toEqual(new Map([[at(1, 1), { kind: 'circle' }]]));
    api.setSymbol(v(1, 1), 'circle');
    expect(api.setSymbol(v(2, 2), 'pt')).toBe('ERROR');
    expect(api.symbols()).toEqual(new Map());
    expect(api.state.game.current.marks.size).toBe(0);
  });
});
