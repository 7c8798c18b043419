import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTestPostgres } from './test-postgres.ts';

const orphanFixture = fileURLToPath(new URL('./postgres-orphan.fixture.ts', import.meta.url));
const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Whether something accepts a TCP connection on the loopback `port` (within 1 s). */
function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (accepted: boolean) => {
      socket.destroy();
      resolve(accepted);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Polls `condition` every 100 ms until it holds or `ms` have passed; answers whether it held. */
async function eventually(condition: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

describe('test PostgreSQL harness', () => {
  it('starts a server on a loopback port, creates databases, stops and cleans up', async () => {
    const server = await startTestPostgres();
    const urls: string[] = [];
    try {
      expect(existsSync(server.folder)).toBe(true);
      urls.push(await server.createDatabase(), await server.createDatabase());
      expect(urls[0]).not.toBe(urls[1]);
      expect(urls[0]).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/tengen_/);
      const client = new pg.Client({ connectionString: urls[0] });
      await client.connect();
      const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
      await client.end();
      expect(rows[0].one).toBe(1);
      console.info(`test PostgreSQL started in ${server.startupMs} ms`);
    } finally {
      const stopping = performance.now();
      await server.stop();
      console.info(`test PostgreSQL stopped in ${Math.round(performance.now() - stopping)} ms`);
    }
    const client = new pg.Client({ connectionString: urls[0], connectionTimeoutMillis: 1000 });
    await expect(client.connect()).rejects.toThrow();
    expect(existsSync(server.folder)).toBe(false);
  });

  it('stops by itself when the test process dies without stopping it (SIGKILL)', async () => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', orphanFixture], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const line = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('\n')) resolve(output.split('\n')[0]);
      });
      child.once('exit', (code) =>
        reject(new Error(`the fixture exited (${code}) before printing its port`)),
      );
    });
    const { port, folder } = JSON.parse(line) as { port: number; folder: string };
    expect(await acceptsConnections(port)).toBe(true);
    expect(existsSync(folder)).toBe(true);

    child.kill('SIGKILL');
    await exited;
    const killed = performance.now();
    expect(await eventually(async () => !(await acceptsConnections(port)), 8_000)).toBe(true);
    const portClosedMs = Math.round(performance.now() - killed);
    expect(await eventually(() => !existsSync(folder), 8_000)).toBe(true);
    const folderGoneMs = Math.round(performance.now() - killed);
    console.info(
      `orphaned test PostgreSQL: port closed after ${portClosedMs} ms, folder gone after ${folderGoneMs} ms`,
    );
  });
});
