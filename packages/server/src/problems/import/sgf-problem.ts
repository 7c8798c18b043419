/** One SGF problem file as problems of the site: setup AB/AW, the side to play, and its lines. */
import { decodeSgf, expandPointList, parseSgf, type SgfNode } from '@tengen/core';
import type { ProblemData } from '@tengen/protocol';
import { illegalLines } from './problem-board.ts';
import { collectLines, moveOf, tiersOf } from './sgf-lines.ts';

export interface ImportedProblem {
  readonly prompt: string;
  readonly data: ProblemData;
}

/** The board sizes the site shows problems on. */
const SIZES = [5, 7, 9, 11, 13, 15, 17, 19];

function boardSize(root: SgfNode): number {
  const text = root.props.SZ?.[0] ?? '19';
  const size = Number(text);
  if (!/^\d+$/.test(text.trim()) || !SIZES.includes(size))
    throw new Error(`board size SZ[${text}] is not one of ${SIZES.join(', ')}`);
  return size;
}

/** The nodes before the first move (their setup stones and comments count as the root's). */
function setupNodes(root: SgfNode): { nodes: SgfNode[]; start: SgfNode | null } {
  const nodes: SgfNode[] = [];
  let node: SgfNode | undefined = root;
  while (node && !moveOf(node)) {
    nodes.push(node);
    if (node.children.length > 1) return { nodes, start: null };
    node = node.children[0];
  }
  return { nodes, start: node ?? null };
}

function firstMoveColor(node: SgfNode): 'B' | 'W' | null {
  const move = moveOf(node);
  if (move) return move.color;
  for (const child of node.children) {
    const color = firstMoveColor(child);
    if (color) return color;
  }
  return null;
}

/** The first line of the root comment ("Black to play."), or the side to play. */
function promptOf(comment: string, black: boolean): string {
  const line = comment
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l !== '' && !/^https?:\/\//.test(l));
  return line ?? (black ? 'Black to play' : 'White to play');
}

/** Reads one game tree; throws with the reason when it is not a problem Tengen can judge. */
export function problemFromTree(root: SgfNode): ImportedProblem {
  const size = boardSize(root);
  const { nodes, start } = setupNodes(root);
  const props = (name: string) => nodes.flatMap((n) => n.props[name] ?? []);
  if (props('AE').length > 0) throw new Error('the setup removes stones (AE)');
  const black = expandPointList(props('AB'));
  const white = expandPointList(props('AW'));
  const pl = props('PL')[0]?.toUpperCase();
  const from = start ?? nodes[nodes.length - 1];
  const first = pl === 'B' || pl === 'W' ? pl : from ? firstMoveColor(from) : null;
  if (!first) throw new Error('no move and no PL: the side to play is unknown');
  // A tree that branches before any move: every branch starts from the same setup.
  const starts = start ? [start] : (nodes[nodes.length - 1]?.children ?? []);
  const lines = starts.flatMap((s) => collectLines(s, first));
  if (lines.length === 0) throw new Error('the file has no solution: no variation has a move');
  const tiers = tiersOf(lines);
  if (tiers.ok.length === 0 && tiers.change.length === 0)
    throw new Error('no variation is marked correct (RIGHT, Correct, 正解 …)');
  const data: ProblemData = {
    lu: size,
    blackfirst: first === 'B',
    content: [black, white],
    ok_answers: tiers.ok,
    change_answers: tiers.change,
    fail_answers: tiers.fail,
  };
  const illegal = illegalLines(data);
  if (illegal.length > 0) throw new Error(illegal[0]);
  return { prompt: promptOf(props('C').join('\n'), first === 'B'), data };
}

/** Reads a file's bytes: one problem per game tree. Throws with the reason. */
export function problemsFromSgf(bytes: Uint8Array): ImportedProblem[] {
  const decoded = decodeSgf(bytes);
  const parsed = parseSgf(decoded.text);
  if (!parsed.ok) throw new Error(`not SGF: ${parsed.error.message} (line ${parsed.error.line})`);
  return parsed.value.roots.map((root, i) => {
    try {
      return problemFromTree(root);
    } catch (error) {
      const which = parsed.value.roots.length > 1 ? `game tree ${i + 1}: ` : '';
      throw new Error(which + (error as Error).message);
    }
  });
}
