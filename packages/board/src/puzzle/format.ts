import {
  BLACK,
  type MoveVertex,
  readSetupLists,
  type Stone,
  sgfToMove,
  sgfToVertex,
  splitPointList,
  type Vertex,
  WHITE,
} from '@tengen/core';
import { boundingRegion, clampRegion, fullRegion, puzzleWindow } from '../region.ts';
import type { Region } from '../types.ts';
import { type ScrambleLevel, unscrambleField } from './scramble.ts';

type PointList = string | readonly string[];

/** A puzzle (timu) as it arrives, with the seed's wire names. Every field is untrusted. */
export interface PuzzleData {
  lu?: unknown;
  blackfirst?: unknown;
  /** Setup stones of a puzzle shown on the full board: [black, white]. */
  prepos?: unknown;
  /** The puzzle's score value, kept for the host. */
  points?: unknown;
  /** Setup stones: [black, white], SGF points. */
  content?: unknown;
  pos_x1?: unknown;
  pos_x2?: unknown;
  pos_y1?: unknown;
  pos_y2?: unknown;
  /** 1 or 2: the answer fields are scrambled (see scramble.ts). */
  ru?: unknown;
  ok_answers?: unknown;
  change_answers?: unknown;
  fail_answers?: unknown;
  /** Choices: { pt, name, score }. */
  xds?: unknown;
  /** Placement targets (luozi). */
  luozis?: unknown;
  /** Permanent triangle marks. */
  signs?: unknown;
  /** A replay (mofang) puzzle: the moves to copy, and its [black, white] starting stones. */
  clone_pos?: unknown;
  clone_prepos?: unknown;
}

export type Line = MoveVertex[];
export type PuzzleKind = 'answer' | 'choice' | 'placement' | 'replay';

export interface Choice {
  readonly vertex: Vertex;
  readonly name: string;
  readonly score: number;
}

/** A checked puzzle, in board coordinates. */
export interface Puzzle {
  readonly kind: PuzzleKind;
  readonly size: number;
  readonly firstColor: Stone;
  readonly black: Vertex[];
  readonly white: Vertex[];
  readonly region: Region;
  readonly points: number;
  readonly answers: { readonly ok: Line[]; readonly change: Line[]; readonly fail: Line[] };
  readonly choices: Choice[];
  readonly targets: Vertex[];
  readonly signs: Vertex[];
  readonly replay: { readonly moves: Line; readonly black: Vertex[]; readonly white: Vertex[] } | null;
}

export type PuzzleReadResult = { ok: true; value: Puzzle } | { ok: false; error: string };

function isPointList(x: unknown): x is PointList {
  return typeof x === 'string' || (Array.isArray(x) && x.every((p) => typeof p === 'string'));
}

function pair(x: unknown): [PointList, PointList] | null {
  if (Array.isArray(x) && x.length === 2 && isPointList(x[0]) && isPointList(x[1])) return [x[0], x[1]];
  return null;
}

function readLine(list: PointList, size: number): Line | null {
  const out: Line = [];
  for (const p of splitPointList(list)) {
    const v = sgfToMove(p, size);
    if (!v.ok) return null;
    out.push(v.value);
  }
  return out;
}

function readLines(field: unknown, size: number): Line[] | null {
  if (!Array.isArray(field)) return null;
  const out: Line[] = [];
  for (const item of field) {
    const line = isPointList(item) ? readLine(item, size) : null;
    if (!line) return null;
    if (line.length > 0) out.push(line);
  }
  return out;
}

function readVertices(list: unknown, size: number): Vertex[] | null {
  if (list === undefined || list === null) return [];
  if (!isPointList(list)) return null;
  const out: Vertex[] = [];
  for (const p of splitPointList(list)) {
    const v = sgfToVertex(p, size);
    if (!v.ok) return null;
    out.push(v.value);
  }
  return out;
}

