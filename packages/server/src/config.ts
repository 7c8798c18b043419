/**
 * The server's configuration, from the environment:
 *
 * | Variable | Default | Meaning |
 * |---|---|---|
 * | `HOST`, `PORT` | 127.0.0.1, 8080 | where HTTP (and the sockets) listen |
 * | `TENGEN_DATA_DIR` | ./data | the SQLite file, the generated secret |
 * | `DATABASE_URL` | — | `postgres://…` uses PostgreSQL instead of `<data>/tengen.sqlite` |
 * | `TENGEN_SECRET` | — | signs tokens and userkeys (≥ 32 chars); else `<data>/secret`, made on first start |
 * | `TENGEN_TOKEN_TTL_DAYS` | 30 | how long a login lasts |
 * | `TENGEN_SOCKET_URL`, `TENGEN_SOCKET_URL2` | — | the play info's `sockethost`/`sockethost2`; by default `ws(s)://<the request's host>/ws` and `/ws2` |
 * | `TENGEN_TRUST_PROXY` | 0 | 1: read the client's host and scheme from X-Forwarded-* |
 * | `TENGEN_WEB_DIR` | packages/web/dist | the built site (`npm run build:web`) |
 * | `TENGEN_DEV` | 0 | 1: the pages' dev flag |
 * | `TENGEN_PLATFORM` | normal | `alternate`: the pages' platform flag |
 * | `TENGEN_ENGINE…` | | the Go engine: see engines/engine-config.ts |
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { err, ok, type Result } from '@tengen/core';
import type { Platform } from '@tengen/protocol';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './accounts/password.ts';
import { type EngineConfig, engineConfigFrom } from './engines/engine-config.ts';
import { isPostgresUrl, type StoreLocation } from './storage/open-store.ts';

export interface SocketEndpoints {
  /** The paths the WebSocket server answers on: the first host and the fallback. */
  readonly paths: readonly [string, string];
  /** Absolute URLs to announce instead of deriving them from the request; null derives. */
  readonly urls: readonly [string | null, string | null];
  /** The liveness sweep's period (realtime/hub.ts's LIVENESS_MS unless a test shortens it). */
  readonly livenessMs?: number;
}

/** The site's pages: where the built web app is, and the host data's flags. */
export interface SiteConfig {
  readonly webDir: string;
  readonly dev: boolean;
  readonly platform: Platform;
}

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly database: StoreLocation;
  /** Signs tokens and userkeys. */
  readonly secret: Buffer;
  readonly tokenTtlMs: number;
  readonly passwordCost: ScryptCost;
  readonly sockets: SocketEndpoints;
  readonly trustProxy: boolean;
  readonly site: SiteConfig;
  readonly engines: EngineConfig;
}

export const SOCKET_PATHS = ['/ws', '/ws2'] as const;
const SECRET_FILE = 'secret';
const DAY_MS = 86_400_000;
/** packages/web/dist, found from this file so the server runs from any working directory. */
export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const DEFAULT_SITE: SiteConfig = { webDir: DEFAULT_WEB_DIR, dev: false, platform: 'normal' };

type Env = Readonly<Record<string, string | undefined>>;

/** Reads the environment; creates the data folder and, if needed, the secret file. */
export function loadConfig(env: Env = process.env): Result<ServerConfig, string> {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) return err(`PORT is not a port: ${env.PORT}`);
  const ttlDays = Number(env.TENGEN_TOKEN_TTL_DAYS ?? 30);
  if (!(ttlDays > 0)) return err(`TENGEN_TOKEN_TTL_DAYS must be positive: ${env.TENGEN_TOKEN_TTL_DAYS}`);
  const dataDir = resolve(env.TENGEN_DATA_DIR ?? 'data');
  const database = databaseLocation(env.DATABASE_URL, dataDir);
  if (!database.ok) return database;
  const secret = loadSecret(env.TENGEN_SECRET, dataDir);
  if (!secret.ok) return secret;
  const platform = env.TENGEN_PLATFORM || 'normal';
  if (platform !== 'normal' && platform !== 'alternate') {
    return err(`TENGEN_PLATFORM must be normal or alternate: ${env.TENGEN_PLATFORM}`);
  }
  const engines = engineConfigFrom(env);
  if (!engines.ok) return engines;
  return ok({
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir,
    database: database.value,
    secret: secret.value,
    tokenTtlMs: ttlDays * DAY_MS,
    passwordCost: DEFAULT_SCRYPT_COST,
    sockets: { paths: SOCKET_PATHS, urls: [env.TENGEN_SOCKET_URL || null, env.TENGEN_SOCKET_URL2 || null] },
    trustProxy: env.TENGEN_TRUST_PROXY === '1',
    site: {
      webDir: env.TENGEN_WEB_DIR ? resolve(env.TENGEN_WEB_DIR) : DEFAULT_WEB_DIR,
      dev: env.TENGEN_DEV === '1',
      platform,
    },
    engines: engines.value,
  });
}

export function databaseLocation(url: string | undefined, dataDir: string): Result<StoreLocation, string> {
  if (url === undefined || url === '') return ok({ kind: 'sqlite', file: join(dataDir, 'tengen.sqlite') });
  if (!isPostgresUrl(url)) return err('DATABASE_URL must start with postgres:// or postgresql://');
  return ok({ kind: 'postgres', url });
}

/** The given secret, or the one in the data folder, generated (32 random bytes, mode 0600) on first start. */
export function loadSecret(given: string | undefined, dataDir: string): Result<Buffer, string> {
  if (given !== undefined && given !== '') {
    if (given.length < 32) return err('TENGEN_SECRET must be at least 32 characters');
    return ok(Buffer.from(given, 'utf8'));
  }
  const file = join(dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    } catch (error) {
      // Another process (the admin CLI, a second server) made it first: use theirs.
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
  const text = readFileSync(file, 'utf8').trim();
  if (text.length < 32) return err(`${file} holds less than 32 characters`);
  return ok(Buffer.from(text, 'utf8'));
}
