/** A finished game's result in words: who won and how (seed 000 section 3, result codes). */

import type { PlayListRow } from '@tengen/protocol';
import type { AmountStyle } from './amount-style.ts';
import { marginWords, stonesToPoints, type WordsT } from './amount-words.ts';

export type ResultRow = Pick<PlayListRow, 'result' | 'wintype' | 'winnumber'>;

/** The record's short form (SGF RE): `B+R`, `W+14.5`, `B+T`, `W+F`, `B+` (referee); null unfinished or drawn. */
export function resultCode(row: ResultRow): string | null {
  if (row.result === 0 || row.wintype === 0 || row.result === 3) return null;
  const side = row.result === 1 ? 'B' : 'W';
  switch (row.wintype) {
    case 1:
      return `${side}+R`;
    case 2:
      return `${side}+${stonesToPoints(row.winnumber)}`;
    case 3:
      return `${side}+T`;
    case 4:
      return `${side}+F`;
    case 5:
      return `${side}+`;
  }
}

function resultSentence(row: ResultRow, t: WordsT, style: AmountStyle): string {
  if (row.result === 0 || row.wintype === 0) return t('pages:result.inProgress');
  if (row.result === 3) return t('pages:result.draw');
  const color = row.result === 1 ? t('common:colors.black') : t('common:colors.white');
  switch (row.wintype) {
    case 1:
      return t('pages:result.resignation', { color });
    case 2:
      return t('pages:result.points', { color, margin: marginWords(t, style, row.winnumber) });
    case 3:
      return t('pages:result.timeout', { color });
    case 4:
      return t('pages:result.abstention', { color });
    case 5:
      return t('pages:result.referee', { color });
  }
}

/** The result as the language's players read it: "W+14.5 (White wins by 14.5 points)", "白 14.5目勝ち". */
export function resultWords(row: ResultRow, t: WordsT, style: AmountStyle): string {
  const sentence = resultSentence(row, t, style);
  const code = style.resultCodes ? resultCode(row) : null;
  return code === null ? sentence : `${code} (${sentence})`;
}
