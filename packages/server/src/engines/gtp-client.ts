import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { GtpError, type GtpFailure } from './gtp-errors.ts';
import { takeReplies } from './gtp-reply.ts';

export interface GtpClientOptions {
  /** The program and its arguments, e.g. `['/usr/games/gnugo', '--mode', 'gtp']`. */
  readonly command: readonly string[];
  /** Time limit of a command unless `send` gives one. */
  readonly timeoutMs: number;
  /** How many of the engine's last standard-error lines to keep for error messages. */
  readonly stderrLines?: number;
  /** Told when the process dies by itself, cannot start, or is killed after a timeout. */
  readonly warn?: (message: string) => void;
}

interface Pending {
  readonly id: number;
  readonly command: string;
  readonly timeoutMs: number;
  readonly resolve: (text: string) => void;
  readonly reject: (error: GtpError) => void;
}

const QUIT_GRACE_MS = 1000;

/**
 * One GTP engine process. Commands queue and go one at a time, each with a numeric id and a
 * time limit. The process starts on the first command; when a command times out the process
 * is killed, and when it dies every waiting command fails with a `GtpError`. The next command
 * starts a fresh process, so the client itself never stays broken — but the engine's position
 * is lost with the old process, which is why callers set up the whole position per job.
 */
export class GtpClient {
  private child: ChildProcessWithoutNullStreams | null = null;
  private queue: Pending[] = [];
  private inFlight: Pending | null = null;
  private timer: NodeJS.Timeout | null = null;
  private buffer = '';
  private nextId = 1;
  private stderr: string[] = [];
  private closed = false;
  private startCount = 0;

  constructor(private readonly options: GtpClientOptions) {}

  /** Sends one command; answers the reply text of `=`, or fails with a GtpError. */
  send(command: string, timeoutMs = this.options.timeoutMs): Promise<string> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new GtpError('CLOSED', 'the engine client is closed', command));
      if (/[\n\r]/.test(command) || command.trim() === '') {
        return reject(new GtpError('ENGINE_REFUSED', 'a GTP command is one non-empty line', command));
      }
      this.queue.push({ id: this.nextId++, command: command.trim(), timeoutMs, resolve, reject });
      this.pump();
    });
  }

  /** The operating-system process id, or null when no process runs. */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  /** How many processes this client has started. */
  get starts(): number {
    return this.startCount;
  }

  /** The engine's last standard-error lines. */
  get recentStderr(): readonly string[] {
    return this.stderr;
  }

  /** Ends the process (politely with `quit`, then by force); waiting commands fail with CLOSED. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.failAll('CLOSED', 'the engine client is closed');
    const child = this.child;
    if (!child) return;
    // 'close' (after the pipes are drained) rather than 'exit': nothing of the process comes after it.
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    child.stdin.write('quit\n', () => undefined);
    const forced = setTimeout(() => child.kill('SIGKILL'), QUIT_GRACE_MS);
    await exited;
    clearTimeout(forced);
  }

  private pump(): void {
    if (this.inFlight || this.queue.length === 0 || this.closed) return;
    const next = this.queue.shift() as Pending;
    const child = this.child ?? this.start();
    if (!child) return; // start() failed every waiting command
    this.inFlight = next;
    this.timer = setTimeout(() => this.timedOut(next), next.timeoutMs);
    child.stdin.write(`${next.id} ${next.command}\n`, () => undefined);
  }

  private start(): ChildProcessWithoutNullStreams | null {
    const [program, ...args] = this.options.command;
    let child: ChildProcessWithoutNullStreams;
    try {
      child = spawn(program, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    } catch (error) {
      this.failAll('SPAWN_FAILED', `cannot start ${program}: ${(error as Error).message}`);
      return null;
    }
    this.child = child;
    this.buffer = '';
    this.startCount++;
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => this.child === child && this.received(chunk));
    child.stderr.on('data', (chunk: string) => this.child === child && this.keepStderr(chunk));
    child.stdin.on('error', () => undefined); // a dead engine's pipe; 'exit' reports it
    child.on('error', (error) => {
      if (this.child !== child) return;
      this.child = null;
      const failure: GtpFailure = child.pid === undefined ? 'SPAWN_FAILED' : 'DIED';
      this.failAll(failure, `cannot run ${program}: ${error.message}`);
      this.options.warn?.(`cannot run ${program}: ${error.message}`);
    });
    // 'close' comes after the pipes are drained, so the last standard-error lines are in.
    child.on('close', (code, signal) => {
      if (this.child !== child) return;
      this.child = null;
      const message = `${program} exited (${signal ?? `code ${code}`})${this.stderrNote()}`;
      this.failAll('DIED', message);
      // After close() the engine was asked to quit: that is no crash.
      if (!this.closed) this.options.warn?.(`engine process ${child.pid} ${message}`);
    });
    return child;
  }

  private received(chunk: string): void {
    const { replies, rest } = takeReplies(this.buffer + chunk);
    this.buffer = rest;
    for (const reply of replies) {
      const pending = this.inFlight;
      if (!pending || (reply.id !== null && reply.id !== pending.id)) continue; // an old reply
      this.settle();
      if (reply.ok) pending.resolve(reply.text);
      else pending.reject(new GtpError('ENGINE_REFUSED', reply.text || 'refused', pending.command));
    }
    this.pump();
  }

  private timedOut(pending: Pending): void {
    if (this.inFlight !== pending) return;
    this.settle();
    pending.reject(
      new GtpError(
        'TIMEOUT',
        `no answer to "${pending.command}" within ${pending.timeoutMs} ms`,
        pending.command,
      ),
    );
    this.options.warn?.(
      `engine process ${this.child?.pid} killed: no answer to "${pending.command}" within ${pending.timeoutMs} ms`,
    );
    this.killProcess('the engine was restarted after a timeout');
    this.pump();
  }

  /** Kills the process; the commands waiting behind fail, and the next command starts a new one. */
  private killProcess(reason: string): void {
    const child = this.child;
    this.child = null;
    child?.kill('SIGKILL');
    this.failAll('DIED', reason);
  }

  private settle(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.inFlight = null;
  }

  private failAll(failure: GtpFailure, message: string): void {
    const waiting = this.inFlight ? [this.inFlight, ...this.queue] : this.queue;
    this.settle();
    this.queue = [];
    for (const p of waiting) p.reject(new GtpError(failure, message, p.command));
  }

  private keepStderr(chunk: string): void {
    const limit = this.options.stderrLines ?? 20;
    this.stderr = [...this.stderr, ...chunk.split('\n').filter((l) => l.trim() !== '')].slice(-limit);
  }

  private stderrNote(): string {
    return this.stderr.length > 0 ? `; last stderr: ${this.stderr.slice(-3).join(' | ')}` : '';
  }
}
