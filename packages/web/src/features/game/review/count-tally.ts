/**
 * What a count is made of, for its explanation: under area counting each side has its living
 * stones on the board and the points it surrounds (a dead stone's point among them), and the
 * neutral points are shared half and half.
 */
import type { Sign, Vertex } from '@tengen/core';
import type { CountResult } from '@tengen/protocol';
import { countedMarks } from '../board/board-marks.ts';

export interface SideTally {
  /** Living stones on the board. */
  readonly stones: number;
  /** Surrounded points, the points of the opponent's dead stones included. */
  readonly territory: number;
  /** Of the territory: the opponent's dead stones. */
  readonly deadTaken: number;
  /** The side's area in points, as the server counted it (half points from neutral points). */
  readonly total: number;
}

export interface CountTally {
  readonly black: SideTally;
  readonly white: SideTally;
  readonly neutral: number;
  /** The parts add up to the server's totals; when not, only the totals are shown. */
  readonly consistent: boolean;
}

export function countTally(count: CountResult, size: number, stoneAt: (v: Vertex) => Sign): CountTally {
  const marks = countedMarks(count, size, stoneAt);
  const dead = new Set(marks.dead.map((d) => d.vertex.y * size + d.vertex.x));
  let blackStones = 0;
  let whiteStones = 0;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const sign = stoneAt({ x, y });
      if (sign === 0 || dead.has(y * size + x)) continue;
      if (sign === 1) blackStones++;
      else whiteStones++;
    }
  const deadOf = (color: 1 | 2) => marks.dead.filter((d) => d.color === color).length;
  const blackTerritory = marks.black.length + deadOf(2);
  const whiteTerritory = marks.white.length + deadOf(1);
  const neutral = size * size - blackStones - whiteStones - blackTerritory - whiteTerritory;
  const black: SideTally = {
    stones: blackStones,
    territory: blackTerritory,
    deadTaken: deadOf(2),
    total: count.bscore / 100,
  };
  const white: SideTally = {
    stones: whiteStones,
    territory: whiteTerritory,
    deadTaken: deadOf(1),
    total: count.wscore / 100,
  };
  const adds = (side: SideTally) => side.stones + side.territory + neutral / 2 === side.total;
  return { black, white, neutral, consistent: neutral >= 0 && adds(black) && adds(white) };
}
