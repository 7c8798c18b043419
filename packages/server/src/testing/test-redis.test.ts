import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { answersPing, startTestRedis } from './test-redis.ts';

const orphanFixture = fileURLToPath(new URL('./redis-orphan.fixture.ts', import.meta.url));
const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** A connected client that fails a command at once while the server is down, instead of queueing it. */
async function client(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: 1_000,
  });
  redis.on('error', () => {});
  await redis.connect();
  return redis;
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

describe('test Redis harness', () => {
  it('starts a server on a loopback port, restarts it empty on the same port, stops and cleans up', async () => {
    const server = await startTestRedis();
    try {
      expect(server.url).toBe(`redis://127.0.0.1:${server.port}`);
      expect(existsSync(server.folder)).toBe(true);
      console.info(`test Redis started in ${server.startupMs} ms`);
      const before = await client(server.url);
      await before.set('greeting', 'hello');
      expect(await before.get('greeting')).toBe('hello');
      before.disconnect();

      await server.restart();
      const after = await client(server.url);
      expect(await after.get('greeting')).toBeNull();
      expect(await after.dbsize()).toBe(0);
      after.disconnect();
    } finally {
      await server.stop();
    }
    expect(await answersPing(server.port)).toBe(false);
    expect(existsSync(server.folder)).toBe(false);
  });

  it('kill() makes commands fail until restart() brings the server back', async () => {
    const server = await startTestRedis();
    const redis = await client(server.url);
    try {
      await redis.set('key', 'value');
      await server.kill();
      await expect(redis.get('key')).rejects.toThrow();
      expect(await answersPing(server.port)).toBe(false);

      await server.restart();
      const again = await client(server.url);
      await again.set('key', 'again');
      expect(await again.get('key')).toBe('again');
      again.disconnect();
    } finally {
      redis.disconnect();
      await server.stop();
    }
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
    expect(await answersPing(port)).toBe(true);

    child.kill('SIGKILL');
    await exited;
    expect(await eventually(async () => !(await answersPing(port)), 5_000)).toBe(true);
    expect(await eventually(() => !existsSync(folder), 5_000)).toBe(true);
  });
});
