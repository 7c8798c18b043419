/**
 * The network's speed in Chromium against Node (`npx tsx --conditions=source
 * bench/engine/browser-speed.ts`): evaluations per second of the bundled g170 6-block network by
 * onnxruntime-web's WebAssembly (SIMD; one thread, and two on the cross-origin isolated test
 * page) in a Web Worker of Debian's Chromium, and by onnxruntime-node in this process, on the
 * same 19×19 and 9×9 inputs, each pair measured one after the other so that both see the same
 * load; the ratios WebAssembly / native. Then the largest differences between the two
 * runtimes' answers on part of the reference positions. The machine is shared: the load average is printed.
 *
 *   [-- --seconds N]   time spent on each measurement (default 5)
 *   [-- --repeat N]    rounds of every measurement (default 2)
 */
import { loadavg } from 'node:os';
import { BLACK, WHITE } from '@tengen/core';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../packages/board/src/test-chromium.js';
import type { EngineTestPage } from '../../packages/engine/src/browser/test-page/test-page.ts';
import { startWasmTestPage } from '../../packages/engine/src/browser/test-wasm-page.ts';
import { PositionState, type RawEvaluation, rawEvaluation } from '../../packages/engine/src/index.ts';
import {
  FIXTURE_SUBSET,
  type ReferenceEvaluation,
  readReference,
  referenceDifferences,
  referencePosition,
} from '../../packages/engine/src/inputs/test-reference.ts';
import { BUNDLED_MODEL_PATH, loadModelFile, OnnxEvaluator } from '../../packages/engine/src/network.ts';
import type { GamePosition, NetInput } from '../../packages/engine/src/types.ts';

const arg = (flag: string, fallback: number) => {
  const i = process.argv.indexOf(flag);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('--seconds', 5);
const REPEAT = arg('--repeat', 2);

type PageGlobal = { engineTest: EngineTestPage };

/** A four-move opening on a board of `size`, Chinese-like area rules. */
function opening(size: number): GamePosition {
  const far = size - 4;
  return {
    size,
    komi: 7.5,
    rules: {
      ko: 'SIMPLE',
      scoring: 'AREA',
      tax: 'NONE',
      suicide: false,
      hasButton: false,
      whiteHandicapBonus: '0',
    },
    setup: { black: [], white: [] },
    moves: [
      { color: BLACK, point: { x: far, y: 3 } },
      { color: WHITE, point: { x: 3, y: far } },
      { color: BLACK, point: { x: 3, y: 3 } },
      { color: WHITE, point: { x: far, y: far } },
    ],
    toMove: BLACK,
  };
}

function inputsOf(position: GamePosition): NetInput {
  const made = PositionState.from(position);
  if (!made.ok) throw new Error(made.error.message);
  return made.value.inputs(0);
}

async function nodeSpeed(evaluator: OnnxEvaluator, input: NetInput, batch: number): Promise<number> {
  const inputs = Array.from({ length: batch }, () => input);
  await evaluator.evaluate(inputs);
  let evaluations = 0;
  const start = performance.now();
  while (performance.now() - start < SECONDS * 1000) {
    await evaluator.evaluate(inputs);
    evaluations += batch;
  }
  return (evaluations * 1000) / (performance.now() - start);
}

async function openPage(url: string, threads: number): Promise<{ page: Page; threads: number }> {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => 'engineTest' in globalThis);
  const started = await page.evaluate(
    (t) => (globalThis as unknown as PageGlobal).engineTest.start({ threads: t }),
    threads,
  );
  if (started.error) throw new Error(started.error.message);
  return { page, threads: started.threads ?? 1 };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2
    ? (s[(s.length - 1) / 2] as number)
    : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
};

console.log(`load average before: ${load()}`);
const server = await startWasmTestPage({ isolated: true });
const browser = await launchChromium();
const model = await loadModelFile(BUNDLED_MODEL_PATH);
try {
  for (const threads of [1, 2]) {
    const wasm = await openPage(server.url, threads);
    const native = await OnnxEvaluator.create(model, { threads });
    for (const [size, batch] of [
      [19, 1],
      [19, 8],
      [9, 1],
    ] as const) {
      const position = opening(size);
      const input = inputsOf(position);
      const ratios: number[] = [];
      const rates: string[] = [];
      for (let r = 0; r < REPEAT; r++) {
        const n = await nodeSpeed(native, input, batch);
        const w = await wasm.page.evaluate(
          ([p, b, s]) => (globalThis as unknown as PageGlobal).engineTest.speed(p, b, s),
          [position, batch, SECONDS] as const,
        );
        ratios.push(w / n);
        rates.push(`${w.toFixed(1)} / ${n.toFixed(1)}`);
      }
      console.log(
        `${threads} thread(s) (WebAssembly runs ${wasm.threads}), ${size}×${size}, batch ${batch}: ` +
          `WebAssembly / native evaluations/s ${rates.join(', ')}; ratio ${median(ratios).toFixed(2)} (median)`,
      );
    }
    await wasm.page.evaluate(() => (globalThis as unknown as PageGlobal).engineTest.close());
    await wasm.page.close();
    await native.close();
  }

  // agreement of the two runtimes on every third record of the reference subset, two symmetries each
  const items = readReference(FIXTURE_SUBSET)
    .filter((_, i) => i % 3 === 0)
    .flatMap((record) =>
      record.nn.map((nn) => ({ position: referencePosition(record), symmetry: nn.symmetry })),
    );
  const wasm = await openPage(server.url, 1);
  const answers = await wasm.page.evaluate(
    (a) => (globalThis as unknown as PageGlobal).engineTest.raw(a),
    items,
  );
  const native = await OnnxEvaluator.create(model);
  const worst = { policyL1: 0, winrate: 0, lead: 0, ownership: 0, illegalMismatch: 0 };
  for (const [i, item] of items.entries()) {
    const state = PositionState.from(item.position);
    if (!state.ok) throw new Error(state.error.message);
    const theirs = await rawEvaluation(native, state.value, item.symmetry);
    const d = referenceDifferences(answers[i] as RawEvaluation, theirs as unknown as ReferenceEvaluation);
    for (const key of Object.keys(worst) as (keyof typeof worst)[]) worst[key] = Math.max(worst[key], d[key]);
  }
  console.log(
    `WebAssembly against native on ${items.length} reference evaluations, largest differences: policy L1 ${worst.policyL1.toExponential(1)}, ` +
      `win rate ${worst.winrate.toExponential(1)}, lead ${worst.lead.toExponential(1)}, ownership ${worst.ownership.toExponential(1)}, illegal points ${worst.illegalMismatch}`,
  );
  await native.close();
  await wasm.page.close();
} finally {
  await browser.close();
  await server.close();
}
console.log(`load average after: ${load()}`);
