/**
 * The engine's footprint, Tengen beside KataGo in the same run (the same network file):
 * - cold start: a `gtp` process started until it answers its first `kata-raw-nn 0` on an
 *   empty 19×19 board (the process, the model loaded, the first evaluation), median of runs;
 * - memory: the process's resident memory after that, and after one 19×19 search of
 *   `--visits` visits from the empty board, per visit (its tree and cached network answers).
 *
 *   KATAGO_BIN=/path/to/katago npx tsx --conditions=source bench/engine/engine-footprint.ts \
 *     [--visits 1600] [--runs 3]
 *
 * Needs `npm run build` (the tengen command runs the compiled code). Results go to
 * bench/engine/engine-footprint-results.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { BUNDLED_MODEL_PATH } from '../../packages/engine/src/model/bundled-model.ts';
import { GtpClient } from '../../packages/server/src/engines/gtp-client.ts';
import { KATAGO_CONFIG, katagoBinary } from './katago/katago-binary.ts';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : fallback;
};
const VISITS = Number(flag('--visits', '1600'));
const RUNS = Number(flag('--runs', '3'));
const TENGEN = fileURLToPath(new URL('../../bin/tengen.js', import.meta.url));

function residentMiB(pid: number | null): number {
  if (pid === null) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kb / 1024;
}

interface ProcessFigures {
  coldStartSeconds: number;
  residentAfterStartMiB: number;
  residentAfterSearchMiB: number;
  searchSeconds: number;
  kibPerVisit: number;
}

async function measure(command: string[], visitsCommand: string): Promise<ProcessFigures> {
  const engine = new GtpClient({ command, timeoutMs: 600_000 });
  try {
    const started = performance.now();
    await engine.send('boardsize 19');
    await engine.send('clear_board');
    await engine.send('kata-raw-nn 0');
    const coldStartSeconds = (performance.now() - started) / 1000;
    const residentAfterStartMiB = residentMiB(engine.pid);
    await engine.send(visitsCommand);
    const t = performance.now();
    await engine.send('genmove b');
    const searchSeconds = (performance.now() - t) / 1000;
    const residentAfterSearchMiB = residentMiB(engine.pid);
    return {
      coldStartSeconds,
      residentAfterStartMiB,
      residentAfterSearchMiB,
      searchSeconds,
      kibPerVisit: ((residentAfterSearchMiB - residentAfterStartMiB) * 1024) / VISITS,
    };
  } finally {
    await engine.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function main(): Promise<void> {
  const katago = katagoBinary(args);
  const loadBefore = loadavg().map((l) => Number(l.toFixed(2)));
  const runs: Record<'tengen' | 'katago', ProcessFigures[]> = { tengen: [], katago: [] };
  for (let r = 0; r < RUNS; r++) {
    runs.tengen.push(
      await measure(
        [process.execPath, TENGEN, 'gtp', '--threads', '1', '--resign', '0'],
        `kata-set-param maxVisits ${VISITS}`,
      ),
    );
    runs.katago.push(
      await measure(
        [
          katago,
          'gtp',
          '-model',
          BUNDLED_MODEL_PATH,
          '-config',
          KATAGO_CONFIG,
          '-override-config',
          'allowResignation=false',
        ],
        `kata-set-param maxVisits ${VISITS}`,
      ),
    );
  }
  const summary = Object.fromEntries(
    (['tengen', 'katago'] as const).map((who) => [
      who,
      Object.fromEntries(
        (Object.keys(runs[who][0] as ProcessFigures) as (keyof ProcessFigures)[]).map((k) => [
          k,
          Number(median(runs[who].map((f) => f[k])).toFixed(3)),
        ]),
      ),
    ]),
  );
  console.table(summary);
  const out = fileURLToPath(new URL('./engine-footprint-results.json', import.meta.url));
  writeFileSync(
    out,
    `${JSON.stringify({ at: new Date().toISOString(), visits: VISITS, runs: RUNS, loadBefore, loadAfter: loadavg().map((l) => Number(l.toFixed(2))), summary }, null, 2)}\n`,
  );
}

await main();
