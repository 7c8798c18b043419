/**
 * `npm run bench:cli`: the `tengen` command as a whole process, the way a user runs it.
 *
 * - `tengen sgf check` of one record and of 2,000 (the 400 fixtures, five times each), against a
 *   script doing the same on @sabaki/sgf + @sabaki/go-board (sabaki-check.mjs), and against the
 *   same sources transpiled at run time by tsx (how `tengen` ran before it had a build step).
 *   The three must report the same size, moves, captures and final position for every record.
 * - `tengen serve`: from the process's start to its first HTTP answer, compiled against tsx.
 *
 * Runs alternate between contenders so that a busy machine slows all of them alike; each figure is
 * the median wall time. `--quick` takes fewer runs.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const quick = process.argv.includes('--quick');
const RECORDS = 2000;

type Command = readonly string[];
const tengen: Command = [join(repo, 'bin/tengen.js')];
const tengenTsx: Command = [
  process.execPath,
  '--max-semi-space-size=64',
  '--conditions=source',
  '--import',
  'tsx',
  join(here, 'tengen-from-source.ts'),
];
const sabaki: Command = [process.execPath, join(here, 'sabaki-check.mjs')];

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Runs a command to its end; answers the wall time in ms and its output. */
function timed(command: Command, args: readonly string[]): { ms: number; out: string } {
  const start = performance.now();
  const result = spawnSync(command[0], [...command.slice(1), ...args], {
    cwd: repo,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const ms = performance.now() - start;
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed: ${result.stderr}`);
  return { ms, out: result.stdout };
}

/** What the three must agree on, per record. */
function summary(out: string): string[] {
  return out
    .trim()
    .split('\n')
    .map((line) => {
      const r = JSON.parse(line);
      return JSON.stringify([r.ok, r.size, r.moves, r.captures.B, r.captures.W, r.final]);
    });
}

function compareChecks(files: readonly string[], runs: number) {
  const contenders = {
    tengen: [...tengen, 'sgf', 'check', '--json'],
    'tengen via tsx': [...tengenTsx, 'sgf', 'check', '--json'],
    sabaki,
  } as const;
  const names = Object.keys(contenders) as (keyof typeof contenders)[];
  const outs = names.map((name) => summary(timed(contenders[name], files).out));
  for (let i = 1; i < outs.length; i++) {
    const differing = outs[i].filter((line, k) => line !== outs[0][k]).length;
    if (outs[i].length !== files.length || differing > 0)
      throw new Error(`${names[i]} disagrees with tengen on ${differing} of ${files.length} records`);
  }
  const samples = new Map(names.map((name) => [name, [] as number[]]));
  for (let run = 0; run < runs; run++)
    for (const name of names) samples.get(name)!.push(timed(contenders[name], files).ms);
  return new Map(names.map((name) => [name, median(samples.get(name)!)]));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/', method: 'GET' }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** From spawning `tengen serve` to its first HTTP answer, in ms; then stops it. */
async function firstAnswer(command: Command, dataDir: string): Promise<number> {
  const port = await freePort();
  const start = performance.now();
  const child = spawn(command[0], [...command.slice(1), 'serve', '--port', String(port)], {
    cwd: repo,
    env: { ...process.env, TENGEN_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (!(await answers(port))) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} serve exited ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return performance.now() - start;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function compareServe(runs: number) {
  const contenders = { tengen, 'tengen via tsx': tengenTsx } as const;
  const names = Object.keys(contenders) as (keyof typeof contenders)[];
  const dataDir = mkdtempSync(join(tmpdir(), 'tengen-bench-serve-'));
  try {
    for (const name of names) await firstAnswer(contenders[name], dataDir); // migrates the database once
    const samples = new Map(names.map((name) => [name, [] as number[]]));
    for (let run = 0; run < runs; run++)
      for (const name of names) samples.get(name)!.push(await firstAnswer(contenders[name], dataDir));
    return new Map(names.map((name) => [name, median(samples.get(name)!)]));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (x: number) => (x < 100 ? x.toFixed(1) : Math.round(x).toLocaleString('en-US'));

function printTable(title: string, medians: Map<string, number>, peer: string) {
  console.log(`\n${title}`);
  console.log(`| command | median ms | ${peer} ÷ it |`);
  console.log('|---|---:|---:|');
  for (const [name, value] of medians)
    console.log(`| ${name} | ${ms(value)} | ${(medians.get(peer)! / value).toFixed(2)}× |`);
}

execFileSync(process.execPath, [join(repo, 'node_modules/typescript/bin/tsc'), '-b', 'packages/server'], {
  cwd: repo,
  stdio: 'inherit',
});
const fixtures = join(repo, 'fixtures/sgf');
const records = readdirSync(fixtures).filter((f) => f.endsWith('.sgf'));
const dir = mkdtempSync(join(tmpdir(), 'tengen-bench-cli-'));
try {
  const many: string[] = [];
  for (let i = 0; many.length < RECORDS; i++) {
    const to = join(dir, `${Math.floor(i / records.length)}-${records[i % records.length]}`);
    copyFileSync(join(fixtures, records[i % records.length]), to);
    many.push(to);
  }
  const one = [join(fixtures, records[0])];
  console.log(`Node ${process.version}; median wall time of interleaved runs`);
  printTable(`tengen sgf check, one record (${records[0]})`, compareChecks(one, quick ? 5 : 21), 'sabaki');
  printTable(
    `tengen sgf check, ${RECORDS.toLocaleString('en-US')} records`,
    compareChecks(many, quick ? 1 : 5),
    'sabaki',
  );
  printTable('tengen serve, start to first HTTP answer', await compareServe(quick ? 2 : 7), 'tengen via tsx');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
