/**
 * The engine's dame left to nobody. An area count of a position the players stopped before
 * filling every dame gives a side points that are not really its own: a dame only one side can
 * fill stays neutral, while the point the other side would then have to fill (its stone in atari
 * once the dame is taken) counts as that side's territory. GNU Go plays such a position out to
 * the end and calls both points dame; leaving both to nobody gives the margin the filled board
 * gives. Measured on real games in bench/engine (docs/engines.md, "The count at the end").
 */
import { type AreaScore, type Position, sgfToVertex } from '@tengen/core';

/** The count with every empty point of `dame` (SGF points) neutral. */
export function withNeutralDame(pos: Position, area: AreaScore, dame: readonly string[]): AreaScore {
  const ownership = Int8Array.from(area.ownership);
  let black = 0;
  let white = 0;
  for (const point of new Set(dame)) {
    const v = sgfToVertex(point, pos.size);
    if (!v.ok) continue;
    const i = v.value.y * pos.size + v.value.x;
    if (pos.signs[i] !== 0 || ownership[i] === 0) continue;
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
