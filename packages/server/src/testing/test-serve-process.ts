/**
 * `tengen serve` as the child process users run (the compiled server), on a data folder of the
 * test's choosing: everything it writes kept, its exit code, signals. Tests of the process itself
 * (logs, shutdown) use it directly; test-child-server.ts builds the browser tests' and the restart
 * tests' server on it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const TENGEN = join(REPO, 'bin', 'tengen.js');
const LISTENING = /tengen: listening on (http:\/\/\S+)/;

export interface ServeOptions {
  /** Variables added to the test's environment. */
  readonly env?: Readonly<Record<string, string>>;
  readonly dataDir?: string;
  /** The built site to serve; by default a one-file site in the data folder. */
  readonly webDir?: string;
  /** Options after `serve --port 0` (e.g. `--workers 2`). */
  readonly args?: readonly string[];
}

/** Every process still running, so a failed test leaves none behind (killAll in afterAll). */
const running = new Set<ServeProcess>();

export class ServeProcess {
  stdout = '';
  stderr = '';
  /** The exit code (null after a signal) once the process has ended. */
  readonly exited: Promise<number | null>;
  /** Checks waiting on the output; each answers whether it is satisfied (and then drops out). */
  private watchers: (() => boolean)[] = [];

  private constructor(
    private readonly child: ChildProcess,
    readonly dataDir: string,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    this.exited.then(() => running.delete(this));
    child.stdout?.on('data', (chunk: Buffer) => this.heard(() => (this.stdout += chunk.toString())));
    child.stderr?.on('data', (chunk: Buffer) => this.heard(() => (this.stderr += chunk.toString())));
    running.add(this);
  }

  /**
   * Starts `tengen serve --port 0` on 127.0.0.1 with `env` added to the test's environment, on
   * `dataDir` (a new temp folder by default). Without `webDir` (a built site) it serves a
   * one-file site: the pages are not what these tests are about, and it keeps the server from
   * warning that the real one is not built.
   */
  static start(options: ServeOptions = {}): ServeProcess {
    const { env = {}, dataDir = mkdtempSync(join(tmpdir(), 'tengen-serve-')) } = options;
    let webDir = options.webDir;
    if (webDir === undefined) {
      webDir = join(dataDir, 'web');
      mkdirSync(webDir, { recursive: true });
      writeFileSync(join(webDir, 'index.html'), '<!doctype html><head><!--tengen-host--></head>');
    }
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      TENGEN_DATA_DIR: dataDir,
      TENGEN_WEB_DIR: webDir,
      HOST: '127.0.0.1',
      ...env,
    };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'TENGEN_SOCKET_URL', 'TENGEN_SOCKET_URL2']) {
      if (!(name in env)) delete childEnv[name];
    }
    const child = spawn(process.execPath, [TENGEN, 'serve', '--port', '0', ...(options.args ?? [])], {
      cwd: REPO,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new ServeProcess(child, dataDir);
  }

  /** The server's URL, once it says it listens. */
  async url(): Promise<string> {
    await this.until(() => LISTENING.test(this.stdout));
    return LISTENING.exec(this.stdout)?.[1] as string;
  }

  /** The JSON lines of a stream (the plain `tengen:` lines left out). */
  logLines(stream: 'stdout' | 'stderr'): Record<string, unknown>[] {
    return this[stream]
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  /** Resolves once `test` holds for what the process wrote; rejects if it ends first. */
  until(test: () => boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!test()) return false;
        resolve();
        return true;
      };
      if (check()) return;
      this.watchers.push(check);
      this.exited.then(() => {
        if (!test()) reject(new Error(`tengen serve ended\nstdout: ${this.stdout}\nstderr: ${this.stderr}`));
      });
    });
  }

  signal(name: NodeJS.Signals): void {
    this.child.kill(name);
  }

  /** Kills every process still running and removes its data folder. */
  static async killAll(): Promise<void> {
    await Promise.all(
      [...running].map(async (server) => {
        server.child.kill('SIGKILL');
        await server.exited;
      }),
    );
  }

  removeData(): void {
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private heard(append: () => void): void {
    append();
    this.watchers = this.watchers.filter((check) => !check());
  }
}
