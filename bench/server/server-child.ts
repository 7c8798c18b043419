/**
 * The Tengen server for the bench, in its own process: the same heap setting, `loadConfig` and
 * `startServer` as `tengen serve` (configured by the same environment: TENGEN_DATA_DIR, TENGEN_SECRET,
 * DATABASE_URL, HOST, PORT), plus the bench's IPC (child-ipc.ts).
 */
import { loadConfig } from '../../packages/server/src/config/server-config.ts';
import { tuneHeapForLivePlay } from '../../packages/server/src/ops/heap-tuning.ts';
import { createLogger } from '../../packages/server/src/ops/logger.ts';
import { startServer } from '../../packages/server/src/server.ts';
import { serveParent } from './child-ipc.ts';

tuneHeapForLivePlay();
const config = loadConfig(process.env);
if (!config.ok) throw new Error(config.error);
const server = await startServer(config.value, { logger: createLogger(config.value.logLevel) });
serveParent(() => server.close()).ready(server.port);
