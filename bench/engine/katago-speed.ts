/**
 * Tengen's engine against KataGo, in the same run, on the same network file (the bundled g170
 * 6-block net) and the same positions (spread over one 9×9 and one 19×19 game record):
 * - network evaluations a second: Tengen's onnxruntime evaluator at batch 1 and batch 8, on
 *   its own thread and in 2 worker threads; KataGo's `benchmark` nnEvals/s (1 search thread
 *   is batch 1 on 1 core; its best over 1–8 search threads is its best batch, on 2 cores);
 * - search visits a second at 1, 2, 4 and 8 search threads: KataGo's `benchmark` (its Eigen
 *   threads are min(search threads, cores)); Tengen's MonteCarloSearch with as many descents at
 *   once and min(descents, 2) evaluator worker threads, so both use the same cores.
 * Each round measures both, one after the other; the median of the rounds is reported, with
 * the ratio Tengen ÷ KataGo (≥ 1: Tengen is faster). The load average is printed beside them.
 *
 *   KATAGO_BIN=/path/to/katago nice -n 10 npx tsx --conditions=source bench/engine/katago-speed.ts \
 *     [--visits 400] [--positions 6] [--rounds 3] [--seconds 4]
 *
 * Results go to bench/engine/katago-speed-results.json.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createNetworkEvaluator } from '../../packages/engine/src/evaluate/create-evaluator.ts';
import { randomNetInput } from '../../packages/engine/src/evaluate/test-net-inputs.ts';
import { BUNDLED_MODEL_PATH } from '../../packages/engine/src/model/bundled-model.ts';
import { MonteCarloSearch } from '../../packages/engine/src/search/search.ts';
import type { Evaluator } from '../../packages/engine/src/types.ts';
import { KATAGO_CONFIG, katagoBinary } from './katago/katago-binary.ts';
import { positionsFromSgf } from './sgf-positions.ts';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : fallback;
};
const VISITS = Number(flag('--visits', '400'));
const POSITIONS = Number(flag('--positions', '6'));
const ROUNDS = Number(flag('--rounds', '3'));
const SECONDS = Number(flag('--seconds', '4'));
const THREADS = [1, 2, 4, 8];
const GAMES: Record<number, string> = {
  9: fileURLToPath(new URL('./katago/nine-by-nine.sgf', import.meta.url)),
  19: fileURLToPath(new URL('../../fixtures/sgf/01009.sgf', import.meta.url)),
};
const KATAGO = katagoBinary(args);

interface KataGoLine {
  threads: number;
  visitsPerSecond: number;
  evaluationsPerSecond: number;
  batch: number;
}

/** `katago benchmark` on the record's positions; one line per search-thread count. */
function katagoBenchmark(size: number): KataGoLine[] {
  const out = execFileSync(
    KATAGO,
    [
      'benchmark',
      '-model',
      BUNDLED_MODEL_PATH,
      '-config',
      KATAGO_CONFIG,
      '-v',
      String(VISITS),
      '-t',
      THREADS.join(','),
      '-n',
      String(POSITIONS),
      '-sgf',
      GAMES[size] as string,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 24 },
  );
  const lines = [
    ...out.matchAll(
      /numSearchThreads = +(\d+): \d+ \/ \d+ positions, visits\/s = ([\d.]+) nnEvals\/s = ([\d.]+) nnBatches\/s = [\d.]+ avgBatchSize = ([\d.]+)/g,
    ),
  ].map((m) => ({
    threads: Number(m[1]),
    visitsPerSecond: Number(m[2]),
    evaluationsPerSecond: Number(m[3]),
    batch: Number(m[4]),
  }));
  // the benchmark prints each result twice (as it goes, then in its summary)
  return THREADS.map((t) => {
    const line = lines.find((l) => l.threads === t);
    if (!line) throw new Error(`katago benchmark printed no line for ${t} threads:\n${out}`);
    return line;
  });
}

/** Evaluations a second of `batches` batches of `batch` inputs kept under way at once. */
async function networkRate(
  evaluator: Evaluator,
  size: number,
  batch: number,
  inFlight: number,
): Promise<number> {
  const inputs = Array.from({ length: batch }, (_, i) => randomNetInput(size, i + 1));
  await Promise.all(Array.from({ length: inFlight }, () => evaluator.evaluate(inputs)));
  let done = 0;
  const start = performance.now();
  const loop = async () => {
    while (performance.now() - start < SECONDS * 1000) {
      await evaluator.evaluate(inputs);
      done += batch;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, loop));
  return done / ((performance.now() - start) / 1000);
}

interface TengenSearchLine {
  threads: number;
  workers: number;
  visitsPerSecond: number;
  evaluationsPerSecond: number;
  batch: number;
}

