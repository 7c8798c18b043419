// The network in Chromium (onnxruntime-web's WebAssembly, in a Web Worker) against KataGo's
// answers and against onnxruntime-node, on a fixed part of the reference positions.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../board/src/test-chromium.js';
import { OnnxEvaluator } from '../evaluate/onnx/onnx-evaluator.ts';
import { type RawEvaluation, rawEvaluation } from '../inputs/raw-evaluation.ts';
import {
  FIXTURE_SUBSET,
  type ReferenceEvaluation,
  readReference,
  referenceDifferences,
  referencePosition,
} from '../inputs/test-reference.ts';
import { BUNDLED_MODEL_PATH } from '../model/bundled-model.ts';
import { loadModelFile } from '../model/read-model.ts';
import { PositionState } from '../position/position-state.ts';
import type { EngineTestPage } from './test-page/test-page.ts';
import { startWasmTestPage, type WasmTestPage } from './test-wasm-page.ts';

/** Every third record of the fixture: 20 positions (9×9, 13×13 and 19×19), two symmetries each. */
const records = readReference(FIXTURE_SUBSET).filter((_, i) => i % 3 === 0);
const items = records.flatMap((record) =>
  record.nn.map((theirs) => ({ position: referencePosition(record), symmetry: theirs.symmetry, theirs })),
);

let server: WasmTestPage;
let browser: Browser;
let node: OnnxEvaluator;

beforeAll(async () => {
  server = await startWasmTestPage();
  browser = await launchChromium();
  node = await OnnxEvaluator.create(await loadModelFile(BUNDLED_MODEL_PATH));
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await node?.close();
});

async function openPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => 'engineTest' in globalThis);
  return page;
}

/** The page's global object, as the functions evaluated in the page see it. */
type PageGlobal = { engineTest: EngineTestPage };

/** Largest differences between two of Tengen's answers (the WebAssembly one and the native one). */
function nativeDifferences(wasm: RawEvaluation, native: RawEvaluation) {
  return referenceDifferences(wasm, native as unknown as ReferenceEvaluation);
}

