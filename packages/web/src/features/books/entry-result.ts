/**
 * A book entry's result in the site's words. The entry carries the result as the game's record
 * writes it (SGF RE, set by the server: `B+R` resignation, `W+T` time, `B+F` forfeit, `W+3.5` a
 * count in points, `B+` a referee's or appeal man's verdict, `0` a draw); it is read back into the
 * result code, win type and margin that the site's words (common/words) say, as on the game page.
 */
import type { PlayListRow } from '@tengen/protocol';
import type { Words } from '../../common/words/use-words.ts';

type Outcome = Pick<PlayListRow, 'result' | 'wintype' | 'winnumber'>;

const WIN_TYPES: Readonly<Record<string, Outcome['wintype']>> = { R: 1, T: 3, F: 4, '': 5 };

/** The result code, win type and margin (hundredths of a stone) of an RE text; null for another text. */
export function outcomeOfRecordResult(text: string): Outcome | null {
  if (text === '0') return { result: 3, wintype: 5, winnumber: 0 };
  const match = /^([BW])\+(R|T|F|\d+(?:\.\d+)?|)$/.exec(text);
  if (!match) return null;
  const [, side, how] = match;
  const result = side === 'B' ? 1 : 2;
  const wintype = WIN_TYPES[how];
  if (wintype !== undefined) return { result, wintype, winnumber: 0 };
  // Two points a stone: the record's 1.5 points are ¾ of a stone, 75 hundredths.
  return { result, wintype: 2, winnumber: Math.round(Number(how) * 50) };
}

/** The entry's result as the game page says it; a text the site never writes is shown as it is. */
export function entryResultText(text: string, words: Words): string {
  const outcome = outcomeOfRecordResult(text);
  return outcome ? words.result(outcome) : text;
}
