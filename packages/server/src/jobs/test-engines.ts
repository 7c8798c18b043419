/** For analysis tests: GNU Go, and a GNU Go that dies after a number of commands. */
import { GNUGO } from '../engines/test-engine.ts';

export const GNUGO_COMMAND = [GNUGO, '--mode', 'gtp'] as const;

/**
 * GNU Go fed through a shell loop that stops after `lines` commands: the engine then reads the
 * end of its input and exits, like an engine that crashes. Each restarted process lives as long.
 */
export function dyingEngineCommand(lines: number): string[] {
  const feed = `n=0; while IFS= read -r line; do printf '%s\\n' "$line"; n=$((n+1)); [ "$n" -ge ${lines} ] && exit 0; done`;
  return ['/bin/bash', '-c', `exec ${GNUGO} --mode gtp < <(${feed})`];
}
