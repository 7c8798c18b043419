import {
  areaScore,
  countScore,
  estimateTerritory,
  komi,
  sgfToVertex,
  type Vertex,
  vertexToSgf,
} from '@tengen/core';
import type { CountResult, ScoreEntry } from '@tengen/protocol';
import { withNeutralDame } from './neutral-dame.ts';
import { boardOf, type Finish, type RoomState } from './room-state.ts';
import { sealOpenBorders } from './seal-borders.ts';

/** The room's winner codes: 1 black, 2 white, 3 a draw. */
const WINNER = { black: 1, white: 2, draw: 3 } as const;

/**
 * Area count of the position with the given dead stones and dame (SGF points, as an engine
 * marked them; none when no engine answered): the count result the players see, and the finish
 * it leads to (win by points), which keeps the count so that a finished game still shows its
 * counted position. Open borders are sealed (seal-borders.ts), then the engine's dame that a side
 * must fill are left to nobody (neutral-dame.ts). Dead points that hold no stone on this board
 * are ignored.
 */
export function countPosition(
  state: RoomState,
  deadPoints: readonly string[] = [],
  dame: readonly string[] = [],
): { count: CountResult; finish: Finish } {
  const { size, handicap, daotiemu } = state.config;
  const signs = boardOf(state).signs();
  const dead = stonesAt(signs, size, deadPoints);
  const counted = areaScore({ size, signs }, dead);
  if (!counted.ok) throw new Error(`count failed: ${counted.error}`);
  const area = withNeutralDame({ size, signs }, sealOpenBorders({ size, signs }, counted.value), dame);
  const score = countScore(area, { size, handicap, komiShift: daotiemu });
  const territory = (owner: number) => {
    const out: string[] = [];
    area.ownership.forEach((o, i) => {
      if (o === owner && signs[i] === 0) out.push(vertexToSgf({ x: i % size, y: Math.floor(i / size) }));
    });
    return out;
  };
  const winner = WINNER[score.winner];
  const count: CountResult = {
    result: winner,
    winnumber: score.margin,
    bscore: score.black,
    wscore: score.white,
    dead: dead.map(vertexToSgf),
    bterritory: territory(1),
    wterritory: territory(-1),
  };
  return {
    count,
    finish: { winner, wintype: 2, winnumber: score.margin, text: pointsText(winner, score.margin), count },
  };
}

function stonesAt(signs: ArrayLike<number>, size: number, points: readonly string[]): Vertex[] {
  const out: Vertex[] = [];
  for (const p of new Set(points)) {
    const v = sgfToVertex(p, size);
    if (v.ok && signs[v.value.y * size + v.value.x] !== 0) out.push(v.value);
  }
  return out;
}

/** SGF result text of a win by points: the margin in points is twice the margin in stones. */
function pointsText(winner: 1 | 2 | 3, winnumberStones: number): string {
  if (winner === 3) return '0';
  return `${winner === 1 ? 'B' : 'W'}+${(winnumberStones * 2) / 100}`;
}

/** The energy-bar point after a move: a fast estimate, in tenths of a point, komi included. */
export function scoreEntry(state: RoomState): ScoreEntry {
  const { size, handicap, daotiemu } = state.config;
  const signs = boardOf(state).signs();
  const estimate = estimateTerritory({ size, signs });
  let b = estimate.black.length;
  let w = estimate.white.length;
  for (const s of signs) {
    if (s === 1) b++;
    else if (s === 2) w++;
  }
  const komiPoints = (komi(handicap, daotiemu) * 2) / 100;
  return { step: state.moves.length, score: Math.round((b - w - komiPoints) * 10), b: b * 10, w: w * 10 };
}
