import type { AddressInfo } from 'node:net';
import { createAccounts } from './accounts/accounts.ts';
import { localSessionEnds } from './accounts/session-ends.ts';
import { createAnalysisService } from './analysis/analysis-service.ts';
import { buildApp } from './app.ts';
import { localClassBus, redisClassBus } from './classroom/class-bus.ts';
import { ClassHub } from './classroom/class-hub.ts';
import type { Cluster } from './cluster/cluster.ts';
import { memoryInvitationBook, redisInvitationBook } from './cluster/invitation-book.ts';
import { memoryQuickMatchQueue, redisQuickMatchQueue } from './cluster/quick-match-queue.ts';
import { redisCluster } from './cluster/redis-cluster.ts';
import { connectRedis } from './cluster/redis-link.ts';
import { redisSessionEnds } from './cluster/redis-session-ends.ts';
import { memorySeekBook, redisSeekBook } from './cluster/seek-book.ts';
import { singleProcess } from './cluster/single-process.ts';
import type { ServerConfig } from './config/server-config.ts';
import { trustsHop } from './config/trust-proxy.ts';
import { startEngines } from './engines/engines.ts';
import { Invitations } from './lobby/invitations.ts';
import { Lobby } from './lobby/lobby.ts';
import { lobbyServices } from './lobby/lobby-services.ts';
import { rejoin, sendExit } from './lobby/presence.ts';
import { errorLogger, type Logger, silentLogger } from './ops/logger.ts';
import { Metrics } from './ops/metrics.ts';
import { countedAfter, withEngineCountMarks } from './play/engine-count.ts';
import { LiveRooms } from './play/live-rooms.ts';
import { MachinePlayers } from './play/machine/machine-players.ts';
import { ensureMachineUsers } from './play/machine/machine-users.ts';
import { BUNDLED_COLLECTIONS, loadCollections } from './problems/collection-loading.ts';
import { ShutdownSteps } from './shutdown-steps.ts';
import { attachHub } from './socket/hub.ts';
import { openStore } from './storage/open-store.ts';
import type { Store } from './storage/store.ts';

/**
 * How often the process notes in the store that it is alive, so whoever takes its games after
 * it is lost (a restart, another process) knows how long it was down: the clocks are charged at
 * most this much of what a player thought before the loss was noticed (well under a second).
 */
export const HEARTBEAT_MS = 500;

export interface StartOptions {
  readonly now?: () => number;
  /** Where the server logs (ops/logger.ts); by default nowhere. */
  readonly logger?: Logger;
}

export interface RunningServer {
  readonly port: number;
  readonly url: string;
  /** Unfinished games rebuilt from the store at start. */
  readonly recovered: number;
  readonly store: Store;
  /**
   * Stops accepting (HTTP and new sockets), closes every socket with 1012 (reconnect later),
   * lets the commands in flight be stored, then stops the engines and closes the store. Each
   * step runs through `steps`, which can tell what a shutdown that hangs still waits for.
   */
  close(steps?: ShutdownSteps): Promise<void>;
}

