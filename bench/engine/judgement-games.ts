/**
 * The 50 real games of the judgement and count benchmark (fixtures/engine-bench/, README there):
 * 19×19, komi 7.5, black first, colours alternating, at least 202 moves; 28 counted to the end
 * (the record's result is a margin) and 22 won by resignation (only the winner is known).
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
  /** Black's lead in points from the record: ±Infinity for a resignation (winner only). */
  readonly result: number;
}

/** `B+2.5` → 2.5, `W+R` → −Infinity; null for a result without a winner. */
export function readResult(text: string): number | null {
  const m = /^([BW])\+(.*)$/i.exec(text.trim());
  if (!m) return null;
  const sign = m[1].toUpperCase() === 'B' ? 1 : -1;
  const points = Number(m[2]);
  return sign * (m[2] !== '' && Number.isFinite(points) ? points : Number.POSITIVE_INFINITY);
}

export function benchGames(): BenchGame[] {
  return readdirSync(benchGamesDir)
    .filter((f) => f.endsWith('.sgf'))
    .sort()
    .map((file) => {
      const text = decodeSgf(readFileSync(benchGamesDir + file)).text;
      const km = Number(/KM\[([^\]]*)\]/.exec(text)?.[1]);
      const result = readResult(/RE\[([^\]]*)\]/.exec(text)?.[1] ?? '');
      if (result === null) throw new Error(`${file}: no winner`);
      return { file, moves: mainLine(text), komi: km > 50 ? km / 100 : km, result };
    });
}
