/**
 * Calibrates the analysis win rate on the corpus: GNU Go's `estimate_score` every
 * SAMPLE_EVERY moves of each usable game (at the analysis level), then the curve of fit.ts is
 * fitted on the even-numbered games and scored on the odd ones. Writes the constants the server
 * uses (packages/server/src/analysis/win-rate-calibration.ts) and prints the log losses.
 *
 *   npx tsx bench/engine/calibrate.ts [--level=0] [--every=10] [--processes=2]
 *
 * The estimates are cached in the system temp folder, so a second run only refits.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BLACK } from '@tengen/core';
import { askEstimatedLead } from '../../packages/server/src/analysis/analyse-steps.ts';
import { gtpColor, sgfToGtp } from '../../packages/server/src/engines/gtp-position.ts';
import { EnginePool } from '../../packages/server/src/engines/pool.ts';
import { type CorpusGame, calibrationGames } from './corpus-games.ts';
import { type Curve, fitCurve, logLoss, type Sample } from './fit.ts';

const arg = (name: string, fallback: number) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const LEVEL = arg('level', 0);
const SAMPLE_EVERY = arg('every', 10);
const PROCESSES = arg('processes', 2);
const OUTPUT = fileURLToPath(
  new URL('../../packages/server/src/analysis/win-rate-calibration.ts', import.meta.url),
);

interface GameSamples {
  readonly file: string;
  readonly samples: Sample[];
}

async function sampleGame(pool: EnginePool, game: CorpusGame): Promise<GameSamples> {
  const samples = await pool.run({
    owner: game.file,
    lane: 'background',
    level: LEVEL,
    position: { size: 19, komi: game.komi, setup: { black: [], white: [] }, firstColor: BLACK, moves: [] },
    work: async (engine) => {
      const out: Sample[] = [];
      for (let step = 1; step <= game.moves.length; step++) {
        const color = gtpColor(game.colors[step - 1]);
        const played = await engine.send(`play ${color} ${sgfToGtp(game.moves[step - 1], 19)}`).then(
          () => true,
          () => false,
        );
        if (!played) {
          console.log(`  ${game.file}: the engine refused move ${step}; sampled up to there`);
          break;
        }
        if (step % SAMPLE_EVERY !== 0) continue;
        out.push({ step, lead: await askEstimatedLead(engine), blackWon: game.winner === BLACK ? 1 : 0 });
      }
      return out;
    },
  });
  return { file: game.file, samples };
}

async function collect(games: readonly CorpusGame[]): Promise<GameSamples[]> {
  const cache = join(tmpdir(), `tengen-calibration-level${LEVEL}-every${SAMPLE_EVERY}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as GameSamples[];
  const pool = new EnginePool({
    command: ['/usr/games/gnugo', '--mode', 'gtp'],
    size: PROCESSES,
    maxQueued: games.length,
    commandTimeoutMs: 60_000,
    defaultLevel: LEVEL,
  });
  let done = 0;
  const started = performance.now();
  const all = await Promise.all(
    games.map(async (game) => {
      // GNU Go refuses a few recorded moves (its ko rule): the game's samples up to there still count.
      const sampled = await sampleGame(pool, game);
      if (++done % 20 === 0) {
        const seconds = (performance.now() - started) / 1000;
        console.log(`  ${done}/${games.length} games, ${seconds.toFixed(0)} s`);
      }
      return sampled;
    }),
  );
  await pool.close();
  writeFileSync(cache, JSON.stringify(all));
  return all;
}

function constantsFile(curve: Curve, report: Record<string, number | string>): string {
  const literal = (value: number | string) => (typeof value === 'string' ? `'${value}'` : String(value));
  const lines = Object.entries(report).map(([key, value]) => `  ${key}: ${literal(value)},`);
  return `/**
 * Written by bench/engine/calibrate.ts — do not edit by hand. The win-rate curve fitted on the
 * corpus games' results (fit on the even-numbered usable games, scored on the odd ones).
 */
export const WIN_RATE_CURVE = { k0: ${curve.k0.toPrecision(6)}, k1: ${curve.k1.toPrecision(6)} } as const;

/** How the curve was obtained; log losses are natural-log means (a coin toss is 0.693). */
export const WIN_RATE_CALIBRATION = {
${lines.join('\n')}
} as const;
`;
}

async function main() {
  const { games, excluded } = calibrationGames();
  console.log(`${games.length} usable games; left out: ${JSON.stringify(excluded)}`);
  const sampled = await collect(games);
  const trainGames = sampled.filter((_, i) => i % 2 === 0);
  const train = trainGames.flatMap((g) => g.samples);
  const test = sampled.filter((_, i) => i % 2 === 1).flatMap((g) => g.samples);
  // Whether k should depend on the move number is decided on the training half alone (two folds).
  const folds = [0, 1].map((f) => trainGames.filter((_, i) => i % 2 === f).flatMap((g) => g.samples));
  const crossLoss = (withSlope: boolean) =>
    (logLoss(fitCurve(folds[0], withSlope), folds[1]) + logLoss(fitCurve(folds[1], withSlope), folds[0])) / 2;
  const sloped = fitCurve(train);
  const flat = fitCurve(train, false);
  const useSlope = crossLoss(true) < crossLoss(false);
  const curve = useSlope ? sloped : flat;
  const coin = { k0: 0, k1: 0 };
  const report = {
    engine: 'GNU Go 3.8 estimate_score',
    level: LEVEL,
    sampleEvery: SAMPLE_EVERY,
    trainGames: Math.ceil(sampled.length / 2),
    testGames: Math.floor(sampled.length / 2),
    trainPositions: train.length,
    testPositions: test.length,
    trainLogLoss: Number(logLoss(curve, train).toFixed(4)),
    testLogLoss: Number(logLoss(curve, test).toFixed(4)),
    model: useSlope
      ? 'k0 + k1 · step / 100'
      : 'constant k (a move-number term did not help on the training folds)',
    crossLogLossWithStep: Number(crossLoss(true).toFixed(4)),
    crossLogLossConstant: Number(crossLoss(false).toFixed(4)),
    testLogLossWithStep: Number(logLoss(sloped, test).toFixed(4)),
    testLogLossConstant: Number(logLoss(flat, test).toFixed(4)),
  };
  console.table({ ...report, testLogLossCoinToss: Number(logLoss(coin, test).toFixed(4)) });
  writeFileSync(OUTPUT, constantsFile(curve, report));
  console.log(`k(step) = ${curve.k0.toFixed(4)} + ${curve.k1.toFixed(4)} · step / 100; written to ${OUTPUT}`);
}

await main();
