/** For engine and analysis tests: where GNU Go is, its command line, and corpus positions with known behaviour. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const GNUGO = process.env.TENGEN_TEST_GNUGO ?? '/usr/games/gnugo';

export const GNUGO_COMMAND = [GNUGO, '--mode', 'gtp'] as const;

/**
 * GNU Go fed through a shell loop that stops after `lines` commands: the engine then reads the
 * end of its input and exits, like an engine that crashes. Each restarted process lives as long.
 */
export function dyingEngineCommand(lines: number): string[] {
  const feed = `n=0; while IFS= read -r line; do printf '%s\\n' "$line"; n=$((n+1)); [ "$n" -ge ${lines} ] && exit 0; done`;
  return ['/bin/bash', '-c', `exec ${GNUGO} --mode gtp < <(${feed})`];
}

const corpus = (name: string) => fileURLToPath(new URL(`../../../../fixtures/sgf/${name}`, import.meta.url));

/** A 19×19 game at move 150: far from settled, so `final_status_list` reads for many seconds. */
export const MIDGAME_19 = { file: corpus('01009.sgf'), move: 150 } as const;

/** A 19×19 game played out to its end (RE[B+11.5], KM[7.5], 311 moves). */
export const FINISHED_19 = { file: corpus('01009.sgf') } as const;

/** The main line of a corpus record as SGF points (`tt` a pass); the corpus has no variations. */
export function corpusMoves(file: string, upTo = Number.POSITIVE_INFINITY): string[] {
  const text = readFileSync(file, 'utf8');
  const moves = [...text.matchAll(/;\s*[BW]\[([a-s]{0,2})\]/g)].map((m) => (m[1] === '' ? 'tt' : m[1]));
  return moves.slice(0, upTo);
}
