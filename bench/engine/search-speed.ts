/**
 * Search speed: root visits a second of MonteCarloSearch on the bundled network, 9×9 and 19×19,
 * from an opening position, for several descents at once (their leaves batched) with
 * onnxruntime on the search's thread (workers 0) or in 1 or 2 worker threads.
 *
 *   npx tsx --conditions=source bench/engine/search-speed.ts [--visits 200] [--workers 0,1,2]
 */
import { loadavg } from 'node:os';
import { createNetworkEvaluator } from '../../packages/engine/src/evaluate/create-evaluator.ts';
import { MonteCarloSearch } from '../../packages/engine/src/search/search.ts';
import { openingPosition } from './bench-positions.ts';

const flag = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? (process.argv[i + 1] as string) : fallback;
};
const VISITS = Number(flag('--visits', '200'));
const WORKERS = flag('--workers', '0,1,2').split(',').map(Number);

console.log(`${VISITS} visits a search, load average ${loadavg()[0]?.toFixed(1)}`);
for (const workers of WORKERS) {
  const { evaluator, runtime } = await createNetworkEvaluator({ workers });
  for (const size of [9, 19]) {
    for (const threads of [1, 2, 4, 8]) {
      const search = new MonteCarloSearch(evaluator, openingPosition(size), { threads, maxVisits: VISITS });
      const result = await search.run();
      console.log(
        `${runtime}, workers ${workers}, ${size}×${size}, descents ${threads}: ` +
          `${(result.visits / result.seconds).toFixed(1)} visits/s, ` +
          `${(result.evaluations / result.seconds).toFixed(1)} evaluations/s, ` +
          `${(result.evaluations / Math.max(1, result.batches)).toFixed(2)} a batch, best ${result.bestMove}`,
      );
    }
  }
  await evaluator.close();
}
