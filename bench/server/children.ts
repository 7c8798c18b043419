/** The parent's side of a bench server: spawn, ask over IPC, read CPU and RSS from /proc, stop. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LIVE_PLAY_NODE_FLAGS } from '../../packages/server/src/ops/heap-tuning.ts';
import type { FromChild, ToChild } from './child-ipc.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ; 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface ChildOptions {
  readonly script: 'server-child.ts' | 'relay-child.ts';
  readonly env?: NodeJS.ProcessEnv;
  /** Node's --cpu-prof into this folder. */
  readonly cpuProfDir?: string;
}

export class BenchChild {
  private waiting = new Map<string, (message: FromChild) => void>();
  private stderr = '';
  private readonly exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    this.exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    child.on('message', (message: FromChild) => {
      const waiter = this.waiting.get(message.type);
      this.waiting.delete(message.type);
      waiter?.(message);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (this.stderr.length < 20_000) this.stderr += chunk.toString();
    });
  }

  static start(options: ChildOptions, timeoutMs = 60_000): Promise<BenchChild> {
    // Both servers run with the flags `tengen serve` is started with.
    const args = [
      '--conditions=source',
      '--import',
      'tsx',
      '--expose-gc',
      '--max-old-space-size=8192',
      ...LIVE_PLAY_NODE_FLAGS,
    ];
    if (options.cpuProfDir) args.push('--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`);
    // For diagnosis: extra Node flags for the servers (e.g. --trace-gc).
    if (process.env.BENCH_SERVER_FLAGS) args.push(...process.env.BENCH_SERVER_FLAGS.split(' '));
    const child = spawn(
      process.execPath,
      [...args, fileURLToPath(new URL(options.script, import.meta.url))],
      {
        cwd: REPO,
        env: { ...process.env, ...options.env },
        stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
      },
    );
    return new Promise((resolve, reject) => {
      let err = '';
      const onErr = (chunk: Buffer) => {
        err += chunk.toString();
      };
      child.stderr?.on('data', onErr);
      const fail = (why: string) => {
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(new Error(`${options.script} ${why}\n${err}`));
      };
      const timer = setTimeout(() => fail(`did not start within ${timeoutMs} ms`), timeoutMs);
      child.once('exit', (code, signal) => fail(`exited (${code ?? signal}) before it was ready`));
      child.once('message', (message: FromChild) => {
        if (message.type !== 'ready') return fail(`said ${message.type} before ready`);
        clearTimeout(timer);
        child.removeAllListeners('exit');
        child.stderr?.off('data', onErr);
        const started = new BenchChild(child, message.port);
        started.stderr = err;
        resolve(started);
      });
    });
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  /** What the child wrote on stderr (Tengen's `onError` reports land here). */
  get errors(): string {
    return this.stderr;
  }

  ask<T extends FromChild['type']>(
    message: ToChild,
    answer: T,
    timeoutMs = 30_000,
  ): Promise<Extract<FromChild, { type: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${answer} from the child`)), timeoutMs);
      this.waiting.set(answer, (m) => {
        clearTimeout(timer);
        resolve(m as Extract<FromChild, { type: T }>);
      });
      this.child.send(message);
    });
  }

  tell(message: ToChild): void {
    this.child.send(message);
  }

  /** CPU seconds (user + system, all threads) the child has used so far. */
  cpuSeconds(): number {
    return cpuSecondsOf(this.pid);
  }

  rssBytes(): number {
    return rssOf(this.pid);
  }

  /** Asks the child to close; SIGKILL if it has not exited after `graceMs`. */
  async stop(graceMs = 20_000): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    try {
      this.child.send({ type: 'stop' } satisfies ToChild);
    } catch {
      this.child.kill('SIGTERM');
    }
    const kill = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(kill);
  }
}

export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export function rssOf(pid: number): number {
  const statm = readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ');
  return Number(statm[1]) * 4096;
}

/** CPU seconds the whole machine has spent busy (all cores), from /proc/stat. */
export function machineBusySeconds(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}
