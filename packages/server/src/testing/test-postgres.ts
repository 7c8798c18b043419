/**
 * A throwaway PostgreSQL server for tests: `initdb` into a temp folder, `postgres` on a free
 * loopback port (unix socket in the same folder), one fresh database per call of
 * `createDatabase`, and `stop` shuts it down and deletes the folder. Uses Debian's binaries
 * under /usr/lib/postgresql/<version>/bin (or TENGEN_PG_BIN). initdb refuses to run as root,
 * so as root both programs run as the `postgres` system user (spawn's uid/gid) in a folder
 * it owns. Durability settings are off (fsync, synchronous_commit): a test server need not
 * survive a power cut, and it starts and runs faster.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

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
  const as = owner === null ? {} : { uid: owner.uid, gid: owner.gid, env: { ...process.env, HOME: dir } };
  try {
    await promisify(execFile)(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
      as,
    );
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
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Starts postgres on a free port; retries with another port if it loses a race for it. */
async function startServer(bin: string, data: string, socketDir: string, as: object) {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const child = spawn(
      join(bin, 'postgres'),
      [
        ...['-D', data, '-p', String(port), '-k', socketDir],
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
        ...['-c', 'full_page_writes=off', '-c', 'max_connections=200'],
      ],
      { ...as, stdio: ['ignore', 'ignore', 'pipe'] },
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
    if (child.exitCode !== null) throw new Error(`postgres exited (${child.exitCode}): ${stderr()}`);
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
 */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const fast = setTimeout(() => child.kill('SIGINT'), 3_000);
  const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(fast);
  clearTimeout(kill);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function systemUser(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (line === undefined) throw new Error(`no system user '${name}' (is PostgreSQL installed?)`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
