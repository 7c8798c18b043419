/**
 * Live play under load, on loopback: Tengen (`startServer` in a child process, SQLite in a temp
 * folder by default, PostgreSQL with DATABASE_URL or --postgres) against a bare `ws` relay doing
 * the same fan-out, both driven by the same load generator (this process).
 *
 *   npm run bench:server [-- --quick] [-- --postgres] [-- --profile] [-- --only=tengen|relay]
 *                        [-- --live=100,1000] [-- --busy=1,100] [-- --seconds=20] [-- --no-stop]
 *                        [-- --processes=1,2,4]
 *
 * `--processes=1,2,4`: Tengen also as that many processes joined through Redis (`tengen×N`), on
 * PostgreSQL and a Redis the bench starts; each game's two players and its spectators connect
 * to the processes in turn, as a load balancer without sticky sessions would spread them, so a
 * game's moves often come in on a process that does not own it and are handed on.
 *
 * `live` steps: N games, 2 players and 2 spectators each, a move per game every 5 s (2.5–7.5 s)
 * and the protocol's ping every 10 s from every socket. `busy` steps: rooms of 12 sockets
 * (2 players, 10 spectators) moving as fast as the server's rate limit lets a player. A target
 * stops climbing at the first step whose mover p99 exceeds 50 ms or that shows any error.
 *
 * Diagnosis: `--profile` writes the Tengen server's CPU profiles to bench/server/profiles/;
 * BENCH_SERVER_FLAGS adds Node flags to both servers (e.g. `--trace-gc`, which also prints when
 * the measured window starts); BENCH_TRACE=<file> writes every mover latency as
 * `<ms into the window> <latency ms> <game>`; BENCH_HEAP_PROFILE=<file> writes the Tengen
 * server's sampled allocations of the window (BENCH_HEAP_PROMOTED=1: only those that outlived
 * a young-generation collection; see child-ipc.ts); BENCH_STALLS=<prefix> writes when the
 * server's and the load generator's event loops stood still and their collectors paused them
 * (stalls.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestPostgres, type TestPostgres } from '../../packages/server/src/testing/test-postgres.ts';
import { startTestRedis, type TestRedis } from '../../packages/server/src/testing/test-redis.ts';
import { type BenchChild, machineBusySeconds } from './children.ts';
import { type LoadResult, runLoad } from './load.ts';
import { ServerGroup } from './server-group.ts';
import {
  createPlays,
  createUsers,
  finishAllPlays,
  guestJoin,
  type Location,
  openDb,
  playerJoin,
} from './setup.ts';
import { fmt, ms, sleep } from './stats.ts';

/** `tengen×N`: N processes joined through Redis. */
type Target = 'tengen' | 'relay' | `tengen×${number}`;
type Mode = 'live' | 'busy';

interface StepResult extends LoadResult {
  readonly target: Target;
  readonly mode: Mode;
  /** The games whose traffic the step reproduces. */
  readonly games: number;
  /** The games actually played (fewer when the sockets of `games` exceed the fd limit). */
  readonly realGames: number;
  readonly spectatorsPerGame: number;
  readonly movesPerSecond: number;
  readonly serverCpuPct: number;
  /** The machine's busy time in the window not spent by the server or the load generator (other work). */
  readonly otherCpuPct: number;
  readonly serverCpuUsPerMove: number;
  readonly rssStartMiB: number;
  readonly rssEndMiB: number;
  readonly kibPerConnection: number;
  readonly heapKibPerConnection: number;
  readonly serverLoopP99Ms: number;
  readonly serverStderr: string;
  readonly ok: boolean;
}

const P99_LIMIT_MS = 50;
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const list = (name: string, fallback: number[]) =>
  option(name)
    ?.split(',')
    .filter((x) => x !== '')
    .map(Number) ?? fallback;

