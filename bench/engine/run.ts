/**
 * Engine benchmark (`npm run bench:engine`):
 * 1. a 250-move corpus game analysed by the server's runner with a pool of 2 GNU Go engines
 *    (both cores busy), beside the sum of the GNU Go command times it needed, measured in the
 *    same run — goals: ≤ 60 s, orchestration ≤ 20 % over the engine time spread on 2 engines;
 * 2. the machine opponent's move time at each of its levels;
 * 3. with `--judgement` (or alone with `--judgement-only`): the situation judgement and the count
 *    at the end on 50 real games beside GNU Go's own estimate_score and final_score
 *    (judgement-run.ts; its results go to judgement-results.json).
 *
 *   npm run bench:engine [-- --quick] [-- --judgement | --judgement-only]
 *   (--quick: 100 moves, fewer machine positions)
 *
 * Results are printed and written to bench/engine/results.json. The machine is shared: the load
 * average before and after is printed beside the numbers.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { WIN_RATE_CALIBRATION } from '../../packages/server/src/analysis/win-rate-calibration.ts';
import { benchAnalysis } from './analysis-bench.ts';
import { runJudgementBench } from './judgement-run.ts';
import { benchMachineMoves } from './machine-bench.ts';

const quick = process.argv.includes('--quick');
const GAME = '01009.sgf';
const MOVES = quick ? 100 : 250;
const PROCESSES = 2;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  if (process.argv.includes('--judgement-only')) return runJudgementBench();
  console.log(`load average before: ${load()}`);
  const analysis = await benchAnalysis(GAME, MOVES, PROCESSES, WIN_RATE_CALIBRATION.level);
  console.log(
    `\nAnalysis of ${analysis.moves} moves of ${GAME}, level ${analysis.level}, ${PROCESSES} engines:`,
  );
  console.table({
    'wall time (s)': analysis.wallSeconds.toFixed(1),
    'GNU Go command time, all engines (s)': analysis.engineSeconds.toFixed(1),
    [`… spread on ${PROCESSES} engines (s)`]: (analysis.engineSeconds / PROCESSES).toFixed(1),
    'wall / spread engine time': analysis.overhead.toFixed(3),
    'GTP commands': analysis.commands,
    'engine s per move': analysis.secondsPerMove.toFixed(3),
    'goal ≤ 60 s': analysis.wallSeconds <= 60 ? 'met' : 'missed',
    'goal overhead ≤ 20 %': analysis.overhead <= 1.2 ? 'met' : 'missed',
  });
  console.table(analysis.byCommand);
  console.log(`load average after the analysis: ${load()}`);

  const machine = await benchMachineMoves(
    quick ? ['01009.sgf'] : ['01009.sgf', '00019.sgf'],
    quick ? [100] : [40, 120, 200],
  );
  console.log('\nMachine opponent move time (set-up + genmove, one engine):');
  console.table(
    machine.map((m) => ({
      level: m.level,
      user: m.username,
      positions: m.positions,
      'mean (s)': m.meanSeconds.toFixed(2),
      'max (s)': m.maxSeconds.toFixed(2),
    })),
  );
  console.log(`load average after: ${load()}`);
  const out = fileURLToPath(new URL('./results.json', import.meta.url));
  writeFileSync(
    out,
    `${JSON.stringify({ at: new Date().toISOString(), quick, analysis, machine }, null, 2)}\n`,
  );
  if (process.argv.includes('--judgement')) await runJudgementBench();
}

await main();