function readChoices(field: unknown, size: number): Choice[] | null {
  if (field === undefined || field === null) return [];
  if (!Array.isArray(field)) return null;
  const out: Choice[] = [];
  for (const c of field) {
    const v = typeof c?.pt === 'string' ? sgfToVertex(c.pt, size) : null;
    if (!v?.ok) return null;
    out.push({ vertex: v.value, name: String(c.name ?? ''), score: Number(c.score) || 0 });
  }
  return out;
}

function readWindow(data: PuzzleData, size: number, stones: Vertex[], hasPrepos: boolean): Region {
  const window = { x1: data.pos_x1, x2: data.pos_x2, y1: data.pos_y1, y2: data.pos_y2 };
  const given = Object.values(window).every((n) => n !== undefined && n !== null && n !== '');
  if (given) return puzzleWindow(clampRegion(window as unknown as Region, size), size);
  // The seed: prepos without a window is a full-board puzzle. Tengen fits the others to their stones.
  if (hasPrepos || stones.length === 0) return fullRegion(size);
  return puzzleWindow(boundingRegion(stones, size), size);
}

/**
 * Checks a puzzle. `currentSize` is kept when `lu` is not 2–19. An answer puzzle without its three
 * answer lists is a data error; the other kinds do not need them.
 */
export function readPuzzle(data: PuzzleData, currentSize = 19): PuzzleReadResult {
  const lu = Number(data.lu);
  const size = Number.isInteger(lu) && lu >= 2 && lu <= 19 ? lu : currentSize;
  const firstColor = data.blackfirst === false || data.blackfirst === 0 ? WHITE : BLACK;
  const setupPair = pair(data.content) ?? pair(data.prepos) ?? [[], []];
  const setup = readSetupLists(setupPair[0], setupPair[1], size);
  if (!setup.ok) return { ok: false, error: `bad setup point ${setup.error.point} (${setup.error.code})` };
  const ru = ([0, 1, 2].includes(Number(data.ru)) ? Number(data.ru) : 0) as ScrambleLevel;

  const choices = readChoices(data.xds, size);
  const targets = readVertices(data.luozis, size);
  const signs = readVertices(data.signs, size);
  if (!choices || !targets || !signs) return { ok: false, error: 'bad point in xds, luozis or signs' };

  let replay: Puzzle['replay'] = null;
  if (data.clone_pos !== undefined && data.clone_pos !== null) {
    const moves = isPointList(data.clone_pos) ? readLine(data.clone_pos, size) : null;
    const start = pair(data.clone_prepos) ?? [[], []];
    const stones = readSetupLists(start[0], start[1], size);
    if (!moves || !stones.ok) return { ok: false, error: 'bad clone_pos or clone_prepos' };
    replay = { moves, black: stones.value.black, white: stones.value.white };
  }
  const kind: PuzzleKind =
    choices.length > 0 ? 'choice' : targets.length > 0 ? 'placement' : replay ? 'replay' : 'answer';

  const fields = [data.ok_answers, data.change_answers, data.fail_answers];
  const missing = fields.some((f) => f === undefined || f === null);
  if (missing && kind === 'answer') return { ok: false, error: 'missing answer lists' };
  const [ok, change, fail] = fields.map((f) =>
    f === undefined || f === null ? [] : readLines(unscrambleField(f, ru, size), size),
  );
  if (!ok || !change || !fail) return { ok: false, error: 'malformed answer list' };

  const stones = [...setup.value.black, ...setup.value.white, ...choices.map((c) => c.vertex), ...targets];
  for (const line of [...ok, ...change, ...fail]) for (const m of line) if (m) stones.push(m);
  const hasPrepos = pair(data.content) === null && pair(data.prepos) !== null;
  return {
    ok: true,
    value: {
      kind,
      size,
      firstColor,
      black: setup.value.black,
      white: setup.value.white,
      region: readWindow(data, size, stones, hasPrepos),
      points: Number(data.points) || 0,
      answers: { ok, change, fail },
      choices,
      targets,
      signs,
      replay,
    },
  };
}
