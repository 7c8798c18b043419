/**
 * Builds the HTTP app (Fastify) from a configuration and a store: Tengen's account calls, the
 * seed's live-play /jwt/ calls, and the site's pages and files. It does not listen and opens no sockets; the caller
 * listens, and server.ts adds the WebSocket endpoints and a real RoomGateway.
 */

import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  LogController,
} from 'fastify';
import type { Redis } from 'ioredis';
import { addAccountRoutes } from './accounts/account-routes.ts';
import { addAccountSecurityRoutes } from './accounts/account-security-routes.ts';
import { type Accounts, createAccounts } from './accounts/accounts.ts';
import { type AuthLimits, addAuthLimits } from './accounts/auth-limits.ts';
import { type MailConfig, NO_MAIL } from './accounts/recovery/mail-config.ts';
import { addRecoveryRoutes } from './accounts/recovery/recovery-routes.ts';
import { addAnalysisRoutes } from './analysis/analysis-routes.ts';
import type { AnalysisService } from './analysis/analysis-service.ts';
import { addAppealRoutes } from './appeals/appeal-routes.ts';
import { addBookRoutes } from './books/book-routes.ts';
import { addClassRoutes } from './classroom/class-routes.ts';
import { memoryPresence, type PresenceBoard } from './cluster/presence-board.ts';
import {
  type ConnectionLimits,
  DEFAULT_CONNECTIONS,
  DEFAULT_SITE,
  type ServerConfig,
  type SiteConfig,
} from './config/server-config.ts';
import { TRUST_NO_PROXY, type TrustProxy, trustsHop } from './config/trust-proxy.ts';
import type { Engines } from './engines/engines.ts';
import { addJudgeRoutes } from './engines/judge-routes.ts';
import { addHomeworkRoutes } from './homework/homework-routes.ts';
import { capConnections } from './http/connection-cap.ts';
import { addCors, type CorsOptions } from './http/cors.ts';
import type { HttpDeps } from './http/deps.ts';
import { failure, sendFailure } from './http/failure.ts';
import { addNoStoreForSecrets } from './http/no-store.ts';
import { addPublicOrigin } from './http/public-origin.ts';
import { addRequestLog } from './http/request-log.ts';
import { requestTimeouts } from './http/request-timeouts.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { addLobbyRoutes } from './lobby/lobby-routes.ts';
import { addHealthRoute } from './ops/health-route.ts';
import { Metrics } from './ops/metrics.ts';
import { addMetricsRoutes } from './ops/metrics-route.ts';
import { DEFAULT_PAY, type PayConfig } from './pay/pay-config.ts';
import { addPayRoutes } from './pay/pay-routes.ts';
import { addChatRoutes } from './play/chat-routes.ts';
import { addMachineRoutes } from './play/machine/machine-routes.ts';
import { addPlayRoutes } from './play/play-routes.ts';
import { liveRoomsNotRunning, type RoomGateway } from './play/room-gateway.ts';
import { addStepOptionsRoutes } from './play/step-options-routes.ts';
import { addProblemRoutes } from './problems/problem-routes.ts';
import { addRatingRoutes } from './ratings/rating-routes.ts';
import { addStartingStrengthRoutes } from './ratings/starting-strength-routes.ts';
import { addCompetitionRoutes } from './records/competition-routes.ts';
import { addRecordsRoutes } from './records/records-routes.ts';
import { addSecurityTxtRoute } from './site/security-txt.ts';
import { createSitePages } from './site/site-pages.ts';
import { addSiteRoutes, wantsAppPage } from './site/site-routes.ts';
import { addSocialRoutes } from './social/social-routes.ts';
import type { Store } from './storage/store.ts';