/**
 * Starts Tengen: the store (migrated), the live rooms rebuilt from it with the downtime left
 * uncharged, then HTTP and the WebSocket endpoints.
 */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const now = options.now ?? Date.now;
  const log = options.logger ?? silentLogger();
  const logOf = (component: string) => log.child({ component });
  const metrics = new Metrics();
  const store = await openStore(config.database, { onCommit: metrics.observeCommit });
  log.info({ component: 'store', database: config.database.kind }, 'store opened');
  const problems = await loadCollections(store, BUNDLED_COLLECTIONS, now()).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  log.info({ component: 'problems', collections: problems }, 'problem collections loaded');
  const clusterLog = logOf('cluster');
  const redis = config.redisUrl === null ? null : await connectRedis(config.redisUrl);
  const cluster: Cluster = redis === null ? singleProcess() : redisCluster(redis, clusterLog);
  if (cluster.shared) clusterLog.info({ node: cluster.node }, 'joined the other processes through Redis');
  await store.beatNode(cluster.node, now());
  const sessionEnds =
    redis === null
      ? localSessionEnds()
      : await redisSessionEnds(redis, cluster.node, errorLogger(logOf('sessions'), 'session end failed'));
  const accounts = createAccounts({
    store,
    secret: config.secret,
    tokenTtlMs: config.tokenTtlMs,
    passwordCost: config.passwordCost,
    now,
    idleMs: config.sessionIdleMs,
    sessionEnds,
  });
  const engineLog = logOf('engines');
  const warn = (message: string) => engineLog.warn(message);
  const engines = startEngines(config.engines, warn, metrics.observeEngineJob);
  await ensureMachineUsers(accounts, store);
  const machines = new MachinePlayers(engines, warn);
  const rooms = new LiveRooms({
    store,
    now,
    onError: errorLogger(logOf('rooms'), 'room failed'),
    prepare: withEngineCountMarks(engines, warn),
    preparesSlowly: (state, command) => countedAfter(state, command) !== null,
    onChange: machines.onChange,
    intercept: machines.intercept,
    counts: metrics.live,
    cluster,
    times: config.play,
    idleRoomMs: config.idleRoomMs,
  });
  metrics.watch({ rooms: () => rooms.counts(), engines: () => engines.pool.metrics() });
  const lobby = new Lobby(cluster);
  const invitations = new Invitations({
    store,
    now,
    presence: cluster.presence,
    mail: (usernames, message, filter) => cluster.mail(usernames, message, filter),
    book: redis === null ? memoryInvitationBook() : redisInvitationBook(redis.commands),
  });
  const matchmaking = lobbyServices({
    store,
    now,
    lobby,
    invitations,
    seekBook: redis === null ? memorySeekBook() : redisSeekBook(redis.commands),
    queue: redis === null ? memoryQuickMatchQueue() : redisQuickMatchQueue(redis.commands),
    presence: cluster.presence,
    onError: errorLogger(logOf('lobby'), 'lobby cleanup failed'),
  });
  await rooms.start({
    lobby: (message) => lobby.hear(message),
    mail: (usernames, message, filter) => invitations.deliver(usernames, message, filter),
    departedLobby: (username) => {
      sendExit(lobby, username);
      matchmaking.departed(username);
    },
    rejoin: async () => {
      await rejoin(lobby, cluster.presence);
      await invitations.rejoin();
    },
  });
  const recovered = await rooms.recover();
  log.info({ component: 'rooms', games: recovered }, 'unfinished games restored');
  const beatFailed = errorLogger(logOf('store'), 'heartbeat failed');
  const heartbeat = setInterval(() => store.beatNode(cluster.node, now()).catch(beatFailed), HEARTBEAT_MS);
  const analysis = createAnalysisService({
    store,
    node: cluster.node,
    pool: engines.pool,
    config: config.analysis,
    now,
    onError: errorLogger(logOf('analysis'), 'analysis failed'),
  });
  await analysis.runner.start();

  const app = buildApp({
    config,
    store,
    rooms,
    accounts,
    engines,
    analysis,
    metrics,
    cors: config.cors,
    metricsToken: config.metricsToken ?? undefined,
    redis: redis?.commands,
    presence: cluster.presence,
    now,
    logger: logOf('http'),
  });
  await app.listen({ host: config.host, port: config.port });
  const socketLog = logOf('socket');
  const classErrors = errorLogger(logOf('classes'), 'class message failed');
  const classes = new ClassHub({
    store,
    now,
    bus: redis === null ? localClassBus() : redisClassBus(redis, cluster.node, classErrors),
    presence: cluster.presence,
    onError: classErrors,
  });
  const hub = attachHub(app.server, {
    rooms,
    lobby,
    invitations,
    matchmaking,
    accounts,
    store,
    presence: cluster.presence,
    classes,
    sessionEnds,
    idleMs: config.sessionIdleMs,
    node: cluster.node,
    now,
    counts: metrics.live,
    paths: config.sockets.paths,
    livenessMs: config.sockets.livenessMs,
    joinMs: config.connections.socketJoinMs,
    perAddress: config.connections.perAddress,
    trusts: trustsHop(config.trustProxy),
    corsOrigins: config.cors.origins,
    onError: errorLogger(socketLog, 'socket message failed'),
    onSocketError: (error) => socketLog.warn({ err: error }, 'socket dropped'),
  });
  const port = (app.server.address() as AddressInfo).port;

  return {
    port,
    url: `http://${config.host}:${port}`,
    recovered,
    store,
    async close(steps = new ShutdownSteps()) {
      clearInterval(heartbeat);
      invitations.close();
      matchmaking.close();
      // app.close() stops the listener at once, then waits for the requests in flight and for
      // the upgraded connections, which hub.close() ends.
      await Promise.all([steps.run('http', () => app.close()), steps.run('sockets', () => hub.close())]);
      machines.close();
      await steps.run('rooms', () => rooms.close());
      await steps.run('analysis', () => analysis.runner.stop());
      await steps.run('engines', () => engines.pool.close());
      if (redis) await steps.run('redis', () => redis.close());
      await steps.run('store', async () => {
        await store.beatNode(cluster.node, now());
        await store.close();
      });
    },
  };
}
