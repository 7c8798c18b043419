import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  BLACK,
  decodeSgf,
  expandPointList,
  type MoveVertex,
  parseSgf,
  type SgfNode,
  type Stone,
  sgfToMove,
  sgfToVertex,
  type Vertex,
  WHITE,
} from '@tengen/core';

/** The 400 real 19×19 game records shared by tests and benchmarks. */
export const corpusDir = fileURLToPath(new URL('../../fixtures/sgf/', import.meta.url));

/** One record's main line, read ahead of time so that replay timings exclude parsing. */
export interface MainLine {
  file: string;
  size: number;
  black: Vertex[];
  white: Vertex[];
  moves: { color: Stone; vertex: MoveVertex }[];
  /** The same in @sabaki/go-board's terms: [x, y] (or [-1, -1] for a pass) and ±1. */
  sabakiSetup: { vertex: [number, number]; sign: 1 | -1 }[];
  sabakiMoves: { vertex: [number, number]; sign: 1 | -1 | 0 }[];
}

/** The text of every record, decoded as Tengen reads it. */
export function loadTexts(): { file: string; text: string }[] {
  return readdirSync(corpusDir)
    .filter((f) => f.endsWith('.sgf'))
    .sort()
    .map((file) => ({ file, text: decodeSgf(readFileSync(corpusDir + file)).text }));
}

function vertices(values: string[] | undefined, size: number): Vertex[] {
  return expandPointList(values ?? []).map((point) => {
    const v = sgfToVertex(point, size);
    if (!v.ok) throw new Error(`bad setup point ${point}`);
    return v.value;
  });
}

/** Setup stones (AB/AW of any main-line node) and moves of a record's main line. */
export function readMainLine(file: string, text: string): MainLine {
  const parsed = parseSgf(text);
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
  const root = parsed.value.roots[0];
  const size = Number(root.props.SZ?.[0] ?? 19);
  const line: MainLine = { file, size, black: [], white: [], moves: [], sabakiSetup: [], sabakiMoves: [] };
  for (let node: SgfNode | undefined = root; node; node = node.children[0]) {
    const p = node.props;
    line.black.push(...vertices(p.AB, size));
    line.white.push(...vertices(p.AW, size));
    const value = p.B ?? p.W;
    if (!value) continue;
    const color: Stone = p.B ? BLACK : WHITE;
    const move = sgfToMove(value[0].trim(), size);
    if (!move.ok) throw new Error(`${file}: bad move ${value[0]}`);
    line.moves.push({ color, vertex: move.value });
    const v = move.value;
    line.sabakiMoves.push(
      v ? { vertex: [v.x, v.y], sign: color === BLACK ? 1 : -1 } : { vertex: [-1, -1], sign: 0 },
    );
  }
  for (const v of line.black) line.sabakiSetup.push({ vertex: [v.x, v.y], sign: 1 });
  for (const v of line.white) line.sabakiSetup.push({ vertex: [v.x, v.y], sign: -1 });
  return line;
}
