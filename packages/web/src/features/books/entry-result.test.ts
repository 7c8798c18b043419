import { describe, expect, it } from 'vitest';
import { wordsOf } from '../../common/words/use-words.ts';
import { createI18n } from '../../i18n/index.ts';
import { entryResultText, outcomeOfRecordResult } from './entry-result.ts';

describe('a book entry’s result', () => {
  it('reads every result text the server writes back into its code, win type and margin', () => {
    expect(outcomeOfRecordResult('B+R')).toEqual({ result: 1, wintype: 1, winnumber: 0 });
    expect(outcomeOfRecordResult('W+T')).toEqual({ result: 2, wintype: 3, winnumber: 0 });
    expect(outcomeOfRecordResult('B+F')).toEqual({ result: 1, wintype: 4, winnumber: 0 });
    expect(outcomeOfRecordResult('W+')).toEqual({ result: 2, wintype: 5, winnumber: 0 });
    // Points in the record, hundredths of a stone in the code: 1.5 points are ¾ of a stone.
    expect(outcomeOfRecordResult('B+1.5')).toEqual({ result: 1, wintype: 2, winnumber: 75 });
    expect(outcomeOfRecordResult('W+7')).toEqual({ result: 2, wintype: 2, winnumber: 350 });
    expect(outcomeOfRecordResult('0')?.result).toBe(3);
    for (const other of ['', '?', 'Void', 'B+Resign', 'X+R', 'B+1.5x'])
      expect(outcomeOfRecordResult(other)).toBeNull();
  });

  it('says it in the reader’s language as the game page does; a text the site never writes stays as it is', () => {
    const words = (lang: string) => wordsOf(createI18n(lang));
    expect(entryResultText('B+1.5', words('en'))).toBe('B+1.5 (Black wins by 1.5 points)');
    expect(entryResultText('W+R', words('en'))).toBe('W+R (White wins by resignation)');
    expect(entryResultText('B+', words('en'))).toBe('B+ (Black wins by referee decision)');
    expect(entryResultText('0', words('en'))).toBe('Draw');
    expect(entryResultText('B+1.5', words('cn'))).toBe('黑胜 ¾ 子');
    expect(entryResultText('B+1.5', words('ja'))).toBe('黒 1.5目勝ち');
    expect(entryResultText('W+T', words('ja'))).not.toMatch(/W\+T/);
    expect(entryResultText('Void', words('en'))).toBe('Void');
  });
});