const quick = flag('quick');
const liveSteps = list('live', quick ? [100, 1000] : [100, 1000, 3000, 5000, 10_000, 20_000]);
const busySteps = list('busy', quick ? [100] : [1, 100, 1000]);
const processCounts = list('processes', []);
const targets: Target[] = option('only')
  ? [option('only') as Target]
  : ['relay', 'tengen', ...processCounts.map((n) => `tengen×${n}` as const)];
const isTengen = (target: Target) => target !== 'relay';
const processesOf = (target: Target) => (target.startsWith('tengen×') ? Number(target.slice(7)) : 1);
/** `--seconds=N` lengthens the live window: a full collection of the old generation comes every minute or so, and 20 s may or may not hold one. */
const liveSeconds = Number(option('seconds') ?? (quick ? 8 : 20));
const LIVE = { spectators: 2, warmupMs: quick ? 3000 : 5000, durationMs: liveSeconds * 1000 };
const BUSY = { spectators: 10, warmupMs: 2000, durationMs: quick ? 5000 : 10_000 };
/** The whole run stops starting steps after this, and is killed after the hard limit. */
const SOFT_LIMIT_MS = (quick ? 105 : 540) * 1000 * (1 + processCounts.length / 2);
const HARD_LIMIT_MS = (quick ? 150 : 720) * 1000 * (1 + processCounts.length / 2);
const cpu = `${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} CPUs)`;
const log = (line: string) => process.stderr.write(`${line}\n`);
const here = fileURLToPath(new URL('.', import.meta.url));

const children = new Set<BenchChild>();
const hardStop = setTimeout(() => {
  log(`bench: over ${HARD_LIMIT_MS / 1000} s, stopping`);
  for (const child of children) process.kill(child.pid, 'SIGKILL');
  process.exit(1);
}, HARD_LIMIT_MS);
hardStop.unref();

