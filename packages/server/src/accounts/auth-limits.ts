/**
 * Abuse limits on signing in and registering (@fastify/rate-limit's counters), per address and
 * per account, so neither one address trying many accounts nor many addresses trying one
 * account gets far. The address is the client's (`request.ip`: the peer, or X-Forwarded-For when
 * the proxy is trusted); the account is the form's username, compared without case as the store
 * compares it. A refused attempt is a 429 in the site's failure format with Retry-After, and is
 * not tried at all: no password is hashed or checked.
 *
 * Without Redis each limit counts in this process's memory. With the Redis that joins the site's
 * processes, each limit counts there, under its own keys (`tengen:limit:<limit>:<address or
 * name>`), so every process counts the same attempts. While Redis fails (it is down, or takes
 * longer than REDIS_PATIENCE_MS to answer) a check counts in this process's memory instead: the
 * page stays up, and the limits still hold, though per process (N processes let N times the
 * attempts through) until Redis answers again. Letting every attempt through instead would leave
 * the failed sign-ins to one account unlimited for as long as Redis is out. Nothing is logged per
 * request: the cluster's own failing commands already log that Redis is out.
 *
 * This machine's own address (127.0.0.1, ::1) is not limited by address: requests come from it
 * when a reverse proxy here does not pass the client's address on (every client would then share
 * one count and lock each other out) or from local tools. The limits per account still apply.
 *
 * Only the sign-in and registration routes are limited: the rest of the API answers cheap reads
 * for signed-in pages, and live play goes over the WebSocket, which has its own limiter.
 */
import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import { HTTP_ROUTES, routerPath } from '@tengen/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { failure, sendFailure } from '../http/failure.ts';

export interface Limit {
  readonly max: number;
  readonly windowMs: number;
}

export interface AuthLimits {
  /** Sign-in attempts from one address, failed or not. */
  readonly loginsPerAddress: Limit;
  /** Failed sign-ins to one account, from any address; a success does not count. */
  readonly failedLoginsPerAccount: Limit;
  /** Registration attempts from one address. */
  readonly registrationsPerAddress: Limit;
  /** Registration attempts for one username, from any address. */
  readonly registrationsPerName: Limit;
}

const MINUTE = 60_000;

/** docs/operations.md gives the reasons for these numbers. */
export const AUTH_LIMITS: AuthLimits = {
  loginsPerAddress: { max: 10, windowMs: MINUTE },
  failedLoginsPerAccount: { max: 5, windowMs: 15 * MINUTE },
  registrationsPerAddress: { max: 10, windowMs: 60 * MINUTE },
  registrationsPerName: { max: 5, windowMs: 15 * MINUTE },
};

/**
 * Addresses or names remembered per limit: an attacker cycling through more keys than this could
 * make the oldest forgotten, so it is far above what one server sees in a window.
 */
const KEYS_REMEMBERED = 50_000;

/**
 * How long a check waits for Redis before counting in memory instead. Redis answers in well under
 * a millisecond; this only matters when it hangs or the network to it drops packets, when a
 * command would otherwise wait until the connection is declared lost.
 */
export const REDIS_PATIENCE_MS = 500;

type Check = ReturnType<FastifyInstance['createRateLimit']>;
type Checked = Awaited<ReturnType<Check>>;

interface Checks {
  readonly loginsPerAddress: Check;
  readonly failedLoginsPerAccount: Check;
  readonly registrationsPerAddress: Check;
  readonly registrationsPerName: Check;
}

const LOGIN_URL = routerPath(HTTP_ROUTES.login.path);
const REGISTER_URL = routerPath(HTTP_ROUTES.register.path);

/**
 * Call before the account routes are added: it hooks them as they are declared. With `redis`
 * (cluster/redis-link.ts's command connection) the limits count there, shared by the processes.
 */
