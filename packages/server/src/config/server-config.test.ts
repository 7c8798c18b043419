import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from './env-schema.ts';
import { DEFAULT_WEB_DIR, loadConfig, type ServerConfig } from './server-config.ts';

const made: string[] = [];
const dataDir = () => {
  made.push(mkdtempSync(join(tmpdir(), 'tengen-config-')));
  return join(made[made.length - 1], 'data');
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function configOf(env: Record<string, string>): ServerConfig {
  const config = loadConfig({ TENGEN_DATA_DIR: dataDir(), ...env });
  if (!config.ok) throw new Error(config.error);
  return config.value;
}

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
      sessionIdleMs: 0,
      sockets: { paths: ['/ws', '/ws2'], urls: [null, null] },
      publicUrl: null,
      trustProxy: { kind: 'none' },
      connections: { requestTimeoutMs: 30_000, socketJoinMs: 30_000, perAddress: 256 },
      site: { webDir: DEFAULT_WEB_DIR, dev: false, platform: 'normal', sourceMaps: false },
      engines: {
        command: ['/usr/games/gnugo', '--mode', 'gtp'],
        processes: availableParallelism(),
        maxQueued: 64,
        commandTimeoutMs: 60_000,
        judgeLevel: 3,
        finalTimeoutMs: 10_000,
        machineBeans: 5,
      },
      analysis: {
        level: 0,
        parallel: availableParallelism(),
        chunkMoves: 20,
        maxAttempts: 3,
        askMoves: 6,
      },
      logLevel: 'info',
      cors: { origins: [] },
      shutdownTimeoutMs: 10_000,
    });
    const secretFile = join(dir, 'secret');
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(config.value.secret.toString()).toBe(readFileSync(secretFile, 'utf8').trim());
    expect(config.value.secret.length).toBe(64);
  });

  it('the data folder defaults to ./data', () => {
    const config = loadConfig({ TENGEN_SECRET: 'x'.repeat(32) });
    expect(config.ok && config.value.dataDir).toBe(resolve('data'));
  });

  it('the generated secret is kept across starts', () => {
    const dir = dataDir();
    const first = loadConfig({ TENGEN_DATA_DIR: dir });
    const second = loadConfig({ TENGEN_DATA_DIR: dir });
    expect(first.ok && second.ok && first.value.secret.equals(second.value.secret)).toBe(true);
  });

  it('an empty variable counts as unset', () => {
    expect(configOf({ PORT: '', LOG_LEVEL: '', TENGEN_ENGINE: '', TENGEN_SOCKET_URL: '' })).toMatchObject({
      port: 8080,
      logLevel: 'info',
      engines: { command: ['/usr/games/gnugo', '--mode', 'gtp'] },
      sockets: { urls: [null, null] },
    });
  });

  it.each<[string, string, (config: ServerConfig) => unknown, unknown]>([
    ['HOST', 'go.example.org', (c) => c.host, 'go.example.org'],
    ['PORT', '9000', (c) => c.port, 9000],
    ['PORT', '0', (c) => c.port, 0],
    ['PORT', '65535', (c) => c.port, 65_535],
    [
      'DATABASE_URL',
      'postgresql://tengen@db:5432/tengen',
      (c) => c.database,
      { kind: 'postgres', url: 'postgresql://tengen@db:5432/tengen' },
    ],
    [
      'DATABASE_URL',
      'postgres://db/tengen',
      (c) => c.database,
      { kind: 'postgres', url: 'postgres://db/tengen' },
    ],
    ['TENGEN_SECRET', 'x'.repeat(40), (c) => c.secret.toString(), 'x'.repeat(40)],
    ['TENGEN_TOKEN_TTL_DAYS', '2', (c) => c.tokenTtlMs, 2 * 86_400_000],
    ['TENGEN_TOKEN_TTL_DAYS', '0.5', (c) => c.tokenTtlMs, 43_200_000],
    ['TENGEN_SESSION_IDLE_MINUTES', '120', (c) => c.sessionIdleMs, 7_200_000],
    ['TENGEN_SESSION_IDLE_MINUTES', '0', (c) => c.sessionIdleMs, 0],
    ['TENGEN_SOCKET_URL', 'wss://a.example/ws', (c) => c.sockets.urls, ['wss://a.example/ws', null]],
    ['TENGEN_SOCKET_URL2', 'ws://b.example:8443/ws', (c) => c.sockets.urls, [null, 'ws://b.example:8443/ws']],
    ['TENGEN_TRUST_PROXY', '0', (c) => c.trustProxy, { kind: 'none' }],
    ['TENGEN_PUBLIC_URL', 'https://go.example.org', (c) => c.publicUrl, 'https://go.example.org'],
    ['TENGEN_PUBLIC_URL', 'http://go.example.org:8080/', (c) => c.publicUrl, 'http://go.example.org:8080'],
    ['TENGEN_REQUEST_TIMEOUT_SECONDS', '5', (c) => c.connections.requestTimeoutMs, 5000],
    ['TENGEN_SOCKET_JOIN_SECONDS', '10', (c) => c.connections.socketJoinMs, 10_000],
    ['TENGEN_CONNECTIONS_PER_ADDRESS', '20', (c) => c.connections.perAddress, 20],
    ['TENGEN_SERVE_SOURCE_MAPS', '1', (c) => c.site.sourceMaps, true],
    ['TENGEN_WEB_DIR', 'build/site', (c) => c.site.webDir, resolve('build/site')],
    ['TENGEN_DEV', '1', (c) => c.site.dev, true],
    ['TENGEN_PLATFORM', 'alternate', (c) => c.site.platform, 'alternate'],
    ['LOG_LEVEL', 'warn', (c) => c.logLevel, 'warn'],
    ['LOG_LEVEL', 'silent', (c) => c.logLevel, 'silent'],
    ['TENGEN_CORS_ORIGINS', 'https://a.example', (c) => c.cors.origins, ['https://a.example']],
    [
      'TENGEN_CORS_ORIGINS',
      'https://a.example, http://localhost:5173',
      (c) => c.cors.origins,
      ['https://a.example', 'http://localhost:5173'],
    ],
    ['TENGEN_SHUTDOWN_TIMEOUT_MS', '2500', (c) => c.shutdownTimeoutMs, 2500],
    ['TENGEN_METRICS_TOKEN', 'scrape-me-0123456789', (c) => c.metricsToken, 'scrape-me-0123456789'],
    [
      'TENGEN_ENGINE',
      `"/opt/my engines/katago" gtp -config '/etc/k g.cfg'`,
      (c) => c.engines.command,
      ['/opt/my engines/katago', 'gtp', '-config', '/etc/k g.cfg'],
    ],
    ['TENGEN_ENGINE_PROCESSES', '3', (c) => [c.engines.processes, c.analysis.parallel], [3, 3]],
    ['TENGEN_ENGINE_QUEUE', '0', (c) => c.engines.maxQueued, 0],
    ['TENGEN_ENGINE_LIVE_PROCESSES', '0', (c) => c.engines.liveProcesses, 0],
    ['TENGEN_ENGINE_LIVE_QUEUE', '5', (c) => c.engines.maxQueuedLive, 5],
    ['TENGEN_JUDGE_GUEST_PER_MINUTE', '4', (c) => c.engines.judgementsPerMinute.guest, 4],
    ['TENGEN_JUDGE_USER_PER_MINUTE', '90', (c) => c.engines.judgementsPerMinute.user, 90],
    ['TENGEN_ENGINE_TIMEOUT_MS', '5000', (c) => c.engines.commandTimeoutMs, 5000],
    ['TENGEN_JUDGE_LEVEL', '10', (c) => c.engines.judgeLevel, 10],
    ['TENGEN_FINAL_STATUS_TIMEOUT_MS', '2000', (c) => c.engines.finalTimeoutMs, 2000],
    ['TENGEN_MACHINE_BEANS', '0', (c) => c.engines.machineBeans, 0],
    ['TENGEN_ANALYSIS_LEVEL', '10', (c) => c.analysis.level, 10],
    ['TENGEN_ANALYSIS_PARALLEL', '64', (c) => c.analysis.parallel, 64],
    ['TENGEN_ANALYSIS_CHUNK', '1000', (c) => c.analysis.chunkMoves, 1000],
    ['TENGEN_ANALYSIS_ATTEMPTS', '1', (c) => c.analysis.maxAttempts, 1],
    ['TENGEN_ASK_MOVES', '30', (c) => c.analysis.askMoves, 30],
  ])('takes %s=%s', (name, value, read, expected) => {
    expect(read(configOf({ [name]: value }))).toEqual(expected);
  });

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number 0–65535, got "abc"'],
    ['PORT', '70000', 'PORT must be a whole number 0–65535, got "70000"'],
    ['PORT', '-1', 'PORT must be a whole number 0–65535, got "-1"'],
    ['PORT', '80.5', 'PORT must be a whole number 0–65535, got "80.5"'],
    [
      'DATABASE_URL',
      'mysql://root:hunter2@db/tengen',
      'DATABASE_URL must be a postgres:// or postgresql:// URL, got a value of 30 characters',
    ],
    ['TENGEN_SECRET', 'short', 'TENGEN_SECRET must be at least 32 characters, got a value of 5 characters'],
    ['TENGEN_TOKEN_TTL_DAYS', '0', 'TENGEN_TOKEN_TTL_DAYS must be a number of days above 0, got "0"'],
    ['TENGEN_TOKEN_TTL_DAYS', 'week', 'TENGEN_TOKEN_TTL_DAYS must be a number of days above 0, got "week"'],
    [
      'TENGEN_SESSION_IDLE_MINUTES',
      '-5',
      'TENGEN_SESSION_IDLE_MINUTES must be a number of minutes, 0 for none, got "-5"',
    ],
    [
      'TENGEN_SOCKET_URL',
      'https://a.example/ws',
      'TENGEN_SOCKET_URL must be a ws:// or wss:// URL, got "https://a.example/ws"',
    ],
    ['TENGEN_SOCKET_URL2', '/ws2', 'TENGEN_SOCKET_URL2 must be a ws:// or wss:// URL, got "/ws2"'],
    ...['yes', 'true', '*', 'proxy.example', '11', '10.0.0.5,', '10.0.0.300'].map((value) => [
      'TENGEN_TRUST_PROXY',
      value,
      `TENGEN_TRUST_PROXY must be 0 (no proxy), a number of proxy hops 1–10, or proxy addresses and CIDR ranges separated by commas (e.g. 10.0.0.5,192.168.0.0/16 or loopback), got ${JSON.stringify(value)}`,
    ]),
    ['TENGEN_PUBLIC_URL', 'https://go.example.org/site', 'TENGEN_PUBLIC_URL must be the origin people open'],
    ['TENGEN_PUBLIC_URL', 'go.example.org', 'TENGEN_PUBLIC_URL must be the origin people open'],
    ['TENGEN_REQUEST_TIMEOUT_SECONDS', '0', 'TENGEN_REQUEST_TIMEOUT_SECONDS must be a whole number 1–3600'],
    ['TENGEN_CONNECTIONS_PER_ADDRESS', '0', 'TENGEN_CONNECTIONS_PER_ADDRESS must be a whole number ≥ 1'],
    ['TENGEN_DEV', 'true', 'TENGEN_DEV must be 0 or 1, got "true"'],
    ['TENGEN_PLATFORM', 'mobile', 'TENGEN_PLATFORM must be normal or alternate, got "mobile"'],
    [
      'LOG_LEVEL',
      'verbose',
      'LOG_LEVEL must be fatal, error, warn, info, debug, trace, silent, got "verbose"',
    ],
    ['TENGEN_CORS_ORIGINS', '*', 'TENGEN_CORS_ORIGINS must be a comma-separated list of origins'],
    [
      'TENGEN_CORS_ORIGINS',
      'https://a.example/app',
      'TENGEN_CORS_ORIGINS must be a comma-separated list of origins',
    ],
    ['TENGEN_CORS_ORIGINS', 'a.example', 'TENGEN_CORS_ORIGINS must be a comma-separated list of origins'],
    ['TENGEN_CORS_ORIGINS', ' , ', 'TENGEN_CORS_ORIGINS must be a comma-separated list of origins'],
    ['TENGEN_SHUTDOWN_TIMEOUT_MS', '0', 'TENGEN_SHUTDOWN_TIMEOUT_MS must be a whole number ≥ 1, got "0"'],
    [
      'TENGEN_METRICS_TOKEN',
      'short',
      'TENGEN_METRICS_TOKEN must be at least 16 characters, got a value of 5 characters',
    ],
    ['TENGEN_ENGINE', '   ', 'TENGEN_ENGINE must be a command line (a program and its arguments), got "   "'],
    ['TENGEN_ENGINE_PROCESSES', '0', 'TENGEN_ENGINE_PROCESSES must be a whole number ≥ 1, got "0"'],
    ['TENGEN_ENGINE_QUEUE', '-1', 'TENGEN_ENGINE_QUEUE must be a whole number ≥ 0, got "-1"'],
    [
      'TENGEN_JUDGE_GUEST_PER_MINUTE',
      '0',
      'TENGEN_JUDGE_GUEST_PER_MINUTE must be a whole number ≥ 1, got "0"',
    ],
    ['TENGEN_ENGINE_TIMEOUT_MS', 'soon', 'TENGEN_ENGINE_TIMEOUT_MS must be a whole number ≥ 1, got "soon"'],
    ['TENGEN_JUDGE_LEVEL', '2.5', 'TENGEN_JUDGE_LEVEL must be a whole number ≥ 0, got "2.5"'],
    [
      'TENGEN_FINAL_STATUS_TIMEOUT_MS',
      '0',
      'TENGEN_FINAL_STATUS_TIMEOUT_MS must be a whole number ≥ 1, got "0"',
    ],
    ['TENGEN_MACHINE_BEANS', 'five', 'TENGEN_MACHINE_BEANS must be a whole number ≥ 0, got "five"'],
    ['TENGEN_ANALYSIS_LEVEL', '11', 'TENGEN_ANALYSIS_LEVEL must be a whole number 0–10, got "11"'],
    ['TENGEN_ANALYSIS_PARALLEL', '0', 'TENGEN_ANALYSIS_PARALLEL must be a whole number 1–64, got "0"'],
    ['TENGEN_ANALYSIS_CHUNK', '1001', 'TENGEN_ANALYSIS_CHUNK must be a whole number 1–1000, got "1001"'],
    ['TENGEN_ANALYSIS_ATTEMPTS', '0', 'TENGEN_ANALYSIS_ATTEMPTS must be a whole number 1–100, got "0"'],
    ['TENGEN_ASK_MOVES', '31', 'TENGEN_ASK_MOVES must be a whole number 1–30, got "31"'],
  ])('refuses %s=%s by name', (name, value, message) => {
    const config = loadConfig({ TENGEN_DATA_DIR: dataDir(), [name]: value });
    expect(config.ok ? 'accepted' : config.error).toContain(message);
  });

  it.each<[string, ServerConfig['trustProxy']]>([
    ['1', { kind: 'hops', hops: 1 }],
    ['2', { kind: 'hops', hops: 2 }],
    ['10.0.0.5', { kind: 'addresses', addresses: ['10.0.0.5'] }],
    ['loopback, 192.168.0.0/16', { kind: 'addresses', addresses: ['loopback', '192.168.0.0/16'] }],
  ])('trusts TENGEN_TRUST_PROXY=%s behind the public URL', (value, expected) => {
    expect(
      configOf({ TENGEN_TRUST_PROXY: value, TENGEN_PUBLIC_URL: 'https://go.example.org' }).trustProxy,
    ).toEqual(expected);
  });

  it('a proxy without a public URL, or every address without one, is refused at start', () => {
    const proxied = loadConfig({ TENGEN_DATA_DIR: dataDir(), TENGEN_TRUST_PROXY: '1' });
    expect(proxied.ok ? 'accepted' : proxied.error).toContain('TENGEN_TRUST_PROXY needs TENGEN_PUBLIC_URL');
    for (const host of ['0.0.0.0', '::']) {
      const everywhere = loadConfig({ TENGEN_DATA_DIR: dataDir(), HOST: host });
      expect(everywhere.ok ? 'accepted' : everywhere.error).toContain(
        `HOST=${host} listens on every address, so TENGEN_PUBLIC_URL must say`,
      );
      const named = configOf({ HOST: host, TENGEN_PUBLIC_URL: 'http://192.168.1.5:8080' });
      expect([named.host, named.publicUrl]).toEqual([host, 'http://192.168.1.5:8080']);
    }
  });

  it('a secret never appears in the message that refuses it', () => {
    const config = loadConfig({ TENGEN_DATA_DIR: dataDir(), DATABASE_URL: 'mysql://root:hunter2@db/tengen' });
    expect(config.ok ? 'accepted' : config.error).not.toContain('hunter2');
  });

  it('names every bad variable at once', () => {
    const config = loadConfig({ TENGEN_DATA_DIR: dataDir(), PORT: 'x', LOG_LEVEL: 'loud' });
    expect(config.ok ? 'accepted' : config.error).toBe(
      'PORT must be a whole number 0–65535, got "x"; LOG_LEVEL must be fatal, error, warn, info, debug, trace, silent, got "loud"',
    );
  });

  it('docs/configuration.md has one table row for every variable read, and none other', () => {
    const doc = readFileSync(new URL('../../../../docs/configuration.md', import.meta.url), 'utf8');
    const documented = [...doc.matchAll(/^\| `([A-Z_0-9]+)` \|/gm)].map((m) => m[1]);
    expect([...documented].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});
