/**
 * The engine's network speed (`npx tsx --conditions=source bench/engine/network-speed.ts`):
 * evaluations per second of the bundled g170 6-block network on 19×19 by onnxruntime on the CPU,
 * at batch 1 and batch 8, with one thread and with two; 9×9 and 13×13 at batch 1 on one thread;
 * and one evaluation of the plain TypeScript forward pass for comparison. The machine is shared: the load average is printed.
 *
 *   [-- --seconds N]   time spent on each measurement (default 5)
 */
import { loadavg } from 'node:os';
import {
  BUNDLED_MODEL_PATH,
  loadModelFile,
  OnnxEvaluator,
  ReferenceEvaluator,
} from '../../packages/engine/src/network.ts';
import type { NetInput } from '../../packages/engine/src/types.ts';
import { GLOBAL_FEATURES, SPATIAL_FEATURES } from '../../packages/engine/src/types.ts';

const secondsArg = process.argv.indexOf('--seconds');
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 5;

function input(seed: number, size = 19): NetInput {
  const area = size * size;
  const spatial = new Float32Array(SPATIAL_FEATURES * area);
  spatial.fill(1, 0, area);
  for (let i = area; i < spatial.length; i++) spatial[i] = ((i * 2654435761 + seed) >>> 0) % 7 === 0 ? 1 : 0;
  const global = new Float32Array(GLOBAL_FEATURES);
  global[5] = -0.5;
  return { size, spatial, global };
}

async function measure(
  evaluate: (batch: NetInput[]) => Promise<unknown>,
  batchSize: number,
  size = 19,
): Promise<number> {
  const batch = Array.from({ length: batchSize }, (_, i) => input(i, size));
  await evaluate(batch); // warm-up: the first run allocates onnxruntime's buffers
  let evaluations = 0;
  const start = performance.now();
  while (performance.now() - start < SECONDS * 1000) {
    await evaluate(batch);
    evaluations += batchSize;
  }
  return evaluations / ((performance.now() - start) / 1000);
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`load average before: ${load()}`);
const model = await loadModelFile(BUNDLED_MODEL_PATH);
for (const threads of [1, 2]) {
  const evaluator = await OnnxEvaluator.create(model, { threads });
  for (const batchSize of [1, 8]) {
    const rate = await measure((b) => evaluator.evaluate(b), batchSize);
    console.log(
      `onnxruntime, ${threads} thread(s), 19×19, batch ${batchSize}: ${rate.toFixed(1)} evaluations/s`,
    );
  }
  for (const size of threads === 1 ? [9, 13] : []) {
    const rate = await measure((b) => evaluator.evaluate(b), 1, size);
    console.log(`onnxruntime, 1 thread(s), ${size}×${size}, batch 1: ${rate.toFixed(1)} evaluations/s`);
  }
  await evaluator.close();
}
const reference = new ReferenceEvaluator(model);
const start = performance.now();
await reference.evaluate([input(0)]);
console.log(
  `TypeScript forward pass, 19×19, batch 1: ${(1000 / (performance.now() - start)).toFixed(2)} evaluations/s`,
);
console.log(`load average after: ${load()}`);
