/**
 * Abuse limits on signing in and registering, per address, per account and per device, so
 * neither one address trying many accounts nor many addresses trying one account gets far, and
 * yet failures from elsewhere cannot lock the owner out. The address is the client's
 * (`request.ip`); the account is the form's username, compared without case as the store
 * compares it. Every attempt is counted before it is tried (attempt-counter.ts), and a refused
 * one is a 429 in the site's failure format with Retry-After (header and `retryAfter` field), not
 * tried at all: no password is hashed or checked.
 *
 * Failed sign-ins to one account lock it for unknown devices only. A browser that presents a
 * valid device cookie for the account (device-cookie.ts: it signed in to it before) is counted on
 * its own, by device: it is never refused for failures elsewhere, and once its own failures pass
 * their limit it is no longer trusted and meets the account's lockout like any other. A sign-in
 * that succeeds, and a registration, give the browser a new device cookie, and takes its attempt back from the count
 * it was made on (a known device's earlier failures too: it has shown it knows the password).
 * With two-factor sign-in the password step does not sign in, so its attempt stays counted; the
 * second step's success (`loginCode`) takes it back and makes the device known.
 *
 * This machine's own address (127.0.0.1, ::1) is not limited by address: requests come from it
 * when a reverse proxy here does not pass the client's address on (every client would then share
 * one count and lock each other out) or from local tools. The limits per account still apply.
 *
 * Only the sign-in and registration routes are limited: the rest of the API answers cheap reads
 * for signed-in pages, and live play goes over the WebSocket, which has its own limiter.
 * docs/accounts.md gives the reasons for the numbers.
 */
import { HTTP_ROUTES, routerPath } from '@tengen/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { failure, sendFailure } from '../http/failure.ts';
import { attemptCounter, type Limit } from './attempt-counter.ts';
import { knownDeviceOf, setDeviceCookie } from './device-cookie.ts';
import { SIGN_IN_COOKIE } from './sign-in-cookie.ts';

export interface AuthLimits {
  /** Sign-in attempts from one address, failed or not. */
  readonly loginsPerAddress: Limit;
  /** Failed sign-ins to one account from devices it does not know; a success does not count. */
  readonly failedLoginsPerAccount: Limit;
  /** Failed sign-ins from one known device (device cookie); past it the device is not trusted. */
  readonly failedLoginsPerDevice: Limit;
  /** Registration attempts from one address. */
  readonly registrationsPerAddress: Limit;
  /** Registration attempts for one username, from any address. */
  readonly registrationsPerName: Limit;
}

const MINUTE = 60_000;

export const AUTH_LIMITS: AuthLimits = {
  loginsPerAddress: { max: 10, windowMs: MINUTE },
  failedLoginsPerAccount: { max: 5, windowMs: 15 * MINUTE },
  failedLoginsPerDevice: { max: 5, windowMs: 15 * MINUTE },
  registrationsPerAddress: { max: 10, windowMs: 60 * MINUTE },
  registrationsPerName: { max: 5, windowMs: 15 * MINUTE },
};

const LOGIN_URL = routerPath(HTTP_ROUTES.login.path);
const REGISTER_URL = routerPath(HTTP_ROUTES.register.path);
const LOGIN_CODE_URL = routerPath(HTTP_ROUTES.loginCode.path);

/** A sign-in attempt that was counted: its account, and what to do to the count when it succeeds. */
interface CountedLogin {
  readonly username: string;
  readonly succeeded: () => Promise<void>;
}

/**
 * Call before the account routes are added: it hooks them as they are declared. With `redis`
 * (cluster/redis-link.ts's command connection) the limits count there, shared by the processes.
 * `secret` signs the device cookies.
 */
