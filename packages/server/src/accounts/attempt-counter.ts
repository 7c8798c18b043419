/**
 * One limit's counter of attempts per key (an address, a name, a device), rate-limiter-flexible's
 * fixed windows. An attempt is counted before it is tried, in one atomic step (a Lua script in
 * Redis, a synchronous update in memory), so a burst of parallel attempts cannot all read the
 * count before any of them adds to it.
 *
 * Without Redis the counter lives in this process's memory. With the Redis that joins the site's
 * processes it lives there, under `tengen:limit:<limit>:<key>`, so every process counts the same
 * attempts. While Redis fails (it is down, or takes longer than REDIS_PATIENCE_MS to answer) an
 * attempt is counted in this process's memory instead: the page stays up, and the limits still
 * hold, though per process (N processes let N times the attempts through) until Redis answers
 * again. Letting every attempt through instead would leave the failed sign-ins to one account
 * unlimited for as long as Redis is out. Nothing is logged per request: the cluster's own failing
 * commands already log that Redis is out.
 */
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
} from 'rate-limiter-flexible';

export interface Limit {
  readonly max: number;
  readonly windowMs: number;
}

export type CountedAttempt =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

export interface AttemptCounter {
  /** Counts one attempt; answers whether it is within the limit, else the seconds until it is. */
  count(key: string): Promise<CountedAttempt>;
  /** Takes one counted attempt back (a success that is not to count against the limit). */
  uncount(key: string): Promise<void>;
  /** Forgets every attempt counted on the key in this window. */
  forget(key: string): Promise<void>;
}

/**
 * How long a count waits for Redis before counting in memory instead. Redis answers in well under
 * a millisecond; this only matters when it hangs or the network to it drops packets, when a
 * command would otherwise wait until the connection is declared lost.
 */
export const REDIS_PATIENCE_MS = 500;

export function attemptCounter(name: string, limit: Limit, redis?: Redis): AttemptCounter {
  const options = { points: limit.max, duration: Math.max(1, Math.round(limit.windowMs / 1000)) };
  const inMemory = new RateLimiterMemory(options);
  const limiter: RateLimiterAbstract | RLWrapperTimeouts =
    redis === undefined
      ? inMemory
      : new RLWrapperTimeouts({
          limiter: new RateLimiterRedis({
            ...options,
            storeClient: redis,
            keyPrefix: `tengen:limit:${name}`,
            rejectIfRedisNotReady: true,
          }),
          timeoutMs: REDIS_PATIENCE_MS,
          insuranceLimiter: inMemory,
        });
  return {
    async count(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
    async uncount(key) {
      await limiter.reward(key);
    },
    async forget(key) {
      await limiter.delete(key);
    },
  };
}