async function tengenSearch(size: number, evaluators: Map<number, Evaluator>): Promise<TengenSearchLine[]> {
  const positions = positionsFromSgf(GAMES[size] as string, POSITIONS);
  const lines: TengenSearchLine[] = [];
  for (const threads of THREADS) {
    const workers = Math.min(threads, 2);
    const evaluator = evaluators.get(workers) as Evaluator;
    let visits = 0;
    let evaluations = 0;
    let batches = 0;
    let seconds = 0;
    for (const position of positions) {
      const search = new MonteCarloSearch(evaluator, position, { threads, maxVisits: VISITS });
      const result = await search.run();
      visits += result.visits;
      evaluations += result.evaluations;
      batches += result.batches;
      seconds += result.seconds;
    }
    lines.push({
      threads,
      workers,
      visitsPerSecond: visits / seconds,
      evaluationsPerSecond: evaluations / seconds,
      batch: evaluations / Math.max(1, batches),
    });
  }
  return lines;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const load = () => loadavg().map((l) => Number(l.toFixed(2)));

async function main(): Promise<void> {
  const loadBefore = load();
  console.log(`${cpus().length} cores (${cpus()[0]?.model}), load average ${loadBefore.join(' ')}`);
  const inProcess = (await createNetworkEvaluator({ runtime: 'onnx' })).evaluator;
  const pools = new Map<number, Evaluator>();
  for (const workers of [1, 2])
    pools.set(workers, (await createNetworkEvaluator({ runtime: 'onnx', workers })).evaluator);

  const samples: Record<string, number[]> = {};
  const add = (key: string, value: number) => {
    samples[key] ??= [];
    (samples[key] as number[]).push(value);
  };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const size of [9, 19]) {
      for (const line of katagoBenchmark(size)) {
        add(`katago ${size} search t${line.threads}`, line.visitsPerSecond);
        add(`katago ${size} nn t${line.threads}`, line.evaluationsPerSecond);
        add(`katago ${size} batch t${line.threads}`, line.batch);
      }
      for (const line of await tengenSearch(size, pools)) {
        add(`tengen ${size} search t${line.threads}`, line.visitsPerSecond);
        add(`tengen ${size} nn-in-search t${line.threads}`, line.evaluationsPerSecond);
        add(`tengen ${size} batch t${line.threads}`, line.batch);
      }
      add(`tengen ${size} nn b1 own-thread`, await networkRate(inProcess, size, 1, 1));
      add(`tengen ${size} nn b8 own-thread`, await networkRate(inProcess, size, 8, 1));
      add(`tengen ${size} nn b1 2-workers`, await networkRate(pools.get(2) as Evaluator, size, 1, 2));
      add(`tengen ${size} nn b8 2-workers`, await networkRate(pools.get(2) as Evaluator, size, 8, 2));
    }
    console.log(`round ${round} of ${ROUNDS} done, load average ${load().join(' ')}`);
    report(samples, loadBefore);
  }
  await inProcess.close();
  for (const pool of pools.values()) await pool.close();
}

/** Prints the medians so far with their ratios and writes them to the results file. */
function report(samples: Record<string, number[]>, loadBefore: number[]): void {
  const m = (key: string) => median(samples[key] ?? [Number.NaN]);
  const rows: Record<string, Record<string, string>> = {};
  const figures: Record<string, { tengen: number; katago: number; ratio: number }> = {};
  const row = (name: string, tengen: number, katago: number) => {
    figures[name] = { tengen, katago, ratio: tengen / katago };
    rows[name] = {
      Tengen: tengen.toFixed(1),
      KataGo: katago.toFixed(1),
      'Tengen ÷ KataGo': (tengen / katago).toFixed(2),
    };
  };
  for (const size of [9, 19]) {
    const best = (who: string, keys: string[]) => Math.max(...keys.map((k) => m(`${who} ${size} ${k}`)));
    row(
      `${size}×${size} evaluations/s, batch 1, 1 core`,
      m(`tengen ${size} nn b1 own-thread`),
      m(`katago ${size} nn t1`),
    );
    row(
      `${size}×${size} evaluations/s, best batch, 2 cores`,
      best('tengen', ['nn b1 2-workers', 'nn b8 2-workers']),
      best(
        'katago',
        THREADS.map((t) => `nn t${t}`),
      ),
    );
    for (const t of THREADS)
      row(
        `${size}×${size} search visits/s, ${t} thread(s)`,
        m(`tengen ${size} search t${t}`),
        m(`katago ${size} search t${t}`),
      );
  }
  console.table(rows);
  const loadAfter = load();
  console.log(`load average after: ${loadAfter.join(' ')}`);
  const out = fileURLToPath(new URL('./katago-speed-results.json', import.meta.url));
  const medians = Object.fromEntries(Object.keys(samples).map((k) => [k, Number(m(k).toFixed(2))]));
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        visits: VISITS,
        positions: POSITIONS,
        rounds: ROUNDS,
        loadBefore,
        loadAfter,
        figures,
        medians,
      },
      null,
      2,
    )}\n`,
  );
}

await main();