export function addAuthLimits(
  app: FastifyInstance,
  secret: Buffer,
  limits: AuthLimits = AUTH_LIMITS,
  redis?: Redis,
): void {
  const counter = (name: keyof AuthLimits) => attemptCounter(name, limits[name], redis);
  const loginsPerAddress = counter('loginsPerAddress');
  const failedLoginsPerAccount = counter('failedLoginsPerAccount');
  const failedLoginsPerDevice = counter('failedLoginsPerDevice');
  const registrationsPerAddress = counter('registrationsPerAddress');
  const registrationsPerName = counter('registrationsPerName');
  const countedLogins = new WeakMap<FastifyRequest, CountedLogin>();

  const guardLogin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromThisMachine(request)) {
      const byAddress = await loginsPerAddress.count(request.ip);
      if (!byAddress.allowed) return refuse(reply, byAddress, 'too many sign-in attempts from this address');
    }
    const username = usernameOf(request);
    if (username === null) return;
    const device = knownDeviceOf(request, secret, username);
    if (device !== null) {
      const byDevice = await failedLoginsPerDevice.count(device.deviceId);
      if (byDevice.allowed) {
        // The device knows the password: its earlier mistakes are forgiven.
        countedLogins.set(request, {
          username,
          succeeded: () => failedLoginsPerDevice.forget(device.deviceId),
        });
        return;
      }
    }
    const byAccount = await failedLoginsPerAccount.count(username);
    if (!byAccount.allowed) return refuse(reply, byAccount, 'too many failed sign-ins to this account');
    // Only this attempt is taken back: the failures before it still count against the account.
    countedLogins.set(request, { username, succeeded: () => failedLoginsPerAccount.uncount(username) });
  };
  const afterLogin = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const counted = countedLogins.get(request);
    if (counted !== undefined && signsIn(reply)) {
      await counted.succeeded();
      setDeviceCookie(reply, secret, counted.username, LOGIN_URL);
    }
    return payload;
  };
  // The form of the second step names no account: the answer does, once it signs in. The device
  // cookie reaches this route too (its path is the sign-in route's, which this one is under).
  const afterLoginCode = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const username = signsIn(reply) ? usernameOfAnswer(payload) : null;
    if (username === null) return payload;
    const device = knownDeviceOf(request, secret, username);
    // A known device's password step was counted on the device, else on the account. (A known
    // device past its own limit was counted on the account; that one attempt stays counted.)
    if (device !== null) await failedLoginsPerDevice.forget(device.deviceId);
    else await failedLoginsPerAccount.uncount(username);
    setDeviceCookie(reply, secret, username, LOGIN_URL);
    return payload;
  };
  const guardRegistration = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromThisMachine(request)) {
      const byAddress = await registrationsPerAddress.count(request.ip);
      if (!byAddress.allowed) return refuse(reply, byAddress, 'too many registrations from this address');
    }
    const username = usernameOf(request);
    if (username === null) return;
    const byName = await registrationsPerName.count(username);
    if (!byName.allowed) return refuse(reply, byName, 'too many registration attempts for this username');
  };
  // Registering signs the browser in: it is the new account's first known device.
  const afterRegistration = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const username = usernameOf(request);
    if (username !== null && signsIn(reply)) setDeviceCookie(reply, secret, username, LOGIN_URL);
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (route.method !== 'POST') return;
    if (route.url === LOGIN_URL) {
      appendHook(route, 'preHandler', guardLogin);
      appendHook(route, 'onSend', afterLogin);
    } else if (route.url === LOGIN_CODE_URL) {
      appendHook(route, 'onSend', afterLoginCode);
    } else if (route.url === REGISTER_URL) {
      appendHook(route, 'preHandler', guardRegistration);
      appendHook(route, 'onSend', afterRegistration);
    }
  });
}

function refuse(reply: FastifyReply, counted: { readonly retryAfterSeconds: number }, what: string) {
  const seconds = counted.retryAfterSeconds;
  reply.header('retry-after', String(seconds));
  return sendFailure(reply, {
    ...failure('RATE_LIMITED', `${what}; try again in ${seconds} s`),
    retryAfter: seconds,
  });
}

/**
 * The answer signs the browser in: it sets the sign-in cookie (sign-in-cookie.ts). A step of a
 * sign-in that does not yet sign in (a second factor still to come) neither takes the attempt
 * back nor makes the device known.
 */
function signsIn(reply: FastifyReply): boolean {
  if (reply.statusCode !== 200) return false;
  const header = reply.getHeader('set-cookie');
  const cookies = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return cookies.some(
    (cookie) => cookie.startsWith(`${SIGN_IN_COOKIE}=`) && !cookie.startsWith(`${SIGN_IN_COOKIE}=;`),
  );
}

/** The form's username as the store compares it, or null when the form has none. */
function usernameOf(request: FastifyRequest): string | null {
  const body = request.body as { username?: unknown } | null | undefined;
  const name = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
  return name === '' ? null : name;
}

/** The signed-in user's name of a sign-in answer (`{ token, user: { username } }`), lower case. */
function usernameOfAnswer(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const answer = JSON.parse(payload) as { user?: { username?: unknown } } | null;
    const name = answer?.user?.username;
    return typeof name === 'string' && name !== '' ? name.toLowerCase() : null;
  } catch {
    return null;
  }
}

function fromThisMachine(request: FastifyRequest): boolean {
  return THIS_MACHINE.has(request.ip);
}

const THIS_MACHINE: ReadonlySet<string> = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

type HookName = 'preHandler' | 'onSend';

function appendHook(route: RouteOptions, name: HookName, hook: unknown): void {
  const existing = route[name] as unknown;
  const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  (route as unknown as Record<HookName, unknown[]>)[name] = [...hooks, hook];
}
