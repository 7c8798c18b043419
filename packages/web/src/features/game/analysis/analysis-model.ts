/**
 * The game analysis as the panel shows it, as pure functions: who may see or request it, rates
 * in percent (the wire has tenths, seed 000 section 9), the chart's series, the polling pace
 * while the server analyses, the board marks of a problem move or an ask, and the review toast
 * of a step.
 */
import { moverOf, type Stone } from '@tengen/core';
import type { AnalysisResponse, AskedMove, ProblemMove, RatePoint, Role } from '@tengen/protocol';
import { positionKey } from '../state/live-position.ts';

/** Why the panel shows no analysis, or that it may. */
export type AnalysisAccess = 'guest' | 'notFinished' | 'notAllowed' | 'viewer' | 'player';

export function analysisAccess(p: {
  readonly role: Role;
  readonly finished: boolean;
  readonly allowed: boolean;
}): AnalysisAccess {
  if (p.role === 'guest') return 'guest';
  if (!p.finished) return 'notFinished';
  if (!p.allowed) return 'notAllowed';
  return p.role === 'member' ? 'player' : 'viewer';
}

/** A rate or a loss in tenths of a percent, as the page writes it: one decimal. */
export function percentText(tenths: number): string {
  return (tenths / 10).toFixed(1);
}

/** The chart's data: moves on x, black's win rate in percent on y. */
export function chartSeries(rates: readonly RatePoint[]): [number[], number[]] {
  const sorted = [...rates].sort((a, b) => a.step - b.step);
  return [sorted.map((r) => r.step), sorted.map((r) => r.rate / 10)];
}

/** The step of the chart's point nearest to `x` (a move number from the cursor), or null without points. */
export function nearestStep(steps: readonly number[], x: number): number | null {
  let best: number | null = null;
  for (const step of steps) if (best === null || Math.abs(step - x) < Math.abs(best - x)) best = step;
  return best;
}

export const POLL_MIN_MS = 2_000;
export const POLL_MAX_MS = 15_000;

/**
 * How long to wait before asking again while analysing: a tenth of the expected wait, between
 * 2 s (a short 9×9 game is done in seconds) and 15 s (a queue of long games).
 */
export function pollDelayMs(costtimeMinutes: number): number {
  const tenth = (Math.max(0, costtimeMinutes) * 60_000) / 10;
  return Math.round(Math.min(POLL_MAX_MS, Math.max(POLL_MIN_MS, tenth)));
}

/** Moves analysed so far out of the game's moves, for the progress bar. */
export function progressOf(report: AnalysisResponse, totalMoves: number): { done: number; total: number } {
  const total = Math.max(totalMoves, report.rates.length);
  return { done: Math.min(report.rates.length, total), total };
}

/** What the board shows for the panel, tied to the position it belongs to. */
export type AnalysisMarks =
  /** A problem move: the game at `step`; the played move marked, GNU Go's choice as a ghost stone. */
  | {
      readonly kind: 'problem';
      readonly positionKey: string;
      readonly played: string;
      readonly engine: string;
      readonly color: Stone;
    }
  /** An ask's answer: GNU Go's line after the position, numbered from 1. */
  | { readonly kind: 'ask'; readonly positionKey: string; readonly line: readonly string[] };

const PASS = 'tt';

/** The marks of a problem move at `step` of `moves` (the game's moves), or null when it has no move there. */
export function problemMarks(
  moves: readonly string[],
  rate: RatePoint | undefined,
  step: number,
  firstColor: Stone,
): AnalysisMarks | null {
  const played = moves[step - 1];
  if (played === undefined || rate === undefined) return null;
  return {
    kind: 'problem',
    positionKey: positionKey(moves.slice(0, step)),
    played,
    engine: rate.mpt,
    color: moverOf(step, firstColor),
  };
}

/** The marks of an ask: its position is the game's first `step` moves, then the tried ones. */
export function askMarks(moves: readonly string[], ask: AskedMove): AnalysisMarks {
  return {
    kind: 'ask',
    positionKey: positionKey([...moves.slice(0, ask.step), ...ask.testpos]),
    line: ask.moves,
  };
}

/** Number labels of an ask's line by SGF point; passes are skipped, a point played twice shows the later number. */
export function lineLabels(line: readonly string[]): Record<string, string> {
  const labels: Record<string, string> = {};
  line.forEach((point, i) => {
    if (point !== PASS) labels[point] = String(i + 1);
  });
  return labels;
}

export const isPass = (point: string): boolean => point === PASS;

/** The toast of stepping onto move `step`: a problem move (with its loss), GNU Go's own choice, or none. */
export type MoveVerdict =
  | { readonly kind: 'bad'; readonly downrate: number }
  | { readonly kind: 'good' }
  | null;

export function moveToastAt(
  report: Pick<AnalysisResponse, 'rates' | 'bad'>,
  moves: readonly string[],
  step: number,
): MoveVerdict {
  const problem: ProblemMove | undefined = [...report.bad.black, ...report.bad.white].find(
    (p) => p.step === step,
  );
  if (problem) return { kind: 'bad', downrate: problem.downrate };
  const rate = report.rates.find((r) => r.step === step);
  const played = moves[step - 1];
  if (rate && played !== undefined && !isPass(played) && rate.mpt === played) return { kind: 'good' };
  return null;
}

/** Free analyses left today for a tier allowing `freePerDay`, after `used` (the answer's docount). */
export function freeAnalysesLeft(freePerDay: number, used: number): number {
  return Math.max(0, freePerDay - used);
}
