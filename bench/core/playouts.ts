import { BLACK, Board } from '@tengen/core';
// Not (yet) exported by the package index.
import { mulberry32, randomPlayout } from '../../packages/core/src/playout.ts';
import type { Step } from './measure.ts';
import { sabakiPlayout } from './sabaki-playout.ts';

/** A step of one playout, and the average stones played per playout so far. */
export interface PlayoutStep {
  step: Step;
  movesPerPlayout: () => number;
}

function counted(playout: () => number): PlayoutStep {
  let playouts = 0;
  let moves = 0;
  return {
    step: () => {
      moves += playout();
      playouts++;
      return 1;
    },
    movesPerPlayout: () => moves / playouts,
  };
}

/** Random playouts from an empty board with the same policy, seeded the same on both sides. */
export function playoutSteps(size: number, seed = 1): { tengen: PlayoutStep; sabaki: PlayoutStep } {
  const tengenRandom = mulberry32(seed);
  const sabakiRandom = mulberry32(seed);
  return {
    tengen: counted(() => randomPlayout(new Board(size), BLACK, tengenRandom).moves),
    sabaki: counted(() => sabakiPlayout(size, sabakiRandom)),
  };
}
