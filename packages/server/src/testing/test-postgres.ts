/**
 * A throwaway PostgreSQL server for tests: `initdb` into a temp folder, `postgres` on a free
 * loopback port (unix socket in the same folder), one fresh database per call of
 * `createDatabase`, and `stop` shuts it down and deletes the folder. Uses Debian's binaries
 * under /usr/lib/postgresql/<version>/bin (or TENGEN_PG_BIN). initdb refuses to run as root,
 * so as root both programs run as the `postgres` system user (spawn's uid/gid) in a folder
 * it owns. Durability settings are off (fsync, synchronous_commit): a test server need not
 * survive a power cut, and it starts and runs faster.
 *
 * initdb and the server each run under a small `sh` watchdog (as the same user) that, once the
 * test process is gone, even after a SIGKILL that ran no cleanup, stops them (fast shutdown,
 * SIGKILL if that hangs) and deletes the folder within a second or two. The watchdog passes
 * SIGTERM and SIGINT on to the server, so `stop` still chooses smart or fast shutdown.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, signalGroup } from './test-ports.ts';

export interface TestPostgres {
  readonly port: number;
  /** The temp folder holding the cluster and its socket; deleted by `stop`. */
  readonly folder: string;
  /** How long initdb and the start took, ms. */
  readonly startupMs: number;
  /**
   * Creates a database and answers its `postgres://` URL: empty, or a copy of `template`
   * (a file copy of a small database is several times faster than creating an empty one).
   */
  createDatabase(name?: string, options?: { template?: string }): Promise<string>;
  stop(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder, or null. */
export function postgresBinDir(): string | null {
  const fromEnv = process.env.TENGEN_PG_BIN;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length === 0 ? null : join(root, versions[0], 'bin');
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  if (bin === null) {
    throw new Error('PostgreSQL is not installed: run scripts/install.sh (Debian package postgresql)');
  }
  const started = performance.now();
  const owner = process.getuid?.() === 0 ? systemUser('postgres') : null;
  const dir = mkdtempSync(join(tmpdir(), 'tengen-pg-'));
  const data = join(dir, 'data');
  mkdirSync(data);
  if (owner !== null) {
    chownSync(dir, owner.uid, owner.gid);
    chownSync(data, owner.uid, owner.gid);
  }
  const as: RunAs =
    owner === null ? {} : { uid: owner.uid, gid: owner.gid, env: { ...process.env, HOME: dir } };
  try {
    await initdb(bin, data, dir, as);
    const { child, port } = await startServer(bin, data, dir, as);
    const startupMs = Math.round(performance.now() - started);
    let counter = 0;
    return {
      port,
      folder: dir,
      startupMs,
      async createDatabase(name = `tengen_${process.pid}_${++counter}`, options = {}) {
        const copy =
          options.template === undefined ? '' : ` TEMPLATE "${options.template}" STRATEGY FILE_COPY`;
        await withClient(port, 'postgres', (c) => c.query(`CREATE DATABASE "${name}"${copy}`));
        return `postgres://postgres@127.0.0.1:${port}/${name}`;
      },
      async stop() {
        await stopServer(child);
        rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    throw error;
  }
}

/** Whom initdb and postgres run as: spawn's uid, gid and env, or nothing for the current user. */
type RunAs = { uid?: number; gid?: number; env?: NodeJS.ProcessEnv };

/**
 * The watchdog: `$1` is the folder, the rest the command line of the program it runs (initdb,
 * then postgres). It waits for the program and exits with its status; SIGTERM and SIGINT are
 * passed on to it (PostgreSQL's smart and fast shutdowns), a signal that comes before it has
 * started is passed on once it has. A background poller checks every second that the watchdog's
 * parent is still the node process that spawned it: once that is gone (even SIGKILLed, the
 * watchdog is then reparented) it sends SIGUSR2, and the watchdog stops the program with SIGINT
 * (fast shutdown; SIGKILL after 5 s), waits for it and deletes the folder. The parent is read
 * from /proc (or ps) rather than probed with `kill -0 $PPID`: as root the watchdog runs as the
 * `postgres` user, which may not signal the node process, and a parent that is dead but not
 * yet reaped still answers `kill -0`. `wait` is interrupted by a trapped signal, so `stop`
 * returns as soon as the server has exited, not at the next poll. Once orphaned, the watchdog's
 * stderr (a pipe nobody reads) is /dev/null, so a message cannot SIGPIPE it.
 */
const watchdog = `
folder=$1; shift
parent=$PPID
watched() {
  if [ -r /proc/$$/stat ]; then
    read -r _ _ _ ppid _ </proc/$$/stat && [ "$ppid" = "$parent" ]
  else
    [ "$(ps -o ppid= -p $$ | tr -d ' ')" = "$parent" ]
  fi
}
forward() {
  pending=$1
  if [ -n "$program" ]; then kill -$1 $program 2>/dev/null; fi
}
trap 'forward TERM' TERM
trap 'forward INT' INT
trap 'orphaned=1' USR2
"$@" & program=$!
if [ -n "$pending" ]; then kill -$pending $program 2>/dev/null; fi
(
  trap 'kill $! 2>/dev/null; exit' TERM
  while watched; do sleep 1 & wait $!; done
  while kill -USR2 $$; do sleep 1 & wait $!; done
) </dev/null >/dev/null 2>&1 &
poller=$!
while [ -z "$orphaned" ]; do
  wait $program; status=$?
  if [ -z "$orphaned" ] && ! kill -0 $program 2>/dev/null; then
    kill $poller 2>/dev/null
    exit $status
  fi
done
exec 2>/dev/null
kill $poller
kill -INT $program
(
  trap 'kill $! 2>/dev/null; exit' TERM
  sleep 5 & wait $!
  kill -KILL $program
) </dev/null >/dev/null &
timer=$!
while kill -0 $program; do wait $program; done
kill $timer
rm -rf "$folder" || { sleep 1; rm -rf "$folder"; }
exit 1
`;

/** Runs `command` under the watchdog, leading its own process group (for a last-resort SIGKILL). */
function supervise(folder: string, command: string, args: string[], as: RunAs): ChildProcess {
  return spawn('sh', ['-c', watchdog, 'postgres-watchdog', folder, command, ...args], {
    ...as,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function initdb(bin: string, data: string, folder: string, as: RunAs): Promise<void> {
  const args = ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'];
  const child = supervise(folder, join(bin, 'initdb'), args, as);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (c, s) => resolve([c, s]));
  });
  if (code !== 0) throw new Error(`initdb failed (${code ?? signal}): ${stderr.trim() || '(no output)'}`);
}

/** Starts postgres on a free port; retries with another port if it loses a race for it. */
async function startServer(bin: string, data: string, socketDir: string, as: RunAs) {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const child = supervise(
      socketDir,
      join(bin, 'postgres'),
      [
        ...['-D', data, '-p', String(port), '-k', socketDir],
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
        ...['-c', 'full_page_writes=off', '-c', 'max_connections=200'],
      ],
      as,
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    try {
      await waitUntilReady(child, port, () => stderr);
      return { child, port };
    } catch (error) {
      lastError = error;
      await stopServer(child);
    }
  }
  throw lastError;
}

async function waitUntilReady(child: ChildProcess, port: number, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`postgres exited (${child.exitCode ?? child.signalCode}): ${stderr()}`);
    }
    try {
      await withClient(port, 'postgres', (c) => c.query('SELECT 1'));
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`postgres did not become ready on port ${port}: ${stderr()}`);
}

async function withClient<T>(port: number, database: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * SIGTERM is PostgreSQL's smart shutdown: it waits for sessions still closing (a pool's
 * `end()` resolves before its sockets are closed), so they are not killed with an error.
 * A session left open would block it: then SIGINT (fast) after 3 s, SIGKILL after 10 s.
 * The signals go to the watchdog, which passes them on and exits once postgres has; the
 * SIGKILL goes to its process group (the watchdog and postgres).
 */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const fast = setTimeout(() => child.kill('SIGINT'), 3_000);
  const kill = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(fast);
  clearTimeout(kill);
}

function systemUser(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (line === undefined) throw new Error(`no system user '${name}' (is PostgreSQL installed?)`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
