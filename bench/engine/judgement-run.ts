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
import { benchCounts, COUNT_CANDIDATES } from './count-bench.ts';
import { benchJudgement } from './judgement-bench.ts';

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
  const first = counts.stats[COUNT_CANDIDATES[0]];
  console.log(
    `\nFinal counts of ${first.games} played-out games (record + two passes; ${first.margins} with a margin, 02719's W+0.0 winner only), load ${load()}:`,
  );
  console.table(
    Object.fromEntries(
      COUNT_CANDIDATES.map((c) => {
        const s = counts.stats[c];
        return [
          c,
          {
            exact: s.exact,
            'within 1': s.withinOne,
            'exact, record as area': s.exactAsArea,
            'within 1, as area': s.withinOneAsArea,
            winner: `${s.winner}/${s.games}`,
            'exact, played out': s.exactPlayedOut,
            'within 1, played out': s.withinOnePlayedOut,
            refused: s.refused,
            's a count (mean)': s.meanSeconds.toFixed(2),
            's (max)': s.maxSeconds.toFixed(2),
          },
        ];
      }),
    ),
  );
  console.log(`counts that needed the second, longer final_status_list: ${counts.retried}`);
  const seconds = (performance.now() - t0) / 1000;
  console.log(`wall time ${seconds.toFixed(0)} s; load average after: ${load()}`);
  const out = fileURLToPath(new URL('./judgement-results.json', import.meta.url));
  writeFileSync(
    out,
    `${JSON.stringify({ at: new Date().toISOString(), loadBefore, loadAfter: load(), seconds, judgement, counts }, null, 2)}\n`,
  );
}

/** `--counts-only`: the count at the end alone (a few minutes instead of ten). */
export async function runCountBench() {
  const loadBefore = load();
  const t0 = performance.now();
  const counts = await benchCounts(LEVEL, FINAL_TIMEOUT_MS, (m) => console.error(m));
  console.table(counts.stats);
  const seconds = (performance.now() - t0) / 1000;
  console.log(`retried ${counts.retried}; wall time ${seconds.toFixed(0)} s; load ${loadBefore} → ${load()}`);
  const out = fileURLToPath(new URL('./count-results.json', import.meta.url));
  writeFileSync(
    out,
    `${JSON.stringify({ at: new Date().toISOString(), loadBefore, loadAfter: load(), seconds, counts }, null, 2)}\n`,
  );
  return counts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--counts-only')) await runCountBench();
  else await runJudgementBench();
}
