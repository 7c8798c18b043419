/** The numbers of a situation judgement, in the units of the room's count. */
import {
  type AreaError,
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
  WHITE,
} from '@tengen/core';

/** SGF points as vertices; points off the board or not holding a stone are left out. */
export function stonesAt(pos: Position, points: readonly string[]): Vertex[] {
  const out: Vertex[] = [];
  for (const p of points) {
    const v = sgfToVertex(p, pos.size);
    if (v.ok && pos.signs[v.value.y * pos.size + v.value.x] !== 0) out.push(v.value);
  }
  return out;
}

/** A played-out position: exactly the room's area count with these dead stones. */
export function finalScore(
  pos: Position,
  dead: readonly Vertex[],
  opts: CountOptions,
): Result<CountScore, AreaError> {
  const area = areaScore(pos, dead);
  return area.ok ? ok(countScore(area.value, opts)) : area;
}

/**
 * A position still in play. Live stones are their owner's, dead stones their opponent's, as
 * in the count. An empty point is shared by the engine's territory value v (−1 black … +1
 * white): black gets (1 − v)/2 of it and white the rest, so a point nobody's influence decides
 * is split evenly like dame in the count, and a settled territory counts whole. Without
 * territory values (an engine that has none) it is the plain area count. Totals add up to the
 * board, komi and margin are the count's: margin in stones = (black − white)/2 − komi.
 */
export function estimatedScore(
  pos: Position,
  dead: readonly Vertex[],
  territory: Float64Array | null,
  opts: CountOptions,
): Result<CountScore, AreaError> {
  const area = areaScore(pos, dead);
  if (!area.ok) return area;
  if (territory === null) return ok(countScore(area.value, opts));
  const deadAt = new Set(dead.map((v) => v.y * pos.size + v.x));
  let black = 0;
  for (let i = 0; i < pos.size * pos.size; i++) {
    const sign = pos.signs[i];
    if (sign !== 0 && !deadAt.has(i)) black += sign === BLACK ? 1 : 0;
    else if (sign !== 0) black += sign === WHITE ? 1 : 0;
    else black += (1 - Math.max(-1, Math.min(1, territory[i]))) / 2;
  }
  const blackArea = Math.round(black * 100);
  return ok(scoreAfterKomi(blackArea, pos.size * pos.size * 100 - blackArea, opts));
}