export interface AppOptions {
  readonly config: Pick<ServerConfig, 'secret' | 'tokenTtlMs' | 'passwordCost' | 'sockets'> & {
    /** The proxies whose X-Forwarded-For is believed; by default none. */
    readonly trustProxy?: TrustProxy;
    /** The site's origin as people open it; by default the listen address (http/public-origin.ts). */
    readonly publicUrl?: string | null;
    /** What HOST names the listen address (the public origin's default); by default its address. */
    readonly host?: string;
    /** Request deadlines and the per-address cap; by default DEFAULT_CONNECTIONS. */
    readonly connections?: ConnectionLimits;
    /** The built web app and the pages' flags; by default packages/web/dist, normal platform. */
    readonly site?: SiteConfig;
    readonly mail?: MailConfig;
    /** What is sold and who takes payments; by default DEFAULT_PAY (docs/pay.md). */
    readonly pay?: PayConfig;
  };
  readonly store: Store;
  /** The live rooms; by default every call that needs them answers 503 'live play not running'. */
  readonly rooms?: RoomGateway;
  /** Shared with the socket host (it needs `identifySocket`); made from the config if not given. */
  readonly accounts?: Accounts;
  /** The engine pool; without it situation judgement answers 503. */
  readonly engines?: Engines;
  /** Game analysis and ask-a-move; without it their calls answer 503 (reading results still works). */
  readonly analysis?: AnalysisService;
  /** The server's metrics, fed by its rooms, sockets, store and engines; a fresh set if not given. */
  readonly metrics?: Metrics;
  /** Lets `GET /metrics` answer beyond this machine to `Authorization: Bearer <token>`. */
  readonly metricsToken?: string;
  /** Sign-in and registration limits per address and per account; AUTH_LIMITS by default. */
  readonly authLimits?: AuthLimits;
  /**
   * The Redis that joins the site's processes (cluster/redis-link.ts): where the limits count,
   * so every process counts the same attempts; without it each process counts in memory.
   */
  readonly redis?: Redis;
  /** Other sites whose pages may call the API; by default none (same-origin only). */
  readonly cors?: CorsOptions;
  readonly now?: () => number;
  /** In place of `config.pay` (the tests' providers). */
  readonly pay?: PayConfig;
  /** In place of `config.mail` (a test's own SMTP server). */
  readonly mail?: MailConfig;
  /** Who is where on the site (the cluster's board); by default an empty board of this process. */
  readonly presence?: PresenceBoard;
  /** Where the app logs (a line per request, errors with their stack); without it nothing is logged. */
  readonly logger?: FastifyBaseLogger;
}

/** Forms are a few short fields; anything bigger is refused with 413. */
const BODY_LIMIT_BYTES = 64 * 1024;

export function buildApp(options: AppOptions): FastifyInstance {
  const { config, store } = options;
  const now = options.now ?? Date.now;
  const accounts =
    options.accounts ??
    createAccounts({
      store,
      secret: config.secret,
      tokenTtlMs: config.tokenTtlMs,
      passwordCost: config.passwordCost,
      now,
    });
  const deps: HttpDeps = {
    store,
    accounts,
    rooms: options.rooms ?? liveRoomsNotRunning,
    secret: config.secret,
    sockets: config.sockets,
    now,
    presence: options.presence ?? memoryPresence(),
  };

  const trusts = trustsHop(config.trustProxy ?? TRUST_NO_PROXY);
  const connections = config.connections ?? DEFAULT_CONNECTIONS;
  const app = Fastify({
    loggerInstance: options.logger,
    // Fastify's two lines per request are off: request-log.ts writes one, with secrets left out.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trusts,
    bodyLimit: BODY_LIMIT_BYTES,
    ...requestTimeouts(connections),
  });
  addPublicOrigin(app, config.publicUrl, config.host);
  capConnections(app, connections.perAddress, trusts);
  addRequestLog(app);
  // Registered before the site's own plugin, so its pages and files get the headers too.
  addSecurityHeaders(app, config.sockets);
  addNoStoreForSecrets(app);
  addCors(app, options.cors);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return sendFailure(reply, failure('PAYLOAD_TOO_LARGE', 'the body is too large'));
    if (status >= 400 && status < 500) return sendFailure(reply, failure('BAD_REQUEST', error.message));
    request.log.error(error);
    return sendFailure(reply, failure('INTERNAL', 'internal error'));
  });
  const pages = createSitePages(deps, config.site ?? DEFAULT_SITE);
  app.setNotFoundHandler((request, reply) =>
    wantsAppPage(request)
      ? pages.send(request, reply, { status: 404 })
      : sendFailure(reply, failure('NOT_FOUND', `no route ${request.method} ${request.url}`)),
  );

  addAuthLimits(app, config.secret, options.authLimits, options.redis);
  addAccountRoutes(app, deps);
  addAccountSecurityRoutes(app, deps);
  addRecoveryRoutes(app, deps, { mail: options.mail ?? config.mail ?? NO_MAIL });
  addPlayRoutes(app, deps);
  addChatRoutes(app, deps);
  addRecordsRoutes(app, deps);
  addCompetitionRoutes(app, deps);
  addSocialRoutes(app, deps);
  addRatingRoutes(app, deps);
  addStartingStrengthRoutes(app, deps);
  addAppealRoutes(app, deps);
  addBookRoutes(app, deps);
  addPayRoutes(app, deps, options.pay ?? config.pay ?? DEFAULT_PAY);
  addProblemRoutes(app, deps);
  addHomeworkRoutes(app, deps);
  addClassRoutes(app, deps);
  addStepOptionsRoutes(app, deps);
  addLobbyRoutes(app, deps, options.engines ?? null);
  addJudgeRoutes(app, deps, options.engines ?? null);
  addMachineRoutes(app, deps, options.engines ?? null);
  addAnalysisRoutes(app, deps, options.analysis ?? null);
  addHealthRoute(app, store, options.engines ?? null, options.redis ?? null);
  addMetricsRoutes(app, options.metrics ?? new Metrics(), options.metricsToken ?? null);
  addSecurityTxtRoute(app, { contact: config.site?.securityContact ?? null, startedAt: now() });
  addSiteRoutes(app, pages);
  return app;
}
