/**
 * A throwaway Redis server for tests: `redis-server` on a free loopback port with a temp folder
 * as its working directory and log, no persistence (no RDB snapshots, no AOF), and `stop`
 * shuts it down and deletes the folder. Uses Debian's /usr/bin/redis-server (or
 * TENGEN_REDIS_SERVER).
 *
 * The server runs under a small `sh` watchdog that kills it (and deletes the folder) within a
 * second or two once the test process is gone, even after a SIGKILL that ran no cleanup; the
 * watchdog forwards SIGTERM, so `stop` and `restart` are clean shutdowns, and on SIGUSR1 it
 * SIGKILLs the server, for tests of an unreachable Redis (`kill`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort, signalGroup } from './test-ports.ts';

export interface TestRedis {
  readonly port: number;
  /** `redis://127.0.0.1:<port>`. */
  readonly url: string;
  /** The temp folder holding the server's log; deleted by `stop`. */
  readonly folder: string;
  /** How long the first start took, ms. */
  readonly startupMs: number;
  stop(): Promise<void>;
  /**
   * Shuts the server down cleanly and starts it again on the same port with an empty dataset,
   * as a Redis without persistence comes back after a restart. Also brings it back after `kill`.
   */
  restart(): Promise<void>;
  /** SIGKILLs the server: clients' commands fail until `restart`. */
  kill(): Promise<void>;
}

/** The redis-server program, or null if it is not installed. */
export function redisServerPath(): string | null {
  const fromEnv = process.env.TENGEN_REDIS_SERVER;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const debian = '/usr/bin/redis-server';
  return existsSync(debian) ? debian : null;
}

export async function startTestRedis(): Promise<TestRedis> {
  const program = redisServerPath();
  if (program === null) {
    throw new Error('Redis is not installed: run scripts/install.sh (Debian package redis-server)');
  }
  const started = performance.now();
  const folder = mkdtempSync(join(tmpdir(), 'tengen-redis-'));
  try {
    let { child, port } = await startServer(program, folder);
    const startupMs = Math.round(performance.now() - started);
    return {
      port,
      url: `redis://127.0.0.1:${port}`,
      folder,
      startupMs,
      async stop() {
        await stopServer(child);
        rmSync(folder, { recursive: true, force: true });
      },
      async restart() {
        await stopServer(child);
        child = await startOnPort(program, folder, port);
      },
      async kill() {
        await killServer(child);
      },
    };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/** Starts redis-server on a free port; retries with another port if it loses a race for it. */
async function startServer(program: string, folder: string): Promise<{ child: ChildProcess; port: number }> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    try {
      return { child: await startOnPort(program, folder, port), port };
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * The watchdog: `$1` is the folder, the rest the server's command line. It polls its parent
 * (the node process that spawned it) every second; once the parent is gone it SIGKILLs the
 * server and deletes the folder. A SIGTERM is passed on to the server, which shuts down
 * cleanly; a SIGUSR1 becomes a SIGKILL. Either way the watchdog exits only once the server
 * has (and released its port): a SIGKILLed process may still hold it for a moment. If the
 * server exits by itself (it lost the port), so does the watchdog, with the server's status.
 * `sleep 1 & wait` instead of `sleep 1` so a signal is handled at once, not after the sleep.
 */
const watchdog = `
folder=$1; shift
trap 'kill -TERM \${server:-$!} 2>/dev/null; wait \${server:-$!}; exit 0' TERM
trap 'kill -KILL \${server:-$!} 2>/dev/null; wait \${server:-$!}; exit 0' USR1
"$@" & server=$!
while kill -0 $PPID 2>/dev/null && kill -0 $server 2>/dev/null; do
  sleep 1 & wait $!
done
if kill -0 $server 2>/dev/null; then
  kill -KILL $server
  rm -rf "$folder"
  exit 1
fi
wait $server
`;

/** Starts redis-server under the watchdog on `port` and waits until it answers PING. */
async function startOnPort(program: string, folder: string, port: number): Promise<ChildProcess> {
  const log = join(folder, 'redis.log');
  rmSync(log, { force: true });
  const args = [
    ...['--port', String(port), '--bind', '127.0.0.1', '--protected-mode', 'yes'],
    ...['--dir', folder, '--logfile', log, '--daemonize', 'no'],
    ...['--save', '', '--appendonly', 'no'],
  ];
  // detached: the watchdog leads its own process group, so a stuck one can be SIGKILLed with the server.
  const child = spawn('sh', ['-c', watchdog, 'redis-watchdog', folder, program, ...args], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const output = () => {
    const logged = existsSync(log) ? readFileSync(log, 'utf8') : '';
    return `${stderr}${logged}`.trim() || '(no output)';
  };
  try {
    await waitUntilReady(child, port, output);
    return child;
  } catch (error) {
    await stopServer(child);
    throw error;
  }
}

async function waitUntilReady(child: ChildProcess, port: number, output: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `redis-server exited (${child.exitCode ?? child.signalCode}) on port ${port}: ${output()}`,
      );
    }
    if (await answersPing(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not become ready on port ${port} within 20 s: ${output()}`);
}

/**
 * Whether a Redis on `port` answers PING; a probe that fails fast and never retries, nor waits
 * on something else listening there that never answers.
 */
export async function answersPing(port: number): Promise<boolean> {
  const client = new Redis({
    host: '127.0.0.1',
    port,
    lazyConnect: true,
    connectTimeout: 1_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** SIGTERM to the watchdog, which passes it on and exits once the server has shut down. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const kill = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(kill);
}

/** SIGUSR1 to the watchdog, which SIGKILLs the server and exits once it is gone. */
async function killServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGUSR1');
  const kill = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(kill);
}
