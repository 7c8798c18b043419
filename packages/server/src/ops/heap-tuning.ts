/**
 * The live server's garbage-collector setting. A busy server moves each socket's and room's
 * state of the moment into the old generation, and while a full collection marks, the moves
 * queue up; letting the old generation grow further before the next one makes them rarer, for
 * more memory.
 *
 * The young generation is fixed when V8 starts, so it is set on the command line
 * (`LIVE_PLAY_NODE_FLAGS`, used by `npm start`, the `tengen` command and the bench's server):
 * larger semi-spaces let each game's state, alive until the game's next move, die young instead
 * of being copied and promoted. The measurements behind both are in docs/performance.md.
 */
import { setFlagsFromString } from 'node:v8';

export const HEAP_GROWING_PERCENT = 200;

/** Node flags for the live server's process; they must be given when it starts. */
export const LIVE_PLAY_NODE_FLAGS = ['--max-semi-space-size=64'] as const;

/** Applies the setting, unless the process was started with its own (`node --heap-growing-percent=…`). */
export function tuneHeapForLivePlay(execArgv: readonly string[] = process.execArgv): boolean {
  if (execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))) return false;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