async function main(): Promise<void> {
  const started = Date.now();
  const nofile = Number(process.env.BENCH_NOFILE ?? 0);
  const dir = mkdtempSync(join(tmpdir(), 'tengen-bench-'));
  const secret = randomBytes(32).toString('hex');
  let postgres: TestPostgres | null = null;
  let redis: TestRedis | null = null;
  let location: Location = { kind: 'sqlite', file: join(dir, 'tengen.sqlite') };
  if (processCounts.length > 0) redis = await startTestRedis();
  if (process.env.DATABASE_URL) location = { kind: 'postgres', url: process.env.DATABASE_URL };
  else if (flag('postgres') || redis) {
    postgres = await startTestPostgres();
    location = { kind: 'postgres', url: await postgres.createDatabase('tengen_bench') };
  }
  const database =
    location.kind === 'sqlite'
      ? 'SQLite (WAL, synchronous=FULL)'
      : `PostgreSQL${postgres ? ' (test server)' : ''}`;
  const profileDir = flag('profile') ? join(here, 'profiles') : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });

  /**
   * A process may hold only `nofile` sockets (here the sandbox's hard limit is 20,000 and cannot
   * be raised), so a live step of more games than fit keeps the traffic and shrinks the crowd:
   * fewer games, each moving (and each socket pinging) proportionally more often.
   */
  const maxSockets = nofile > 0 ? nofile - 800 : Number.POSITIVE_INFINITY;
  const db = openDb(location);
  const fit = (mode: Mode, games: number) =>
    Math.min(games, Math.floor(maxSockets / (2 + (mode === 'live' ? LIVE.spectators : BUSY.spectators))));
  const players =
    2 * Math.max(0, ...liveSteps.map((n) => fit('live', n)), ...busySteps.map((n) => fit('busy', n)));
  log(`bench: ${database}; creating ${players} users…`);
  const users = targets.some(isTengen) ? await createUsers(db, location.kind, players) : [];
  const secretBuffer = Buffer.from(secret, 'utf8');
  const results: StepResult[] = [];
  let stepCount = 0;

  const runStep = async (target: Target, mode: Mode, equivalentGames: number): Promise<StepResult> => {
    const spectators = mode === 'live' ? LIVE.spectators : BUSY.spectators;
    const games = fit(mode, equivalentGames);
    const scale = games / equivalentGames;
    const sockets = games * (2 + spectators);
    log(
      `bench: ${target} ${mode} ${equivalentGames} games` +
        (scale < 1 ? ` (as ${games} games moving ${(1 / scale).toFixed(2)}× as often)` : '') +
        `, ${sockets} sockets`,
    );
    const tengen = isTengen(target);
    const servers = await ServerGroup.start(processesOf(target), {
      script: tengen ? 'server-child.ts' : 'relay-child.ts',
      env: {
        TENGEN_DATA_DIR: dir,
        TENGEN_SECRET: secret,
        DATABASE_URL: location.kind === 'postgres' ? location.url : '',
        REDIS_URL: target.startsWith('tengen×') && redis ? redis.url : '',
        HOST: '127.0.0.1',
        PORT: '0',
        BENCH_HEAP_PROFILE: tengen ? (process.env.BENCH_HEAP_PROFILE ?? '') : '',
      },
      cpuProfDir: tengen ? profileDir : undefined,
    });
    for (const child of servers.children) children.add(child);
    const ports = servers.ports;
    // Made once the servers run: with several processes, each game goes to whichever process
    // takes it first (its sweep, or its first player's join), as games made on a live site do.
    const playIds = tengen ? await createPlays(db, users, games) : [];
    try {
      const before = await servers.gc();
      let after = before;
      let cpu0 = 0;
      let cpu1 = 0;
      let machine0 = 0;
      let machine1 = 0;
      let t0 = 0;
      let t1 = 0;
      let rssEnd = 0;
      const load = await runLoad({
        mode,
        games,
        spectatorsPerGame: spectators,
        url: (g, seat) => `ws://127.0.0.1:${ports[(g + seat) % ports.length]}/${tengen ? 'ws' : ''}`,
        joinFrame: tengen
          ? (g, seat) =>
              seat < 2
                ? playerJoin(secretBuffer, playIds[g], users[2 * g + seat])
                : guestJoin(secretBuffer, playIds[g], g * spectators + seat)
          : (g) => `{"cmd":"join","room":${g}}`,
        moveFrame: tengen
          ? (step, point) => `{"cmd":"pos_stone","pos":"${point}","step":${step}}`
          : (step, point) =>
              `{"cmd":"pos","pos":"${point}","step":${step},"color":${2 - (step % 2)},"blackthink":3587000,` +
              `"whitethink":3590000,"bducount":3,"wducount":3,"bcost":13000,"wcost":10000,"elapsed":0}`,
        warmupMs: mode === 'live' ? LIVE.warmupMs : BUSY.warmupMs,
        durationMs: mode === 'live' ? LIVE.durationMs : BUSY.durationMs,
        moveEveryMs: 5000 * scale,
        minGapMs: 115,
        pingEveryMs: Math.max(100, Math.round((10_000 * scale) / 100) * 100),
        connectConcurrency: 200,
        subnet: 1 + (stepCount++ % 250),
        seed: games,
        log,
        onConnected: async () => {
          await sleep(1000);
          after = await servers.gc();
        },
        onWindowStart: () => {
          cpu0 = servers.cpuSeconds();
          machine0 = machineBusySeconds();
          t0 = performance.now();
          servers.resetLoop();
        },
        onWindowEnd: () => {
          cpu1 = servers.cpuSeconds();
          machine1 = machineBusySeconds();
          t1 = performance.now();
          rssEnd = servers.rssBytes();
        },
      });
      const loop = await servers.loop();
      const seconds = (t1 - t0) / 1000;
      const movesPerSecond = load.movesAcked / (load.windowMs / 1000);
      const errorCount = Object.values(load.errors).reduce((a, b) => a + b, 0);
      const connected = load.sockets - (load.errors['connect timeout'] ?? 0);
      const result: StepResult = {
        ...load,
        target,
        mode,
        games: equivalentGames,
        realGames: games,
        spectatorsPerGame: spectators,
        movesPerSecond,
        serverCpuPct: ((cpu1 - cpu0) / seconds) * 100,
        otherCpuPct: ((machine1 - machine0 - (cpu1 - cpu0)) / seconds) * 100 - load.clientCpuPct,
        serverCpuUsPerMove: load.movesAcked > 0 ? ((cpu1 - cpu0) * 1e6) / load.movesAcked : 0,
        rssStartMiB: before.rss / 2 ** 20,
        rssEndMiB: rssEnd / 2 ** 20,
        kibPerConnection: (after.rss - before.rss) / 1024 / Math.max(1, connected),
        heapKibPerConnection: (after.heapUsed - before.heapUsed) / 1024 / Math.max(1, connected),
        serverLoopP99Ms: loop.p99,
        serverStderr: servers.errors.slice(0, 2000),
        ok:
          errorCount === 0 && load.mover.p99 <= P99_LIMIT_MS && servers.errors === '' && load.mover.count > 0,
      };
      log(
        `  ${fmt(movesPerSecond)} moves/s, mover p50 ${ms(load.mover.p50)} p99 ${ms(load.mover.p99)} ` +
          `max ${ms(load.mover.max)} ms, server CPU ${result.serverCpuPct.toFixed(0)}%, ` +
          `${fmt(result.serverCpuUsPerMove)} µs/move, ${result.kibPerConnection.toFixed(1)} KiB/conn, ` +
          `client CPU ${load.clientCpuPct.toFixed(0)}%, other ${result.otherCpuPct.toFixed(0)}%` +
          (errorCount > 0 ? `, errors ${JSON.stringify(load.errors)}` : '') +
          (servers.errors ? `\n  server stderr: ${servers.errors.slice(0, 500)}` : ''),
      );
      return result;
    } finally {
      await servers.stop();
      for (const child of servers.children) children.delete(child);
      if (tengen) await finishAllPlays(db);
    }
  };

  const broken = new Set<string>();
  const plan: [Mode, number][] = [
    ...liveSteps.map((n) => ['live', n] as [Mode, number]),
    ...busySteps.map((n) => ['busy', n] as [Mode, number]),
  ];
  for (const [mode, games] of plan) {
    for (const target of targets) {
      const key = `${target} ${mode}`;
      if (broken.has(key)) continue;
      if (mode === 'busy' && games * (2 + BUSY.spectators) > maxSockets) {
        log(`bench: skipping ${key} ${games}: more sockets than ulimit -n (${nofile}) allows`);
        continue;
      }
      if (Date.now() - started > SOFT_LIMIT_MS) {
        log(`bench: time is up, skipping ${key} ${games}`);
        continue;
      }
      const result = await runStep(target, mode, games);
      results.push(result);
      if (!result.ok && !flag('no-stop')) broken.add(key);
      await sleep(500);
    }
  }
  await db.destroy();
  await postgres?.stop();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });

  printTables(results, database);
  const out = join(here, 'results.json');
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        cpu,
        database,
        quick,
        loadAverage: loadavg()[0],
        p99LimitMs: P99_LIMIT_MS,
        live: { ...LIVE, moveEveryMs: 5000, pingEveryMs: 10_000 },
        busy: { ...BUSY, minGapMs: 115 },
        results,
        ratios: ratios(results),
      },
      (_, v) => (typeof v === 'number' && !Number.isInteger(v) ? Number(v.toPrecision(4)) : v),
      2,
    )}\n`,
  );
  console.log(`results written to ${out} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

