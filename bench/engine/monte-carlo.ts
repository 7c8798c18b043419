/**
 * @sabaki/deadstones (a WebAssembly Monte Carlo estimator: random playouts to the end) as a
 * candidate beside GNU Go: the lead from its ownership probabilities, and its dead stones for a
 * finished game. It runs on the JavaScript thread (about 1 s a 19×19 position at 1000 playouts
 * on the development VM), which is why the server does not use it as it is (docs/engines.md).
 */
import deadstones from '@sabaki/deadstones';
import { type Position, vertexToSgf } from '@tengen/core';

export const PLAYOUTS = 1000;

/** The board as deadstones reads it: rows of 1 black, −1 white, 0 empty. */
function signMap(pos: Position): number[][] {
  return Array.from({ length: pos.size }, (_, y) =>
    Array.from({ length: pos.size }, (_, x) => {
      const s = pos.signs[y * pos.size + x];
      return s === 1 ? 1 : s === 2 ? -1 : 0;
    }),
  );
}

/** Black's lead in points: the sum of the ownership probabilities (−1 white … +1 black), less komi. */
export async function monteCarloLead(pos: Position, komiPoints: number): Promise<number> {
  const map = (await deadstones.getProbabilityMap(signMap(pos), PLAYOUTS)) as number[][];
  return map.flat().reduce((sum, p) => sum + p, 0) - komiPoints;
}

/** The stones deadstones calls dead in a finished game, SGF points. */
export async function monteCarloDead(pos: Position): Promise<string[]> {
  const dead = (await deadstones.guess(signMap(pos), { finished: true, iterations: PLAYOUTS })) as [
    number,
    number,
  ][];
  return dead.map(([x, y]) => vertexToSgf({ x, y }));
}
