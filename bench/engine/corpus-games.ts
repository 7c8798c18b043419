/** Corpus games for the engine benchmark and the win-rate calibration: moves, komi, winner. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BLACK, decodeSgf, readGameInfo, type Stone, WHITE } from '@tengen/core';

export const corpusDir = fileURLToPath(new URL('../../fixtures/sgf/', import.meta.url));

export interface CorpusGame {
  readonly file: string;
  readonly moves: readonly string[];
  /** The colour of each move, as the record gives it (a few records have two moves of one colour in a row). */
  readonly colors: readonly Stone[];
  /** Points, as the record gives it (Fox's hundredths read as points). */
  readonly komi: number;
  readonly winner: Stone;
}

/** The main line as SGF points, `tt` a pass. */
export function mainLine(text: string): string[] {
  return [...text.matchAll(/;\s*[BW]\[([a-s]{0,2})\]/g)].map((m) => (m[1] === '' ? 'tt' : m[1]));
}

/** Why a record is left out of the calibration, or null when it is used. */
function exclusion(text: string, komi: number | null, result: string): string | null {
  if (!/SZ\[19\]/.test(text)) return 'not 19×19';
  if (/\bAB\[/.test(text) || /HA\[[1-9]/.test(text)) return 'handicap';
  // 117 records write KM[0] with results like B+0.5 and W+3.5: their real komi is unknown.
  if (komi === null || komi === 0) return 'komi unknown';
  if (!/^[BW]\+/i.test(result)) return 'no winner';
  return null;
}

/** Every 19×19 even game with a known komi and a winner, by file name. */
export function calibrationGames(): { games: CorpusGame[]; excluded: Record<string, number> } {
  const games: CorpusGame[] = [];
  const excluded: Record<string, number> = {};
  for (const file of readdirSync(corpusDir)
    .filter((f) => f.endsWith('.sgf'))
    .sort()) {
    const text = decodeSgf(readFileSync(corpusDir + file)).text;
    const info = readGameInfo(
      Object.fromEntries([...text.matchAll(/\b(KM|RE|HA)\[([^\]]*)\]/g)].map((m) => [m[1], [m[2]]])),
    );
    const why = exclusion(text, info.komi, info.result);
    if (why !== null) {
      excluded[why] = (excluded[why] ?? 0) + 1;
      continue;
    }
    const winner = info.result.toUpperCase().startsWith('B') ? BLACK : WHITE;
    const colors = [...text.matchAll(/;\s*([BW])\[[a-s]{0,2}\]/g)].map((m) => (m[1] === 'B' ? BLACK : WHITE));
    games.push({ file, moves: mainLine(text), colors, komi: info.komi as number, winner });
  }
  return { games, excluded };
}

export function readCorpusGame(file: string): { moves: string[]; komi: number } {
  const text = decodeSgf(readFileSync(corpusDir + file)).text;
  const km = /KM\[([^\]]*)\]/.exec(text)?.[1] ?? '';
  const info = readGameInfo({ KM: [km] });
  return { moves: mainLine(text), komi: info.komi ?? 7.5 };
}
