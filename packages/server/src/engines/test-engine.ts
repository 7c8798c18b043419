/** For engine tests: where GNU Go is, and corpus positions with known behaviour. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const GNUGO = process.env.TENGEN_TEST_GNUGO ?? '/usr/games/gnugo';

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
