/**
 * Every environment variable the server reads, with its default and what it allows: the one
 * schema `loadConfig` (server-config.ts) parses once at start. docs/configuration.md is its table.
 * An empty value counts as unset.
 */
import { availableParallelism } from 'node:os';
import { err, ok, type Result } from '@tengen/core';
import { END_OF_GAME } from '@tengen/protocol';
import { z } from 'zod';
import { DEFAULT_ENGINE_COMMAND } from '../engines/engine-config.ts';
import { splitCommandLine } from '../engines/gtp-reply.ts';
import {
  DEFAULT_BEAN_PACKAGES,
  DEFAULT_CURRENCY,
  DEFAULT_MEMBERSHIPS,
  isCurrency,
} from '../pay/pay-catalogue.ts';
import { PAY_PROVIDERS } from '../pay/pay-config.ts';
import { isPostgresUrl } from '../storage/open-store.ts';
import { parseTrustProxy, TRUST_NO_PROXY, TRUST_PROXY_ALLOWED } from './trust-proxy.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const PLATFORMS = ['normal', 'alternate'] as const;

/** Variables whose value is never echoed in an error message (it may hold a password). */
const SECRET_VARIABLES: ReadonlySet<string> = new Set([
  'TENGEN_SECRET',
  'DATABASE_URL',
  'REDIS_URL',
  'TENGEN_METRICS_TOKEN',
  'TENGEN_STRIPE_SECRET_KEY',
  'TENGEN_STRIPE_WEBHOOK_SECRET',
  'TENGEN_SMTP_URL',
]);

