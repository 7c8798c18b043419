import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const made: string[] = [];
const dataDir = () => {
  made.push(mkdtempSync(join(tmpdir(), 'tengen-config-')));
  return join(made[made.length - 1], 'data');
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('configuration', () => {
  it('defaults: SQLite under the data folder, a generated secret, both socket paths', () => {
    const dir = dataDir();
    const config = loadConfig({ TENGEN_DATA_DIR: dir });
    if (!config.ok) throw new Error(config.error);
    expect(config.value).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: dir,
      database: { kind: 'sqlite', file: join(dir, 'tengen.sqlite') },
      tokenTtlMs: 30 * 86_400_000,
      sockets: { paths: ['/ws', '/ws2'], urls: [null, null] },
      trustProxy: false,
    });
    const secretFile = join(dir, 'secret');
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(config.value.secret.toString()).toBe(readFileSync(secretFile, 'utf8').trim());
    expect(config.value.secret.length).toBe(64);
  });

  it('the generated secret is kept across starts', () => {
    const dir = dataDir();
    const first = loadConfig({ TENGEN_DATA_DIR: dir });
    const second = loadConfig({ TENGEN_DATA_DIR: dir });
    expect(first.ok && second.ok && first.value.secret.equals(second.value.secret)).toBe(true);
  });

  it('the environment overrides every default', () => {
    const config = loadConfig({
      TENGEN_DATA_DIR: dataDir(),
      HOST: '0.0.0.0',
      PORT: '9000',
      DATABASE_URL: 'postgresql://tengen@db:5432/tengen',
      TENGEN_SECRET: 'x'.repeat(40),
      TENGEN_TOKEN_TTL_DAYS: '2',
      TENGEN_SOCKET_URL: 'wss://a.example/ws',
      TENGEN_SOCKET_URL2: 'wss://b.example:8443/ws',
      TENGEN_TRUST_PROXY: '1',
    });
    if (!config.ok) throw new Error(config.error);
    expect(config.value).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      database: { kind: 'postgres', url: 'postgresql://tengen@db:5432/tengen' },
      tokenTtlMs: 2 * 86_400_000,
      sockets: { urls: ['wss://a.example/ws', 'wss://b.example:8443/ws'] },
      trustProxy: true,
    });
    expect(config.value.secret.toString()).toBe('x'.repeat(40));
  });

  it.each([
    [{ PORT: 'http' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://db/tengen' }, /DATABASE_URL/],
    [{ TENGEN_SECRET: 'short' }, /TENGEN_SECRET/],
    [{ TENGEN_TOKEN_TTL_DAYS: '0' }, /TTL/],
  ])('refuses %o', (env, message) => {
    const config = loadConfig({ TENGEN_DATA_DIR: dataDir(), ...env });
    expect(config.ok).toBe(false);
    if (!config.ok) expect(config.error).toMatch(message);
  });
});
