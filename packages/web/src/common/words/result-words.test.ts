import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { type ResultRow, resultCode } from './result-words.ts';
import { wordsOf } from './use-words.ts';

const words = (lang: string) => wordsOf(createI18n(lang));

describe('a result in each language', () => {
  const rows: [ResultRow, string, string, string, string, string][] = [
    [{ result: 0, wintype: 0, winnumber: 0 }, 'In progress', '进行中', '対局中', '진행 중', '進行中'],
    [
      { result: 1, wintype: 1, winnumber: 0 },
      'B+R (Black wins by resignation)',
      '黑中盘胜',
      '黒の中押し勝ち',
      '흑 불계승',
      '黑中盤勝',
    ],
    [
      { result: 2, wintype: 2, winnumber: 725 },
      'W+14.5 (White wins by 14.5 points)',
      '白胜 7¼ 子',
      '白 14.5目勝ち',
      '백 14.5집 승',
      '白勝 7¼ 子',
    ],
    [
      { result: 2, wintype: 2, winnumber: 375 },
      'W+7.5 (White wins by 7.5 points)',
      '白胜 3¾ 子',
      '白 7.5目勝ち',
      '백 7.5집 승',
      '白勝 3¾ 子',
    ],
    [
      { result: 1, wintype: 2, winnumber: 50 },
      'B+1 (Black wins by 1 point)',
      '黑胜 ½ 子',
      '黒 1目勝ち',
      '흑 1집 승',
      '黑勝 ½ 子',
    ],
    [
      { result: 2, wintype: 3, winnumber: 0 },
      'W+T (White wins on time)',
      '白超时胜',
      '白の時間切れ勝ち',
      '백 시간승',
      '白超時勝',
    ],
    [
      { result: 1, wintype: 4, winnumber: 0 },
      'B+F (Black wins by forfeit)',
      '黑弃权胜',
      '黒の不戦勝',
      '흑 기권승',
      '黑棄權勝',
    ],
    [
      { result: 2, wintype: 5, winnumber: 0 },
      'W+ (White wins by referee decision)',
      '白裁判判胜',
      '白の裁定勝ち',
      '백 심판 판정승',
      '白裁判判勝',
    ],
    [{ result: 3, wintype: 2, winnumber: 0 }, 'Draw', '和棋', '持碁', '무승부', '和棋'],
  ];
  it.each(rows)('%j', (row, en, cn, ja, ko, zhHant) => {
    expect(words('en').result(row)).toBe(en);
    expect(words('cn').result(row)).toBe(cn);
    expect(words('ja').result(row)).toBe(ja);
    expect(words('ko').result(row)).toBe(ko);
    expect(words('zh_Hant').result(row)).toBe(zhHant);
  });

  it('the record code rounds the margin to the half point and has none for a draw', () => {
    expect(resultCode({ result: 1, wintype: 2, winnumber: 363 })).toBe('B+7.5');
    expect(resultCode({ result: 3, wintype: 2, winnumber: 0 })).toBeNull();
    expect(resultCode({ result: 0, wintype: 0, winnumber: 0 })).toBeNull();
  });
});