const envSchema = z.object({
  HOST: setting(z.string(), '127.0.0.1'),
  PORT: setting(wholeNumber(0, 65_535), 8080),
  TENGEN_DATA_DIR: setting(z.string(), 'data'),
  DATABASE_URL: optional(checked('a postgres:// or postgresql:// URL', isPostgresUrl)),
  REDIS_URL: optional(checked('a redis:// or rediss:// URL', (url) => /^rediss?:\/\//.test(url))),
  TENGEN_SECRET: optional(checked('at least 32 characters', (text) => text.length >= 32)),
  TENGEN_TOKEN_TTL_DAYS: setting(positiveNumber('a number of days above 0'), 30),
  TENGEN_SESSION_IDLE_MINUTES: setting(nonNegativeNumber('a number of minutes, 0 for none'), 0),
  TENGEN_SOCKET_URL: optional(checked('a ws:// or wss:// URL', isSocketUrl)),
  TENGEN_SOCKET_URL2: optional(checked('a ws:// or wss:// URL', isSocketUrl)),
  TENGEN_PUBLIC_URL: optional(publicUrl()),
  TENGEN_TRUST_PROXY: setting(trustProxy(), TRUST_NO_PROXY),
  TENGEN_REQUEST_TIMEOUT_SECONDS: setting(wholeNumber(1, 3600), 30),
  TENGEN_SOCKET_JOIN_SECONDS: setting(wholeNumber(1, 3600), 30),
  TENGEN_CONNECTIONS_PER_ADDRESS: setting(wholeNumber(1), 256),
  TENGEN_SERVE_SOURCE_MAPS: setting(flag(), false),
  TENGEN_SECURITY_CONTACT: optional(checked('a mailto: or https: address', isSecurityContact)),
  TENGEN_WEB_DIR: optional(z.string()),
  TENGEN_DEV: setting(flag(), false),
  TENGEN_PLATFORM: setting(z.enum(PLATFORMS, { error: 'normal or alternate' }), 'normal'),
  LOG_LEVEL: setting(z.enum(LOG_LEVELS, { error: LOG_LEVELS.join(', ') }), 'info'),
  TENGEN_CORS_ORIGINS: setting(originList(), []),
  TENGEN_SHUTDOWN_TIMEOUT_MS: setting(wholeNumber(1), 10_000),
  TENGEN_FIRST_MOVE_SECONDS: setting(wholeNumber(1), 300),
  TENGEN_AWAY_CLAIM_SECONDS: setting(wholeNumber(1), 180),
  TENGEN_COUNT_PROPOSAL_SECONDS: setting(
    wholeNumber(END_OF_GAME.minSeconds, END_OF_GAME.maxSeconds),
    END_OF_GAME.proposalSeconds,
  ),
  TENGEN_RESTART_GRACE_SECONDS: setting(
    wholeNumber(0, END_OF_GAME.maxSeconds),
    END_OF_GAME.restartGraceSeconds,
  ),
  TENGEN_IDLE_ROOM_SECONDS: setting(wholeNumber(1), 60),
  TENGEN_METRICS_TOKEN: optional(checked('at least 16 characters', (text) => text.length >= 16)),

  TENGEN_ENGINE: setting(commandLine(), splitCommandLine(DEFAULT_ENGINE_COMMAND)),
  TENGEN_ENGINE_PROCESSES: setting(wholeNumber(1), availableParallelism),
  TENGEN_ENGINE_LIVE_PROCESSES: setting(wholeNumber(0), 1),
  TENGEN_ENGINE_QUEUE: setting(wholeNumber(0), 64),
  TENGEN_ENGINE_LIVE_QUEUE: setting(wholeNumber(0), 64),
  TENGEN_ENGINE_TIMEOUT_MS: setting(wholeNumber(1), 60_000),
  TENGEN_JUDGE_LEVEL: setting(wholeNumber(0), 3),
  TENGEN_FINAL_STATUS_TIMEOUT_MS: setting(wholeNumber(1), 10_000),
  TENGEN_MACHINE_BEANS: setting(wholeNumber(0), 5),
  TENGEN_JUDGE_GUEST_PER_MINUTE: setting(wholeNumber(1), 10),
  TENGEN_JUDGE_USER_PER_MINUTE: setting(wholeNumber(1), 30),

  TENGEN_ANALYSIS_LEVEL: setting(wholeNumber(0, 10), 0),
  // Unset: as many as there are engine processes (server-config.ts fills it in).
  TENGEN_ANALYSIS_PARALLEL: optional(wholeNumber(1, 64)),
  TENGEN_ANALYSIS_CHUNK: setting(wholeNumber(1, 1000), 20),
  TENGEN_ANALYSIS_ATTEMPTS: setting(wholeNumber(1, 100), 3),
  TENGEN_ASK_MOVES: setting(wholeNumber(1, 30), 6),

  // Read into products by pay/pay-config.ts, which knows the currency's minor unit.
  TENGEN_PAY_PROVIDER: setting(z.enum(PAY_PROVIDERS, { error: PAY_PROVIDERS.join(', ') }), 'manual'),
  TENGEN_PAY_CURRENCY: setting(
    checked('a currency code in lower case, like usd or jpy', isCurrency),
    DEFAULT_CURRENCY,
  ),
  TENGEN_PAY_BEANS: setting(z.string(), DEFAULT_BEAN_PACKAGES),
  TENGEN_PAY_MEMBERSHIPS: setting(z.string(), DEFAULT_MEMBERSHIPS),
  TENGEN_PAY_INSTRUCTIONS: setting(z.string(), ''),
  TENGEN_STRIPE_SECRET_KEY: optional(
    checked('a Stripe secret key (sk_… or rk_…)', (t) => /^(sk|rk)_\w+$/.test(t)),
  ),
  TENGEN_STRIPE_WEBHOOK_SECRET: optional(
    checked('a webhook signing secret (whsec_…)', (t) => /^whsec_\w+$/.test(t)),
  ),
  TENGEN_STRIPE_API_URL: optional(checked('an http:// or https:// URL', isHttpUrl)),

  TENGEN_SMTP_URL: optional(checked('an smtp:// or smtps:// URL', (url) => /^smtps?:\/\/[^/\s]+/.test(url))),
  TENGEN_MAIL_FROM: optional(z.string()),
});

/** The names of every variable the server reads. */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** The environment as the server uses it: every variable read, checked, with its default. */
export type Settings = z.output<typeof envSchema>;
export type RawEnv = Readonly<Record<string, string | undefined>>;

/** Reads every variable; a bad value is refused by name, with what is allowed and what was given. */
export function parseEnv(env: RawEnv): Result<Settings, string> {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return ok(parsed.data);
  const messages = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const given = env[name] ?? '';
    const shown = SECRET_VARIABLES.has(name)
      ? `a value of ${given.length} characters`
      : JSON.stringify(given);
    return `${name} must be ${issue.message}, got ${shown}`;
  });
  return err(messages.join('; '));
}

