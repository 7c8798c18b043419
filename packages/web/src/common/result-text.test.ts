import type { PlayListRow } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import { resultText } from './result-text.ts';

describe('resultText', () => {
  const en = createI18n('en').getFixedT('en', ['pages', 'common'] as ['pages', 'common']);
  const cn = createI18n('cn').getFixedT('cn', ['pages', 'common'] as ['pages', 'common']);
  type Row = Pick<PlayListRow, 'result' | 'wintype' | 'winnumber'>;
  const rows: [Row, string, string][] = [
    [{ result: 0, wintype: 0, winnumber: 0 }, 'In progress', '进行中'],
    [{ result: 1, wintype: 1, winnumber: 0 }, 'Black wins by resignation', '黑中盘胜'],
    [{ result: 2, wintype: 2, winnumber: 375 }, 'White wins by 3¾ stones', '白胜 3¾ 子'],
    [{ result: 1, wintype: 2, winnumber: 100 }, 'Black wins by 1 stone', '黑胜 1 子'],
    [{ result: 1, wintype: 2, winnumber: 50 }, 'Black wins by ½ stones', '黑胜 ½ 子'],
    [{ result: 2, wintype: 3, winnumber: 0 }, 'White wins on time', '白超时胜'],
    [{ result: 1, wintype: 4, winnumber: 0 }, 'Black wins by forfeit', '黑弃权胜'],
    [{ result: 2, wintype: 5, winnumber: 0 }, 'White wins by referee decision', '白裁判判胜'],
    [{ result: 3, wintype: 2, winnumber: 0 }, 'Draw', '和棋'],
  ];
  it.each(rows)('%j', (row, english, chinese) => {
    expect(resultText(row, en)).toBe(english);
    expect(resultText(row, cn)).toBe(chinese);
  });
});
