import { loadConfig } from '../config/server-config.ts';
import { tuneHeapForLivePlay } from '../ops/heap-tuning.ts';
import { createLogger } from '../ops/logger.ts';
import { startServer } from '../server.ts';
import { BUILD_HINT, siteIsBuilt } from '../site/site-template.ts';
import { serveUntilSignalled } from './shutdown.ts';
import { isWorker, reportListening, superviseWorkers } from './workers.ts';

/**
 * `tengen serve [--port N] [--host H] [--workers N]`: runs the site until SIGINT or SIGTERM;
 * with several workers (REDIS_URL and DATABASE_URL set), as that many processes (workers.ts).
 */
export async function serve(
  args: string[],
  out: (line: string) => void,
  errOut: (line: string) => void,
): Promise<number> {
  const env: Record<string, string | undefined> = { ...process.env };
  let workers = 1;
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    const value = inline ?? args[++i];
    if (flag === '--port') env.PORT = value;
    else if (flag === '--host') env.HOST = value;
    else if (flag === '--workers' && /^[1-9]\d{0,2}$/.test(value ?? '')) workers = Number(value);
    else {
      errOut(`tengen serve: unknown option ${args[i]}`);
      return 2;
    }
  }
  const config = loadConfig(env);
  if (!config.ok) {
    errOut(`tengen serve: ${config.error}`);
    return 2;
  }
  if (workers > 1 && config.value.redisUrl === null) {
    errOut(
      'tengen serve: --workers needs REDIS_URL (and DATABASE_URL): the workers share the games through them',
    );
    return 2;
  }
  if (workers > 1 && !isWorker()) return superviseWorkers(workers, out, errOut);
  const { webDir } = config.value.site;
  if (!siteIsBuilt(webDir) && !isWorker())
    errOut(`tengen: warning: no ${webDir}/index.html, pages answer 503. ${BUILD_HINT}`);
  tuneHeapForLivePlay();
  const logger = createLogger(config.value.logLevel);
  const server = await startServer(config.value, { logger });
  const where = config.value.database.kind === 'sqlite' ? config.value.database.file : 'PostgreSQL';
  if (isWorker()) reportListening(server.url, server.recovered);
  else out(`tengen: listening on ${server.url} (${where}); ${server.recovered} unfinished games restored`);
  return serveUntilSignalled(server, {
    timeoutMs: config.value.shutdownTimeoutMs,
    log: logger.child({ component: 'server' }),
    exit: (code) => process.exit(code),
  });
}
