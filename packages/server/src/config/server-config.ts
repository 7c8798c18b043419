/**
 * The server's configuration: every environment variable it reads is in config/env-schema.ts
 * and documented in one table in docs/configuration.md. `loadConfig` reads them once, at start.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { err, ok, type Result } from '@tengen/core';
import type { Platform } from '@tengen/protocol';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from '../accounts/password.ts';
import { type MailConfig, NO_MAIL } from '../accounts/recovery/mail-config.ts';
import type { AnalysisConfig } from '../analysis/analysis-config.ts';
import type { EngineConfig } from '../engines/engine-config.ts';
import { type PayConfig, payConfigFrom } from '../pay/pay-config.ts';
import type { PlayTimes } from '../play/play-config.ts';
import type { StoreLocation } from '../storage/open-store.ts';
import { type LogLevel, parseEnv, type RawEnv } from './env-schema.ts';
import { loadSecret } from './secret.ts';
import type { TrustProxy } from './trust-proxy.ts';

export interface SocketEndpoints {
  /** The paths the WebSocket server answers on: the first host and the fallback. */
  readonly paths: readonly [string, string];
  /** Absolute URLs to announce instead of deriving them from the request; null derives. */
  readonly urls: readonly [string | null, string | null];
  /** The liveness sweep's period (socket/hub.ts's LIVENESS_MS unless a test shortens it). */
  readonly livenessMs?: number;
}

/** The site's pages: where the built web app is, and the host data's flags. */
export interface SiteConfig {
  readonly webDir: string;
  readonly dev: boolean;
  readonly platform: Platform;
  /** Serve the built app's source maps (`*.map`); by default they answer 404. */
  readonly sourceMaps?: boolean;
  /** Where to report a vulnerability (`mailto:` or `https:`), published in /.well-known/security.txt. */
  readonly securityContact?: string | null;
}

/** How long a request or an unjoined socket may hold a connection, and how many one address may hold. */
export interface ConnectionLimits {
  /** Headers and body of a request must have arrived within this (the rest is cut with 408). */
  readonly requestTimeoutMs: number;
  /** A socket that has not joined a room, the lobby or a class by then is closed. */
  readonly socketJoinMs: number;
  /** Open connections (HTTP and sockets) one client address may hold at once. */
  readonly perAddress: number;
}

/** Other origins whose pages may call the API (CORS); none: same-origin only. */
export interface CorsConfig {
  readonly origins: readonly string[];
}

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly database: StoreLocation;
  /** The Redis that joins several server processes (docs/scale-out.md); null: one process. */
  readonly redisUrl: string | null;
  /** Signs tokens and userkeys. */
  readonly secret: Buffer;
  readonly tokenTtlMs: number;
  /** A session unused this long ends (docs/accounts.md); 0: none. */
  readonly sessionIdleMs: number;
  readonly passwordCost: ScryptCost;
  readonly sockets: SocketEndpoints;
  /**
   * The site's origin as people open it (`https://play.example.org`): the socket URLs, the
   * pages' root, the payment return addresses and the sockets' allowed Origin. Never taken from
   * a request's headers; without TENGEN_PUBLIC_URL, the listen address.
   */
  readonly publicUrl: string | null;
  /** The reverse proxies whose X-Forwarded-For names the client (config/trust-proxy.ts). */
  readonly trustProxy: TrustProxy;
  readonly connections: ConnectionLimits;
  readonly site: SiteConfig;
  readonly engines: EngineConfig;
  readonly analysis: AnalysisConfig;
  readonly logLevel: LogLevel;
  readonly cors: CorsConfig;
  /** How long a shutdown may take before the process gives up waiting and exits with code 1. */
  readonly shutdownTimeoutMs: number;
  /** Lets a scraper on another machine read /metrics (`Authorization: Bearer …`); null: this machine only. */
  readonly metricsToken: string | null;
  /** The waits of every game: the first move, and an away player before the win may be claimed. */
  readonly play: PlayTimes;
  /** How long a game room nobody on this process has open stays loaded (play/live-rooms.ts). */
  readonly idleRoomMs: number;
  /** Buying Weidou and memberships: the provider, the products, the Stripe keys (docs/pay.md). */
  readonly pay: PayConfig;
  /** The SMTP server reset links go out through (they point to `publicUrl`). */
  readonly mail?: MailConfig;
}

export type { LogLevel } from './env-schema.ts';
export const SOCKET_PATHS = ['/ws', '/ws2'] as const;
const DAY_MS = 86_400_000;
/** How often an idle analysis runner looks for jobs another process queued. */
const ANALYSIS_POLL_MS = 5000;
/** packages/web/dist, found from this file so the server runs from any working directory. */
export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));
/** Addresses that mean "every interface": no address a browser could open. */
const WILDCARD_HOSTS: ReadonlySet<string> = new Set(['0.0.0.0', '::', '[::]']);
export const DEFAULT_CONNECTIONS: ConnectionLimits = {
  requestTimeoutMs: 30_000,
  socketJoinMs: 30_000,
  perAddress: 256,
};
export const DEFAULT_SITE: SiteConfig = { webDir: DEFAULT_WEB_DIR, dev: false, platform: 'normal' };

/**
 * Reads and checks the environment (a bad value is refused by name); creates the data folder
 * and, if needed, the secret file.
 */
