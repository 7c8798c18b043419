import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { BLACK, gtpToMove, type Vertex, WHITE } from '@tengen/core';
import type { EngineRules, GamePosition } from '../types.ts';
import type { RawEvaluation } from './raw-evaluation.ts';
import type { Symmetry } from './symmetry.ts';

/** One stored answer of KataGo's `kata-raw-nn SYM` (packages/engine/fixtures/README.md). */
export interface ReferenceEvaluation {
  readonly symmetry: Symmetry;
  readonly whiteWin: number;
  readonly whiteLoss: number;
  readonly noResult: number;
  readonly whiteLead: number;
  readonly whiteScoreSelfplay: number;
  readonly whiteScoreSelfplaySq: number;
  readonly policy: readonly (number | null)[];
  readonly policyPass: number;
  readonly whiteOwnership: readonly number[];
}

export interface ReferenceRecord {
  readonly source: string;
  readonly size: number;
  readonly komi: number;
  readonly rules: EngineRules;
  readonly setup: { readonly B?: readonly string[]; readonly W?: readonly string[] };
  readonly moves: readonly (readonly [string, string])[];
  readonly toMove: string;
  readonly nn: readonly ReferenceEvaluation[];
}

export const FIXTURE_SUBSET = fileURLToPath(
  new URL('../../fixtures/katago-reference-subset.jsonl.gz', import.meta.url),
);
export const FIXTURE_FULL = fileURLToPath(
  new URL('../../fixtures/katago-reference.jsonl.gz', import.meta.url),
);

export function readReference(path: string): ReferenceRecord[] {
  return gunzipSync(readFileSync(path))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ReferenceRecord);
}

function point(text: string, size: number): Vertex | null {
  const move = gtpToMove(text, size);
  if (!move.ok) throw new Error(`bad GTP point ${text} in the reference`);
  return move.value;
}

const colorOf = (c: string) => (c.toLowerCase().startsWith('b') ? BLACK : WHITE);

function evaluatedSide(record: ReferenceRecord) {
  const last = record.moves.at(-1);
  if (!last) return BLACK;
  return colorOf(last[0]) === BLACK ? WHITE : BLACK;
}

/**
 * The reference position as KataGo evaluated it. `kata-raw-nn` was given no colour, so KataGo
 * answered for the side after the last move (Black on an empty history), which is not the
 * record's `toMove` in 220 of the 520 records (fixtures/README.md).
 */
export function referencePosition(record: ReferenceRecord): GamePosition {
  const size = record.size;
  const stones = (list: readonly string[] | undefined) => (list ?? []).map((p) => point(p, size) as Vertex);
  return {
    size,
    komi: record.komi,
    rules: record.rules,
    setup: { black: stones(record.setup.B), white: stones(record.setup.W) },
    moves: record.moves.map(([c, p]) => ({ color: colorOf(c), point: point(p, size) })),
    toMove: evaluatedSide(record),
  };
}

/** The largest differences between Tengen's answer and KataGo's for one evaluation. */
export function referenceDifferences(ours: RawEvaluation, theirs: ReferenceEvaluation) {
  let policyL1 = Math.abs(ours.policyPass - theirs.policyPass);
  let illegalMismatch = 0;
  for (let i = 0; i < theirs.policy.length; i++) {
    const a = ours.policy[i] ?? null;
    const b = theirs.policy[i] ?? null;
    if ((a === null) !== (b === null)) illegalMismatch++;
    else if (a !== null && b !== null) policyL1 += Math.abs(a - b);
  }
  let ownership = 0;
  for (let i = 0; i < theirs.whiteOwnership.length; i++)
    ownership = Math.max(
      ownership,
      Math.abs((ours.whiteOwnership[i] as number) - (theirs.whiteOwnership[i] as number)),
    );
  return {
    policyL1,
    illegalMismatch,
    winrate: Math.abs(ours.whiteWin - theirs.whiteWin),
    lead: Math.abs(ours.whiteLead - theirs.whiteLead),
    ownership,
  };
}
