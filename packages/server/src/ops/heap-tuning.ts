/**
 * The live server's garbage-collector setting. V8 lets the old generation grow to about 1.6×
 * what survived the last full collection before it runs the next one. A server with 20,000
 * sockets keeps ~130 MB alive and moves a few MB a second into the old generation (each
 * socket's and room's state of the moment), so a full collection came every ~15 s, and while
 * it marks (~0.3 s on two cores) the moves queue up. Growing to 3× makes them several times
 * rarer, for a few hundred MB more memory.
 *
 * The young generation is fixed when V8 starts, so it is set on the command line
 * (`LIVE_PLAY_NODE_FLAGS`, used by `npm start`, the `tengen` command and the bench's server):
 * at ~60 MB allocated per second (2,000 moves/s), 16 MB semi-spaces meant a young collection
 * every ~0.3 s, so each game's state, alive until the game's next move, was copied twice and
 * then promoted. With 64 MB, young collections come about once a second, take half the total
 * time, and promote less: one full collection every ~90 s instead of every ~45 s.
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
