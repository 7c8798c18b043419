import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const TENGEN = fileURLToPath(new URL('../../../../bin/tengen.js', import.meta.url));

/** `tengen gtp` as a child process, spoken to line by line. */
export class TengenGtpProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = '';
  private waiters: (() => void)[] = [];
  stderr = '';

  constructor(args: string[] = []) {
    this.child = spawn(process.execPath, [TENGEN, 'gtp', ...args], { stdio: 'pipe' });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      this.buffer += chunk;
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.child.stderr.on('data', (chunk: Buffer) => {
      this.stderr += chunk.toString();
    });
  }

  send(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }

  /** Waits until the output read so far satisfies `done`, then takes it all. */
  async readUntil(done: (text: string) => boolean): Promise<string> {
    while (!done(this.buffer)) {
      if (this.child.exitCode !== null) throw new Error(`tengen gtp exited: ${this.stderr}`);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    const text = this.buffer;
    this.buffer = '';
    return text;
  }

  /** Sends a command and answers its whole response ("= …" or "? …", up to the blank line). */
  async command(line: string): Promise<string> {
    this.send(line);
    const text = await this.readUntil((t) => t.endsWith('\n\n'));
    return text.slice(0, -2);
  }

  async close(): Promise<number | null> {
    if (this.child.exitCode !== null) return this.child.exitCode;
    const exited = new Promise<number | null>((resolve) => this.child.on('exit', resolve));
    this.child.stdin.end('quit\n');
    return exited;
  }
}
