/**
 * `GET /healthz`, for load balancers and monitors: 200 when the database answers a trivial
 * query and the engine pool can run jobs, else 503 with the check that failed. No sign-in,
 * never cached. The engine check starts no engine: it asks the pool whether it is closed or
 * its engine failed to start at the last try. Why a check failed goes to the log, not the answer.
 *
 * With several processes, the answer also says whether this one reaches Redis, but a Redis that
 * is out does not make it 503: every process shares the one Redis, so a balancer would then take
 * the whole site out, while each process still serves the games it owns (docs/scale-out.md).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Engines } from '../engines/engines.ts';
import type { Store } from '../storage/store.ts';

export type CheckState = 'ok' | 'failing';

export interface HealthAnswer {
  readonly status: CheckState;
  readonly checks: {
    readonly database: CheckState;
    /** `off` when this app has no engine pool. */
    readonly engines: CheckState | 'off';
    /** `off` for a single process (no Redis); never makes the answer 503. */
    readonly redis: CheckState | 'off';
  };
}

/** A database that has not answered `select 1` by then counts as unreachable. */
export const DATABASE_DEADLINE_MS = 2000;

export function addHealthRoute(
  app: FastifyInstance,
  store: Store,
  engines: Engines | null,
  redis: Redis | null = null,
): void {
  app.get('/healthz', async (request, reply) => {
    const database = await databaseCheck(store, request.log);
    const engine = engineCheck(engines, request.log);
    const healthy = database === 'ok' && engine !== 'failing';
    const answer: HealthAnswer = {
      status: healthy ? 'ok' : 'failing',
      checks: {
        database,
        engines: engine,
        redis: redis === null ? 'off' : redis.status === 'ready' ? 'ok' : 'failing',
      },
    };
    return reply
      .code(healthy ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(answer);
  });
}

async function databaseCheck(store: Store, log: FastifyBaseLogger): Promise<CheckState> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${DATABASE_DEADLINE_MS} ms`)),
      DATABASE_DEADLINE_MS,
    );
  });
  try {
    await Promise.race([store.ping(), deadline]);
    return 'ok';
  } catch (error) {
    log.warn({ err: error }, 'health: the database does not answer');
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}

function engineCheck(engines: Engines | null, log: FastifyBaseLogger): CheckState | 'off' {
  if (engines === null) return 'off';
  const health = engines.pool.health();
  if (health.ok) return 'ok';
  log.warn(`health: the engine pool cannot run jobs: ${health.error}`);
  return 'failing';
}
