import { fileURLToPath } from 'node:url';

/** The network that ships with the engine (packages/engine/models/README.md). */
export const BUNDLED_MODEL_PATH = fileURLToPath(
  new URL('../../models/g170-b6c96-s175395328-d26788732.bin.gz', import.meta.url),
);