/** A variable with a default: unset or empty gives the default. */
function setting<T extends z.ZodType>(schema: T, fallback: z.output<T> | (() => z.output<T>)) {
  return z
    .preprocess(emptyIsUnset, schema.optional())
    .transform(
      (value): z.output<T> =>
        value !== undefined
          ? value
          : typeof fallback === 'function'
            ? (fallback as () => z.output<T>)()
            : fallback,
    );
}

/** A variable without a default: unset or empty gives undefined. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyIsUnset, schema.optional());
}

function emptyIsUnset(value: unknown): unknown {
  return value === '' ? undefined : value;
}

/** A text the test accepts, refused with `allowed` (the message's "must be …"). */
function checked(allowed: string, test: (text: string) => boolean) {
  return z.string().refine(test, { error: allowed });
}

function wholeNumber(min: number, max?: number) {
  const allowed = max === undefined ? `a whole number ≥ ${min}` : `a whole number ${min}–${max}`;
  return z.string().transform((text, ctx) => {
    const n = Number(text);
    if (/^\d+$/.test(text) && Number.isSafeInteger(n) && n >= min && (max === undefined || n <= max))
      return n;
    ctx.issues.push({ code: 'custom', message: allowed, input: text });
    return z.NEVER;
  });
}

function positiveNumber(allowed: string) {
  return z.string().transform((text, ctx) => {
    const n = Number(text);
    if (/^\d+(\.\d+)?$/.test(text) && n > 0 && Number.isFinite(n)) return n;
    ctx.issues.push({ code: 'custom', message: allowed, input: text });
    return z.NEVER;
  });
}

function nonNegativeNumber(allowed: string) {
  return z.string().transform((text, ctx) => {
    const n = Number(text);
    if (/^\d+(\.\d+)?$/.test(text) && Number.isFinite(n)) return n;
    ctx.issues.push({ code: 'custom', message: allowed, input: text });
    return z.NEVER;
  });
}

function flag() {
  return z.enum(['0', '1'], { error: '0 or 1' }).transform((text) => text === '1');
}

/** The site's origin; a trailing slash is dropped (`https://play.example.org/` is meant as the origin). */
function publicUrl() {
  return z.string().transform((text, ctx) => {
    const origin = text.endsWith('/') ? text.slice(0, -1) : text;
    if (isOrigin(origin)) return origin;
    ctx.issues.push({
      code: 'custom',
      message: 'the origin people open, like https://play.example.org (scheme, host and port only)',
      input: text,
    });
    return z.NEVER;
  });
}

function trustProxy() {
  return z.string().transform((text, ctx) => {
    const parsed = parseTrustProxy(text);
    if (parsed.ok) return parsed.value;
    ctx.issues.push({ code: 'custom', message: TRUST_PROXY_ALLOWED, input: text });
    return z.NEVER;
  });
}

/** A program and its arguments; quotes group words (there is no shell). */
function commandLine() {
  return z.string().transform((text, ctx) => {
    const words = splitCommandLine(text);
    if (words.length > 0) return words;
    ctx.issues.push({ code: 'custom', message: 'a command line (a program and its arguments)', input: text });
    return z.NEVER;
  });
}

/** Comma-separated origins such as `https://play.example.org`, spaces around commas allowed. */
function originList() {
  return z.string().transform((text, ctx) => {
    const origins = text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    if (origins.length > 0 && origins.every(isOrigin)) return origins;
    ctx.issues.push({
      code: 'custom',
      message: 'a comma-separated list of origins like https://play.example.org (scheme, host and port only)',
      input: text,
    });
    return z.NEVER;
  });
}

function isOrigin(text: string): boolean {
  const url = parseUrl(text);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text;
}

function isSecurityContact(text: string): boolean {
  const url = parseUrl(text);
  return url !== null && (url.protocol === 'mailto:' || url.protocol === 'https:');
}

function isHttpUrl(text: string): boolean {
  const url = parseUrl(text);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:');
}

function isSocketUrl(text: string): boolean {
  const url = parseUrl(text);
  return url !== null && (url.protocol === 'ws:' || url.protocol === 'wss:');
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
