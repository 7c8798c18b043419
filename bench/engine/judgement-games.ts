/**
 * The 50 real games of the judgement and count benchmark (fixtures/engine-bench/, README there):
 * 19×19, komi 7.5, black first, colours alternating, at least 202 moves; 28 counted to the end
 * and 22 won by resignation (only the winner is known). 27 of the counted records give a margin;
 * 02719 says `W+0.0`, which no count can give with a half-point komi: it is read as a win for
 * white with the margin unknown (a winner-only game that was played out). The records say
 * RU[Japanese] (one says nothing): their margins are territory counts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeSgf } from '@tengen/core';
import { mainLine } from './corpus-games.ts';

export const benchGamesDir = fileURLToPath(new URL('../../fixtures/engine-bench/', import.meta.url));

export interface BenchGame {
  readonly file: string;
  readonly moves: readonly string[];
  readonly komi: number;
  /** Black's lead in points from the record: ±Infinity when only the winner is known. */
  readonly result: number;
  /** The record ended by a count (a margin, or a count's result that is not a margin). */
  readonly playedOut: boolean;
  /** The record's rules (RU), '' when it names none. */
  readonly rules: string;
}

/**
 * `B+2.5` → 2.5, `W+R` → −Infinity; null for a result without a winner. A margin whose half
 * point differs from the komi's (`W+0.0` with komi 7.5) cannot be a count: winner only.
 */
export function readResult(text: string, komi = 7.5): number | null {
  const m = /^([BW])\+(.*)$/i.exec(text.trim());
  if (!m) return null;
  const sign = m[1].toUpperCase() === 'B' ? 1 : -1;
  const points = Number(m[2]);
  const counted = m[2] !== '' && Number.isFinite(points) && Math.abs((points - komi) % 1) < 1e-9;
  return sign * (counted ? points : Number.POSITIVE_INFINITY);
}

export function benchGames(): BenchGame[] {
  return readdirSync(benchGamesDir)
    .filter((f) => f.endsWith('.sgf'))
    .sort()
    .map((file) => {
      const text = decodeSgf(readFileSync(benchGamesDir + file)).text;
      const km = Number(/KM\[([^\]]*)\]/.exec(text)?.[1]);
      const komi = km > 50 ? km / 100 : km;
      const re = /RE\[([^\]]*)\]/.exec(text)?.[1] ?? '';
      const result = readResult(re, komi);
      if (result === null) throw new Error(`${file}: no winner`);
      const playedOut = Number.isFinite(result) || /^[BW]\+\d/i.test(re);
      const rules = /RU\[([^\]]*)\]/.exec(text)?.[1] ?? '';
      return { file, moves: mainLine(text), komi, result, playedOut, rules };
    });
}