describe('the network in Chromium (onnxruntime-web, WebAssembly)', () => {
  it("answers KataGo's kata-raw-nn within the Node reference test's limits, and as onnxruntime-node does", async () => {
    expect(items.length).toBe(40);
    const page = await openPage();
    const start = (await page.evaluate((a) => (globalThis as unknown as PageGlobal).engineTest.start(a), {
      threads: 1,
    })) as {
      modelName: string;
      threads: number;
    };
    expect(start.modelName).toBe('g170-b6c96-s175395328-d26788732');
    const answers = (await page.evaluate(
      (a) => (globalThis as unknown as PageGlobal).engineTest.raw(a),
      items.map(({ position, symmetry }) => ({ position, symmetry })),
    )) as RawEvaluation[];
    expect(answers).toHaveLength(items.length);
    for (const [i, { position, symmetry, theirs }] of items.entries()) {
      const wasm = answers[i] as RawEvaluation;
      const d = referenceDifferences(wasm, theirs);
      const where = `item ${i} (${position.size}×${position.size}) symmetry ${symmetry}: ${JSON.stringify(d)}`;
      expect(d.illegalMismatch, where).toBe(0);
      expect(d.policyL1, where).toBeLessThanOrEqual(0.01);
      expect(d.winrate, where).toBeLessThanOrEqual(0.005);
      expect(d.lead, where).toBeLessThanOrEqual(0.1);
      expect(d.ownership, where).toBeLessThanOrEqual(0.01);

      const state = PositionState.from(position);
      if (!state.ok) throw new Error(state.error.message);
      const native = await rawEvaluation(node, state.value, symmetry);
      const n = nativeDifferences(wasm, native);
      const against = `${where} against onnxruntime-node: ${JSON.stringify(n)}`;
      expect(n.illegalMismatch, against).toBe(0);
      expect(n.policyL1, against).toBeLessThanOrEqual(1e-4);
      expect(n.winrate, against).toBeLessThanOrEqual(1e-5);
      expect(n.lead, against).toBeLessThanOrEqual(1e-3);
      expect(n.ownership, against).toBeLessThanOrEqual(1e-4);
    }
    await page.evaluate(() => (globalThis as unknown as PageGlobal).engineTest.close());
    await page.close();
  }, 240_000);

  it('runs two threads on a cross-origin isolated page, with the same answers', async () => {
    const page = await openPage();
    const start = (await page.evaluate((a) => (globalThis as unknown as PageGlobal).engineTest.start(a), {
      threads: 2,
    })) as {
      threads: number;
      isolated: boolean;
    };
    expect(start).toMatchObject({ threads: 2, isolated: true });
    const some = items.slice(0, 4);
    const answers = (await page.evaluate(
      (a) => (globalThis as unknown as PageGlobal).engineTest.raw(a),
      some.map(({ position, symmetry }) => ({ position, symmetry })),
    )) as RawEvaluation[];
    for (const [i, { theirs }] of some.entries()) {
      const d = referenceDifferences(answers[i] as RawEvaluation, theirs);
      expect(d.policyL1).toBeLessThanOrEqual(0.01);
      expect(d.winrate).toBeLessThanOrEqual(0.005);
    }
    await page.evaluate(() => (globalThis as unknown as PageGlobal).engineTest.close());
    await page.close();
  }, 240_000);

  it('refuses a batch it cannot take with a RangeError naming the input, a missing model by its URL, and a worker that does not load', async () => {
    const page = await openPage();
    await page.evaluate((a) => (globalThis as unknown as PageGlobal).engineTest.start(a), { threads: 1 });
    const refused = (await page.evaluate(
      (size) => (globalThis as unknown as PageGlobal).engineTest.badBatch(size),
      9,
    )) as { name: string; message: string };
    expect(refused.name).toBe('RangeError');
    expect(refused.message).toMatch(/input 0/);
    // the evaluator still answers after the refusal
    const after = (await page.evaluate(
      (a) => (globalThis as unknown as PageGlobal).engineTest.raw(a),
      items.slice(0, 1).map(({ position, symmetry }) => ({ position, symmetry })),
    )) as unknown[];
    expect(after).toHaveLength(1);
    await page.evaluate(() => (globalThis as unknown as PageGlobal).engineTest.close());
    const missing = (await page.evaluate((a) => (globalThis as unknown as PageGlobal).engineTest.start(a), {
      model: '/no-such-model.bin.gz',
    })) as {
      error: { message: string };
    };
    expect(missing.error.message).toBe('the model /no-such-model.bin.gz could not be fetched: HTTP 404');
    const noWorker = await page.evaluate(() =>
      (globalThis as unknown as PageGlobal).engineTest.startMissingWorker(),
    );
    expect(noWorker).toMatch(/^the evaluator's worker failed/);
    await page.close();
  }, 240_000);

  it('reads the model from bytes the page gives, refuses damaged bytes by name, and leaves the page free while it evaluates', async () => {
    const page = await openPage();
    const damaged = await page.evaluate((a) => (globalThis as unknown as PageGlobal).engineTest.start(a), {
      asBytes: 'truncated',
    } as const);
    expect(damaged.error?.name).toBe('ModelFormatError');
    expect(damaged.error?.message).toMatch(/^the gzip stream is damaged or truncated/);
    const whole = await page.evaluate((a) => (globalThis as unknown as PageGlobal).engineTest.start(a), {
      asBytes: 'whole',
    } as const);
    expect(whole.modelName).toBe('g170-b6c96-s175395328-d26788732');
    const [first] = items;
    if (!first) throw new Error('no reference item');
    const [answer] = await page.evaluate(
      (a) => (globalThis as unknown as PageGlobal).engineTest.raw(a),
      [{ position: first.position, symmetry: first.symmetry }],
    );
    expect(referenceDifferences(answer as RawEvaluation, first.theirs).policyL1).toBeLessThanOrEqual(0.01);
    // the network runs in the worker: the page's own tasks go on while it evaluates 8 boards
    const big = items.find((item) => item.position.size === 19);
    if (!big) throw new Error('no 19×19 reference item');
    const tasks = await page.evaluate(
      (p) => (globalThis as unknown as PageGlobal).engineTest.tasksDuringEvaluation(p, 8),
      big.position,
    );
    expect(tasks, `${tasks} tasks`).toBeGreaterThan(5);
    await page.evaluate(() => (globalThis as unknown as PageGlobal).engineTest.close());
    await page.close();
  }, 240_000);
});