interface Ratio {
  readonly target: Target;
  readonly mode: Mode;
  readonly games: number;
  /** Tengen's moves/s over the relay's at the same offered load. */
  readonly movesPerSecond: number;
  /** The relay's server CPU per move over Tengen's: Tengen's throughput per core relative to the relay's. */
  readonly throughputPerCore: number;
  /** Tengen's mover p99 over the relay's. */
  readonly p99: number;
}

function ratios(results: readonly StepResult[]): Ratio[] {
  const out: Ratio[] = [];
  for (const t of results.filter((r) => isTengen(r.target))) {
    const r = results.find((x) => x.target === 'relay' && x.mode === t.mode && x.games === t.games);
    if (!r) continue;
    out.push({
      target: t.target,
      mode: t.mode,
      games: t.games,
      movesPerSecond: t.movesPerSecond / r.movesPerSecond,
      throughputPerCore: r.serverCpuUsPerMove / t.serverCpuUsPerMove,
      p99: t.mover.p99 / r.mover.p99,
    });
  }
  return out;
}

function printTables(results: readonly StepResult[], database: string): void {
  const header = [
    'target',
    'mode',
    'games',
    'sockets',
    'moves/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'spect p99',
    'srv CPU',
    'gen/other',
    'µs/move',
    'RSS MiB',
    'KiB/conn',
    'errors',
    'ok',
  ];
  const body = results.map((r) => {
    const errors = Object.entries(r.errors)
      .map(([k, v]) => `${k}: ${v}`)
      .join('; ');
    return [
      r.target,
      r.mode,
      r.games.toLocaleString('en-US') + (r.realGames < r.games ? '*' : ''),
      r.sockets.toLocaleString('en-US'),
      fmt(r.movesPerSecond),
      ms(r.mover.p50),
      ms(r.mover.p99),
      ms(r.mover.max),
      ms(r.spectator.p99),
      `${r.serverCpuPct.toFixed(0)}%`,
      `${r.clientCpuPct.toFixed(0)}%/${Math.max(0, r.otherCpuPct).toFixed(0)}%`,
      fmt(r.serverCpuUsPerMove),
      fmt(r.rssEndMiB),
      r.sockets >= 1000 ? r.kibPerConnection.toFixed(1) : '—',
      (errors || '0') + (r.serverStderr ? ' +stderr' : ''),
      r.ok ? 'yes' : 'NO',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const left = new Set([0, 1, 14, 15]);
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (left.has(i) ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(
    `\nTengen live play vs a bare ws relay, loopback: Node ${process.version}, ${cpu}, ${database}`,
  );
  console.log(
    'live: 2 players + 2 spectators a game, a move per game every 5 s (2.5–7.5 s), pings every 10 s;\n' +
      'busy: 2 players + 10 spectators a room, moves as fast as the rate limit allows (≥ 115 ms per player);\n' +
      'latency: move sent → the mover receives its pos broadcast (spect: → each spectator receives it);\n' +
      'gen/other: CPU of the load generator / of other work on the machine (2 cores = 200%);\n' +
      'µs/move: server CPU (all threads) per move in the window; KiB/conn: server RSS growth per socket;\n' +
      `*: more sockets than one process may open here (ulimit -n ${process.env.BENCH_NOFILE}): the same\n` +
      '   moves/s and pings/s from fewer games, each moving proportionally more often\n',
  );
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
  const rs = ratios(results);
  if (rs.length === 0) return;
  console.log('\nTengen / relay at the same load and fan-out');
  console.log(
    'target     mode  games   moves/s   throughput per core (relay µs/move ÷ Tengen µs/move)   p99',
  );
  for (const r of rs) {
    console.log(
      `${r.target.padEnd(9)}  ${r.mode.padEnd(4)}  ${r.games.toLocaleString('en-US').padStart(6)}  ${r.movesPerSecond.toFixed(2).padStart(8)}×  ` +
        `${r.throughputPerCore.toFixed(2).padStart(8)}×${' '.repeat(46)}${r.p99.toFixed(1).padStart(6)}×`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  for (const child of children) process.kill(child.pid, 'SIGKILL');
  process.exit(1);
});
