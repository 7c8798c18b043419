import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The benches' KataGo settings (logs, rules, one search thread unless overridden). */
export const KATAGO_CONFIG = fileURLToPath(new URL('./katago.cfg', import.meta.url));

/**
 * The KataGo executable the benches compare with: `--katago PATH` or the KATAGO_BIN variable.
 * KataGo is a measuring tool, never part of Tengen: build it yourself from its public source
 * (a CPU build with the Eigen backend was used for docs/performance.md).
 */
export function katagoBinary(args: readonly string[]): string {
  const i = args.indexOf('--katago');
  const path = i >= 0 ? args[i + 1] : process.env.KATAGO_BIN;
  if (!path) {
    throw new Error(
      'no KataGo executable: set KATAGO_BIN=/path/to/katago or pass --katago /path/to/katago ' +
        '(a KataGo v1.17 build of your own; see docs/performance.md)',
    );
  }
  if (!existsSync(path)) throw new Error(`no KataGo executable at ${path}`);
  return path;
}
