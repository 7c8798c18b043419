import { createInterface } from 'node:readline';
import { createNetworkEvaluator } from '../evaluate/create-evaluator.ts';
import { MAX_EVALUATOR_WORKERS } from '../evaluate/worker/worker-limits.ts';
import type { SearchParams } from '../search/search-params.ts';
import { GtpEngine } from './gtp-engine.ts';

export const GTP_USAGE = `Usage: tengen gtp [--visits N] [--threads N] [--nn-threads N] [--time S] [--model FILE] [--seed N] [--resign P]
  A GTP v2 engine on standard input and output (KataGo's extensions included).
  --visits N   root visits per move (default 100)
  --threads N  descents at once, whose leaves are evaluated in one batch (default 4)
  --nn-threads N  worker threads evaluating the network, batches side by side on as many
               cores, 1–16 (default 1)
  --time S     at most S seconds per move (default: no limit but the visits)
  --model FILE a KataGo network of model version 8 (default: the bundled one)
  --seed N     seed of the random symmetries (default 1)
  --resign P   resign after three moves in a row under win rate P, 0–1 (default 0.05; 0 never)`;

export interface GtpFlags {
  readonly search: Partial<SearchParams>;
  readonly modelPath?: string;
  readonly resignWinrate: number;
  readonly nnThreads: number;
}

/** Reads the flags; throws an Error naming a bad one. */
export function parseGtpFlags(args: readonly string[]): GtpFlags {
  const search: Record<string, number> = { maxVisits: 100, threads: 4 };
  let modelPath: string | undefined;
  let resignWinrate = 0.05;
  let nnThreads = 1;
  for (let i = 0; i < args.length; i++) {
    const flag = args[i] as string;
    const value = args[i + 1];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    i++;
    const n = Number(value);
    if (flag === '--visits' && Number.isInteger(n) && n >= 1) search.maxVisits = n;
    else if (flag === '--threads' && Number.isInteger(n) && n >= 1 && n <= 64) search.threads = n;
    else if (flag === '--nn-threads' && Number.isInteger(n) && n >= 1 && n <= MAX_EVALUATOR_WORKERS)
      nnThreads = n;
    else if (flag === '--time' && Number.isFinite(n) && n > 0) search.maxTime = n;
    else if (flag === '--seed' && Number.isInteger(n)) search.seed = n;
    else if (flag === '--resign' && Number.isFinite(n) && n >= 0 && n < 1) resignWinrate = n;
    else if (flag === '--model') modelPath = value;
    else throw new Error(`bad flag or value: ${flag} ${value}`);
  }
  if (search.maxTime !== undefined && !args.includes('--visits')) search.maxVisits = 1e9;
  return { search, resignWinrate, nnThreads, ...(modelPath === undefined ? {} : { modelPath }) };
}

/**
 * `tengen gtp`: loads the network, then answers GTP commands from standard input one after the
 * other until `quit` or the end of the input. A line arriving while an analysis streams ends it.
 */
export async function runGtp(args: readonly string[], errOut: (line: string) => void): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${GTP_USAGE}\n`);
    return 0;
  }
  let flags: GtpFlags;
  try {
    flags = parseGtpFlags(args);
  } catch (error) {
    errOut(`tengen gtp: ${(error as Error).message}\n\n${GTP_USAGE}`);
    return 2;
  }
  let network: Awaited<ReturnType<typeof createNetworkEvaluator>>;
  try {
    network = await createNetworkEvaluator({
      workers: flags.nnThreads,
      ...(flags.modelPath === undefined ? {} : { modelPath: flags.modelPath }),
    });
  } catch (error) {
    errOut(`tengen gtp: cannot load the network: ${(error as Error).message}`);
    return 1;
  }
  // a controller that goes away mid-answer ends the session quietly
  process.stdout.on('error', () => process.exit(0));
  const queue: string[] = [];
  let ended = false;
  const engine = new GtpEngine({
    evaluator: network.evaluator,
    search: flags.search,
    resignWinrate: flags.resignWinrate,
    write: (text) => process.stdout.write(text),
    inputWaiting: () => queue.length > 0 || ended,
  });
  const input = createInterface({ input: process.stdin, terminal: false });
  let wake: (() => void) | null = null;
  input.on('line', (line) => {
    queue.push(line);
    engine.interrupt();
    wake?.();
  });
  input.on('close', () => {
    ended = true;
    engine.interrupt();
    wake?.();
  });
  for (;;) {
    const line = queue.shift();
    if (line === undefined) {
      if (ended) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = null;
      continue;
    }
    if (!(await engine.execute(line))) break;
  }
  input.close();
  await network.evaluator.close();
  return 0;
}
