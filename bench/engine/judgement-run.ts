/**
 * The judgement and count benchmark (judgement-bench.ts) on its own:
 *
 *   npx tsx --conditions=source bench/engine/judgement-run.ts
 *
 * Prints the tables and writes bench/engine/judgement-results.json; the load average before
 * and after is printed beside the numbers (the machine is shared).
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { benchCounts, benchJudgement } from './judgement-bench.ts';

const LEVEL = 3; // TENGEN_JUDGE_LEVEL's default
const FINAL_TIMEOUT_MS = 10_000; // TENGEN_FINAL_STATUS_TIMEOUT_MS's default
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export async function runJudgementBench() {
  const loadBefore = load();
  console.log(`load average before: ${loadBefore}`);
  const t0 = performance.now();
  const judgement = await benchJudgement(LEVEL, 2, (m) => console.error(m));
  const judgeLoad = load();
  console.log(
    `\nSituation judgement on ${judgement.games} real games at moves 100/150/200 (level ${LEVEL}), load ${judgeLoad}:`,
  );
  const table: Record<string, Record<string, string>> = {};
  for (const [name, byMove] of Object.entries(judgement.judgement)) {
    for (const [at, s] of Object.entries(byMove)) {
      table[`${name} @${at}`] = {
        'winner named': `${s.winnerNamed}/${s.positions}`,
        'mean error (pt)': s.meanError.toFixed(1),
        'mean swing next move (pt)': s.meanSwing.toFixed(1),
        'B leads, B to move': `${s.blackLeadsBlackToMove}`,
        'B leads, W to move': `${s.blackLeadsWhiteToMove}`,
        's per position': s.seconds.toFixed(2),
      };
    }
  }
  console.table(table);
  const counts = await benchCounts(LEVEL, FINAL_TIMEOUT_MS, (m) => console.error(m));
  console.log(
    `\nFinal counts of ${counts.tengen.games} counted games (record + two passes), load ${load()}:`,
  );
  console.table({
    'Tengen (sealed)': counts.tengen,
    'Tengen unsealed': counts.unsealed,
    'deadstones (Monte Carlo) dead stones, sealed': counts.monteCarlo,
    'GNU Go final_score (Chinese)': counts.final_score,
  });
  console.log(`counts that needed the second, longer final_status_list: ${counts.retried}`);
  const seconds = (performance.now() - t0) / 1000;
  console.log(`wall time ${seconds.toFixed(0)} s; load average after: ${load()}`);
  const out = fileURLToPath(new URL('./judgement-results.json', import.meta.url));
  writeFileSync(
    out,
    `${JSON.stringify({ at: new Date().toISOString(), loadBefore, loadAfter: load(), seconds, judgement, counts }, null, 2)}\n`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runJudgementBench();
