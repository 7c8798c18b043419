/**
 * The points a side must fill, left to nobody. An area count of a position the players stopped
 * before filling every dame gives a side points that are not really its own: a dame only one
 * side can fill stays neutral, while the point the other side would then have to fill (its stone
 * in atari once the dame is taken) counts as that side's territory. GNU Go plays such a position
 * out to the end and calls both points dame; leaving both to nobody gives the margin the filled
 * board gives. Only such points are taken from a side: a point the engine calls dame inside a
 * side's territory counts for nobody when it is a liberty of that side's chain with at most two
 * liberties (one taken dame puts it in atari). Elsewhere a side's surrounded point stays its own,
 * whatever the engine reads of an unsettled board. Measured on real games in bench/engine
 * (docs/engines.md, "The count at the end").
 */
import { type AreaScore, BLACK, Board, type Position, sgfToVertex, WHITE } from '@tengen/core';

/** A chain with this many liberties or fewer is in atari once the opponent takes one. */
const SHORT_OF_LIBERTIES = 2;

/** The count with the points of `dame` (SGF points) that a side must fill neutral. */
export function withNeutralDame(pos: Position, area: AreaScore, dame: readonly string[]): AreaScore {
  if (dame.length === 0) return area;
  const board = new Board(pos.size);
  board.setSigns(pos.signs);
  // a liberty of a chain of the side it counts for, short of liberties
  const mustFill = (i: number) => {
    const side = area.ownership[i] === 1 ? BLACK : WHITE;
    return board.neighbours(board.index({ x: i % pos.size, y: Math.floor(i / pos.size) })).some((n) => {
      const v = board.vertex(n);
      return board.has(v) && board.get(v) === side && board.libertiesOf(n) <= SHORT_OF_LIBERTIES;
    });
  };
  const ownership = Int8Array.from(area.ownership);
  let black = 0;
  let white = 0;
  for (const point of new Set(dame)) {
    const v = sgfToVertex(point, pos.size);
    if (!v.ok) continue;
    const i = v.value.y * pos.size + v.value.x;
    if (pos.signs[i] !== 0 || ownership[i] === 0 || !mustFill(i)) continue;
    if (ownership[i] === 1) black++;
    else white++;
    ownership[i] = 0;
  }
  if (black === 0 && white === 0) return area;
  const side = (s: AreaScore['black'], less: number) => ({
    stones: s.stones,
    territory: s.territory - less,
    area: s.area - less,
  });
  return {
    black: side(area.black, black),
    white: side(area.white, white),
    neutral: area.neutral + black + white,
    ownership,
  };
}