export function loadConfig(env: RawEnv = process.env): Result<ServerConfig, string> {
  const parsed = parseEnv(env);
  if (!parsed.ok) return parsed;
  const s = parsed.value;
  if (s.REDIS_URL !== undefined && s.DATABASE_URL === undefined) {
    return err(
      'REDIS_URL needs DATABASE_URL: the processes Redis joins share one PostgreSQL database, never a SQLite file',
    );
  }
  if (s.TENGEN_PUBLIC_URL === undefined && s.TENGEN_TRUST_PROXY.kind !== 'none') {
    return err(
      'TENGEN_TRUST_PROXY needs TENGEN_PUBLIC_URL: behind a proxy the site cannot know the address people open, and it never takes it from a header a client can write',
    );
  }
  if (s.TENGEN_PUBLIC_URL === undefined && WILDCARD_HOSTS.has(s.HOST)) {
    return err(
      `HOST=${s.HOST} listens on every address, so TENGEN_PUBLIC_URL must say which one people open (e.g. http://192.168.1.5:${s.PORT})`,
    );
  }
  const dataDir = resolve(s.TENGEN_DATA_DIR);
  const secret = loadSecret(s.TENGEN_SECRET, dataDir);
  if (!secret.ok) return secret;
  const pay = payConfigFrom(s);
  if (!pay.ok) return pay;
  if (s.TENGEN_SMTP_URL !== undefined && s.TENGEN_PUBLIC_URL === undefined) {
    return err('TENGEN_SMTP_URL needs TENGEN_PUBLIC_URL: the links in mail point to the public address');
  }
  const engines: EngineConfig = {
    command: s.TENGEN_ENGINE,
    processes: s.TENGEN_ENGINE_PROCESSES,
    liveProcesses: s.TENGEN_ENGINE_LIVE_PROCESSES,
    maxQueued: s.TENGEN_ENGINE_QUEUE,
    maxQueuedLive: s.TENGEN_ENGINE_LIVE_QUEUE,
    commandTimeoutMs: s.TENGEN_ENGINE_TIMEOUT_MS,
    judgeLevel: s.TENGEN_JUDGE_LEVEL,
    finalTimeoutMs: s.TENGEN_FINAL_STATUS_TIMEOUT_MS,
    machineBeans: s.TENGEN_MACHINE_BEANS,
    judgementsPerMinute: { guest: s.TENGEN_JUDGE_GUEST_PER_MINUTE, user: s.TENGEN_JUDGE_USER_PER_MINUTE },
  };
  return ok({
    host: s.HOST,
    port: s.PORT,
    dataDir,
    database:
      s.DATABASE_URL === undefined
        ? { kind: 'sqlite', file: join(dataDir, 'tengen.sqlite') }
        : { kind: 'postgres', url: s.DATABASE_URL },
    redisUrl: s.REDIS_URL ?? null,
    secret: secret.value,
    tokenTtlMs: s.TENGEN_TOKEN_TTL_DAYS * DAY_MS,
    sessionIdleMs: Math.round(s.TENGEN_SESSION_IDLE_MINUTES * 60_000),
    passwordCost: DEFAULT_SCRYPT_COST,
    sockets: { paths: SOCKET_PATHS, urls: [s.TENGEN_SOCKET_URL ?? null, s.TENGEN_SOCKET_URL2 ?? null] },
    publicUrl: s.TENGEN_PUBLIC_URL ?? null,
    trustProxy: s.TENGEN_TRUST_PROXY,
    connections: {
      requestTimeoutMs: s.TENGEN_REQUEST_TIMEOUT_SECONDS * 1000,
      socketJoinMs: s.TENGEN_SOCKET_JOIN_SECONDS * 1000,
      perAddress: s.TENGEN_CONNECTIONS_PER_ADDRESS,
    },
    site: {
      webDir: s.TENGEN_WEB_DIR === undefined ? DEFAULT_WEB_DIR : resolve(s.TENGEN_WEB_DIR),
      dev: s.TENGEN_DEV,
      platform: s.TENGEN_PLATFORM,
      sourceMaps: s.TENGEN_SERVE_SOURCE_MAPS,
      securityContact: s.TENGEN_SECURITY_CONTACT ?? null,
    },
    engines,
    analysis: {
      level: s.TENGEN_ANALYSIS_LEVEL,
      parallel: s.TENGEN_ANALYSIS_PARALLEL ?? engines.processes,
      chunkMoves: s.TENGEN_ANALYSIS_CHUNK,
      maxAttempts: s.TENGEN_ANALYSIS_ATTEMPTS,
      askMoves: s.TENGEN_ASK_MOVES,
      pollMs: ANALYSIS_POLL_MS,
    },
    logLevel: s.LOG_LEVEL,
    cors: { origins: s.TENGEN_CORS_ORIGINS },
    shutdownTimeoutMs: s.TENGEN_SHUTDOWN_TIMEOUT_MS,
    metricsToken: s.TENGEN_METRICS_TOKEN ?? null,
    play: {
      absenceMs: s.TENGEN_FIRST_MOVE_SECONDS * 1000,
      awayClaimMs: s.TENGEN_AWAY_CLAIM_SECONDS * 1000,
      proposalMs: s.TENGEN_COUNT_PROPOSAL_SECONDS * 1000,
      restartGraceMs: s.TENGEN_RESTART_GRACE_SECONDS * 1000,
    },
    idleRoomMs: s.TENGEN_IDLE_ROOM_SECONDS * 1000,
    pay: pay.value,
    mail: {
      smtpUrl: s.TENGEN_SMTP_URL ?? null,
      from: s.TENGEN_MAIL_FROM ?? NO_MAIL.from,
    },
  });
}
