import { loadConfig } from '../config/server-config.ts';
import { tuneHeapForLivePlay } from '../ops/heap-tuning.ts';
import { createLogger } from '../ops/logger.ts';
import { startServer } from '../server.ts';
import { BUILD_HINT, siteIsBuilt } from '../site/site-template.ts';
import { serveUntilSignalled } from './shutdown.ts';

/** `tengen serve [--port N] [--host H]`: runs the site until SIGINT or SIGTERM. */
export async function serve(
  args: string[],
  out: (line: string) => void,
  errOut: (line: string) => void,
): Promise<number> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    const value = inline ?? args[++i];
    if (flag === '--port') env.PORT = value;
    else if (flag === '--host') env.HOST = value;
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
  const { webDir } = config.value.site;
  if (!siteIsBuilt(webDir))
    errOut(`tengen: warning: no ${webDir}/index.html, pages answer 503. ${BUILD_HINT}`);
  tuneHeapForLivePlay();
  const logger = createLogger(config.value.logLevel);
  const server = await startServer(config.value, { logger });
  const where = config.value.database.kind === 'sqlite' ? config.value.database.file : 'PostgreSQL';
  out(`tengen: listening on ${server.url} (${where}); ${server.recovered} unfinished games restored`);
  return serveUntilSignalled(server, {
    timeoutMs: config.value.shutdownTimeoutMs,
    log: logger.child({ component: 'server' }),
    exit: (code) => process.exit(code),
  });
}
