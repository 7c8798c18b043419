/** The numbers of a situation judgement, in the units of the room's count. */
import {
  type AreaError,
  type AreaScore,
  areaScore,
  BLACK,
  type CountOptions,
  type CountScore,
  countScore,
  ok,
  type Position,
  type Result,
  scoreAfterKomi,
  sgfToVertex,
  type Vertex,
  vertexToSgf,
  WHITE,
} from '@tengen/core';
import { withNeutralDame } from '../play/room/neutral-dame.ts';
import { sealOpenBorders } from '../play/room/seal-borders.ts';

/** What the board shows with a judgement: each side's territory (empty points), SGF points. */
export interface TerritoryMarks {
  readonly black: readonly string[];
  readonly white: readonly string[];
}

/** A judgement's number, dead stones and territory, all read from one ownership map. */
export interface Counted {
  readonly score: CountScore;
  readonly dead: readonly string[];
  readonly territory: TerritoryMarks;
}

/** SGF points as vertices; points off the board or not holding a stone are left out. */
export function stonesAt(pos: Position, points: readonly string[]): Vertex[] {
  const out: Vertex[] = [];
  for (const p of points) {
    const v = sgfToVertex(p, pos.size);
    if (v.ok && pos.signs[v.value.y * pos.size + v.value.x] !== 0) out.push(v.value);
  }
  return out;
}

const pointAt = (i: number, size: number) => vertexToSgf({ x: i % size, y: Math.floor(i / size) });

/** The empty points an area count gives each side. */
export function territoryOf(pos: Position, area: AreaScore): TerritoryMarks {
  const black: string[] = [];
  const white: string[] = [];
  area.ownership.forEach((owner, i) => {
    if (pos.signs[i] !== 0) return;
    if (owner === 1) black.push(pointAt(i, pos.size));
    else if (owner === -1) white.push(pointAt(i, pos.size));
  });
  return { black, white };
}

/**
 * A played-out position: exactly the room's area count with these dead stones, open borders
 * sealed (play/room/seal-borders.ts) and the engine's dame a side must fill nobody's
 * (play/room/neutral-dame.ts).
 */
export function finalScore(
  pos: Position,
  dead: readonly Vertex[],
  opts: CountOptions,
  dame: readonly string[] = [],
): Result<{ score: CountScore; territory: TerritoryMarks }, AreaError> {
  const area = areaScore(pos, dead);
  if (!area.ok) return area;
  const counted = withNeutralDame(pos, sealOpenBorders(pos, area.value), dame);
  return ok({ score: countScore(counted, opts), territory: territoryOf(pos, counted) });
}

/** White's share of a point: 0 black's, 1 white's, from a territory value (territory.ts). */
export function whiteShare(sign: number, value: number): number {
  if (sign === BLACK) return Math.max(0, Math.min(1, value / 2));
  if (sign === WHITE) return 1 - Math.max(0, Math.min(1, -value / 2));
  return (1 + Math.max(-1, Math.min(1, value))) / 2;
}

/**
 * The territory values with the stones of dead dragons (dead.ts) as captured: in the map for
 * the side that could not save them they already are, in the other they may still read as
 * alive, and the mean would leave them half alive.
 */
export function withDeadStones(pos: Position, values: Float64Array, dead: readonly string[]): Float64Array {
  const out = Float64Array.from(values);
  for (const v of stonesAt(pos, dead)) {
    const i = v.y * pos.size + v.x;
    out[i] = pos.signs[i] === BLACK ? 2 : -2;
  }
  return out;
}

/** A point shown as territory on the board from this share of it on. */
export const MARK_SHARE = 0.75;

/**
 * A position in play, from one ownership map (territory values, −1 black … +1 white, ±2 a
 * captured stone). Each point is shared by its value: an empty point nobody's influence decides
 * is split evenly like dame in the count, a settled territory counts whole, a stone whose point
 * belongs to the opponent is dead and counts for the opponent; a stone half-way (a critical group
 * one side kills by moving first) is split too. The board shows the same map: the stones more
 * than half the opponent's are marked dead, and the empty points at least ¾ one side's are its
 * territory. Totals add up to the board; komi and margin are the count's.
 */
export function ownershipScore(pos: Position, values: Float64Array, opts: CountOptions): Counted {
  const dead: string[] = [];
  const black: string[] = [];
  const white: string[] = [];
  let blackArea = 0;
  for (let i = 0; i < pos.size * pos.size; i++) {
    const sign = pos.signs[i];
    const share = whiteShare(sign, values[i]);
    blackArea += 1 - share;
    if ((sign === BLACK && share > 0.5) || (sign === WHITE && share < 0.5)) dead.push(pointAt(i, pos.size));
    else if (sign === 0 && share >= MARK_SHARE) white.push(pointAt(i, pos.size));
    else if (sign === 0 && share <= 1 - MARK_SHARE) black.push(pointAt(i, pos.size));
  }
  const blackHundredths = Math.round(blackArea * 100);
  const score = scoreAfterKomi(blackHundredths, pos.size * pos.size * 100 - blackHundredths, opts);
  return { score, dead, territory: { black, white } };
}
