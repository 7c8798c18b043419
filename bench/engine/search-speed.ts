/**
 * Search speed: root visits a second of MonteCarloSearch on the bundled network, 9×9 and 19×19,
 * from an opening position, for 1, 4 and 8 descents at once (their leaves batched), on one
 * onnxruntime thread.
 *
 *   npx tsx --conditions=source bench/engine/search-speed.ts [--visits 200]
 */
import { loadavg } from 'node:os';
import { BLACK, WHITE } from '../../packages/core/src/index.ts';
import { createNetworkEvaluator } from '../../packages/engine/src/evaluate/create-evaluator.ts';
import { PositionState } from '../../packages/engine/src/position/position-state.ts';
import { MonteCarloSearch } from '../../packages/engine/src/search/search.ts';

const visitsFlag = process.argv.indexOf('--visits');
const VISITS = visitsFlag >= 0 ? Number(process.argv[visitsFlag + 1]) : 200;

function opening(size: number): PositionState {
  const far = size - 4;
  const made = PositionState.from({
    size,
    komi: 7.5,
    rules: {
      ko: 'SIMPLE',
      scoring: 'AREA',
      tax: 'NONE',
      suicide: false,
      hasButton: false,
      whiteHandicapBonus: 'N',
      friendlyPassOk: true,
    },
    setup: { black: [], white: [] },
    moves: [
      { color: BLACK, point: { x: 3, y: 3 } },
      { color: WHITE, point: { x: far, y: far } },
    ],
    toMove: BLACK,
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

const { evaluator, runtime } = await createNetworkEvaluator();
console.log(`runtime ${runtime}, ${VISITS} visits a search, load average ${loadavg()[0]?.toFixed(1)}`);
for (const size of [9, 19]) {
  for (const threads of [1, 4, 8]) {
    const search = new MonteCarloSearch(evaluator, opening(size), { threads, maxVisits: VISITS });
    const result = await search.run();
    console.log(
      `${size}×${size} threads ${threads}: ${(result.visits / result.seconds).toFixed(1)} visits/s, ` +
        `${(result.evaluations / result.seconds).toFixed(1)} evaluations/s, ` +
        `${(result.evaluations / Math.max(1, result.batches)).toFixed(2)} a batch, best ${result.bestMove}`,
    );
  }
}
await evaluator.close();
