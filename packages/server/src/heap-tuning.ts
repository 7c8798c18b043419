/**
 * The live server's garbage-collector setting. V8 lets the old generation grow to about 1.6×
 * what survived the last full collection before it runs the next one. A server with 20,000
 * sockets keeps ~130 MB alive and moves a few MB a second into the old generation (each
 * socket's and room's state of the moment), so a full collection came every ~15 s, and while
 * it marks (~0.3 s on two cores) the moves queue up. Growing to 3× makes them several times
 * rarer, for a few hundred MB more memory.
 */
import { setFlagsFromString } from 'node:v8';

export const HEAP_GROWING_PERCENT = 200;

/** Applies the setting, unless the process was started with its own (`node --heap-growing-percent=…`). */
export function tuneHeapForLivePlay(execArgv: readonly string[] = process.execArgv): boolean {
  if (execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))) return false;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