export function addAuthLimits(app: FastifyInstance, limits: AuthLimits = AUTH_LIMITS, redis?: Redis): void {
  let checks: Checks | null = null;
  app.register(async (scope) => {
    const make = async (name: keyof AuthLimits, byAccount: boolean): Promise<Check> => {
      const { max, windowMs } = limits[name];
      const keys = byAccount ? { keyGenerator: accountKey } : { allowList: fromThisMachine };
      const options = { global: false, max, timeWindow: windowMs, ...keys };
      const inMemory = await limiter(scope, { ...options, cache: KEYS_REMEMBERED });
      if (redis === undefined) return inMemory;
      const inRedis = await limiter(scope, { ...options, redis, nameSpace: `tengen:limit:${name}:` });
      return inRedisOrMemory(inRedis, inMemory);
    };
    checks = {
      loginsPerAddress: await make('loginsPerAddress', false),
      failedLoginsPerAccount: await make('failedLoginsPerAccount', true),
      registrationsPerAddress: await make('registrationsPerAddress', false),
      registrationsPerName: await make('registrationsPerName', true),
    };
  });
  const ready = (): Checks => {
    if (checks === null) throw new Error('auth limits used before the app is ready');
    return checks;
  };

  const guardLogin = async (request: FastifyRequest, reply: FastifyReply) => {
    const { loginsPerAddress, failedLoginsPerAccount } = ready();
    const byAddress = await loginsPerAddress(request);
    if (isOver(byAddress)) return refuse(reply, byAddress, 'too many sign-in attempts from this address');
    if (usernameOf(request) === null) return;
    const byAccount = await failedLoginsPerAccount(request, { increment: false });
    if (isSpent(byAccount)) return refuse(reply, byAccount, 'too many failed sign-ins to this account');
  };
  // A wrong password (or no such user) counts against the account named.
  const countFailedLogin = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode === 401 && usernameOf(request) !== null)
      await ready().failedLoginsPerAccount(request);
    return payload;
  };
  const guardRegistration = async (request: FastifyRequest, reply: FastifyReply) => {
    const { registrationsPerAddress, registrationsPerName } = ready();
    const byAddress = await registrationsPerAddress(request);
    if (isOver(byAddress)) return refuse(reply, byAddress, 'too many registrations from this address');
    if (usernameOf(request) === null) return;
    const byName = await registrationsPerName(request);
    if (isOver(byName)) return refuse(reply, byName, 'too many registration attempts for this username');
  };

  app.addHook('onRoute', (route) => {
    if (route.method !== 'POST') return;
    if (route.url === LOGIN_URL) {
      appendHook(route, 'preHandler', guardLogin);
      appendHook(route, 'onSend', countFailedLogin);
    } else if (route.url === REGISTER_URL) {
      appendHook(route, 'preHandler', guardRegistration);
    }
  });
}

/**
 * One limit with its own store: a registration of the plugin per limit, each in its own scope.
 * (Limits made with `createRateLimit(options)` from one registration would share its Redis keys:
 * the Redis store names a limit after its route, and such limits have none.)
 */
async function limiter(scope: FastifyInstance, options: RateLimitPluginOptions): Promise<Check> {
  const made: { check?: Check } = {};
  await scope.register(async (own) => {
    await own.register(fastifyRateLimit, options);
    made.check = own.createRateLimit();
  });
  if (made.check === undefined) throw new Error('rate limit plugin not loaded');
  return made.check;
}

/** Counts in Redis; when Redis fails or is slow to answer, in memory (see the top of the file). */
function inRedisOrMemory(inRedis: Check, inMemory: Check): Check {
  return async (request, options) => {
    try {
      return await withinPatience(inRedis(request, options));
    } catch {
      return inMemory(request, options);
    }
  };
}

async function withinPatience<T>(answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), REDIS_PATIENCE_MS);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** This attempt went over the limit (it was counted, and it is one too many). */
function isOver(checked: Checked): checked is Extract<Checked, { isAllowed: false }> {
  return !checked.isAllowed && checked.isExceeded;
}

/** The limit is used up: the next attempt would go over it (read without counting). */
function isSpent(checked: Checked): checked is Extract<Checked, { isAllowed: false }> {
  return !checked.isAllowed && checked.remaining === 0;
}

function refuse(reply: FastifyReply, checked: Extract<Checked, { isAllowed: false }>, what: string) {
  const seconds = Math.max(1, checked.ttlInSeconds);
  reply.header('retry-after', String(seconds));
  return sendFailure(reply, failure('RATE_LIMITED', `${what}; try again in ${seconds} s`));
}

/** The form's username as the store compares it, or null when the form has none. */
function usernameOf(request: FastifyRequest): string | null {
  const body = request.body as { username?: unknown } | null | undefined;
  const name = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
  return name === '' ? null : name;
}

function fromThisMachine(request: FastifyRequest): boolean {
  return THIS_MACHINE.has(request.ip);
}

const THIS_MACHINE: ReadonlySet<string> = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function accountKey(request: FastifyRequest): string {
  return usernameOf(request) ?? '';
}

type HookName = 'preHandler' | 'onSend';

function appendHook(route: RouteOptions, name: HookName, hook: unknown): void {
  const existing = route[name] as unknown;
  const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  (route as unknown as Record<HookName, unknown[]>)[name] = [...hooks, hook];
}
