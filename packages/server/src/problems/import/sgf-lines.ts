/** The lines of an SGF problem's tree: every path from the first move to a leaf, with its verdict. */
import type { SgfNode } from '@tengen/core';
import { type Verdict, verdictOfComment, verdictOfMarks } from './sgf-verdict.ts';

export interface SgfLine {
  readonly moves: string[];
  /** null: the leaf says nothing (the whole file may carry no marks at all). */
  readonly verdict: Verdict | null;
}

const SETUP = ['AB', 'AW', 'AE'];

/** A move of a node as an SGF point (`tt` for a pass), and its colour; null for a node without one. */
export function moveOf(node: SgfNode): { color: 'B' | 'W'; point: string } | null {
  for (const color of ['B', 'W'] as const) {
    const value = node.props[color];
    if (value) return { color, point: value[0] === '' ? 'tt' : value[0] };
  }
  return null;
}

/**
 * Walks the tree from `start` (the first node with a move). Throws, with the reason, when a
 * variation places setup stones, when a node has both colours' moves, or when the colours do
 * not alternate from the side to play.
 */
export function collectLines(start: SgfNode, first: 'B' | 'W'): SgfLine[] {
  const lines: SgfLine[] = [];
  const walk = (node: SgfNode, moves: string[]) => {
    if (SETUP.some((p) => node.props[p])) throw new Error('a variation adds or removes stones (AB/AW/AE)');
    if (node.props.B && node.props.W) throw new Error('a node has both a black and a white move');
    const move = moveOf(node);
    let here = moves;
    if (move) {
      const expected = moves.length % 2 === 0 ? first : first === 'B' ? 'W' : 'B';
      if (move.color !== expected)
        throw new Error(
          `move ${moves.length + 1} of a variation (${move.color}[${move.point}]) is not ${expected}'s turn`,
        );
      here = [...moves, move.point];
    }
    if (node.children.length === 0) {
      const comment = (node.props.C ?? []).join('\n');
      const verdict =
        verdictOfComment(comment) ?? (move ? verdictOfMarks(node.props, move.color === 'B') : null);
      if (here.length > 0) lines.push({ moves: here, verdict });
      return;
    }
    for (const child of node.children) walk(child, here);
  };
  walk(start, []);
  return lines;
}

/**
 * Sorts the lines into the three tiers. When no leaf of the file carries a mark, the main line
 * (the first variation everywhere) is the solution and the other variations are wrong: files
 * that give only the solution are written that way.
 */
export function tiersOf(lines: SgfLine[]): { ok: string[][]; change: string[][]; fail: string[][] } {
  const marked = lines.some((l) => l.verdict !== null);
  const tiers = { ok: [] as string[][], change: [] as string[][], fail: [] as string[][] };
  lines.forEach((line, i) => {
    const verdict = marked ? (line.verdict ?? 'fail') : i === 0 ? 'ok' : 'fail';
    tiers[verdict].push(line.moves);
  });
  return tiers;
}
