import { komi } from '@tengen/core';
import type { CountResult } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { renderHtml, textOf } from '../../../common/test-render.ts';
import type { CountCause } from '../board/counted-position.ts';
import { CountExplanationView } from './count-explanation.tsx';
import type { CountTally } from './count-tally.ts';

const count: CountResult = {
  result: 1,
  winnumber: 75,
  bscore: 4500,
  wscore: 3600,
  dead: ['cc', 'hc'],
  bterritory: [],
  wterritory: [],
};
const tally: CountTally = {
  black: { stones: 9, territory: 36, deadTaken: 1, total: 45 },
  white: { stones: 9, territory: 27, deadTaken: 1, total: 36 },
  neutral: 0,
  consistent: true,
};
const noop = () => {};

function explained(cause: CountCause, lang = 'en', parts: Partial<CountTally> = {}, c = count): string {
  return textOf(
    renderHtml(
      <CountExplanationView
        counted={{ count: c, cause }}
        tally={{ ...tally, ...parts }}
        komi={komi(0, 0)}
        territoryShown
        onTerritoryShownChange={noop}
      />,
      lang,
    ),
  );
}

describe('the count explained', () => {
  it('how it was reached, each side’s parts, dead stones, komi and the margin', () => {
    const text = explained('bothPassed');
    expect(text).toContain('Both players passed: the position was counted.');
    expect(text).toMatch(/Stones on the board 9 9 Surrounded points 36 27 Area 45 36/);
    expect(text).toContain('2 dead stones were taken off (marked ×)');
    expect(text).toContain('Komi: Black gives 7.5 points.');
    expect(text).toContain('Black wins by 1.5 points.');
    expect(text).toContain('Territory on the board');
    expect(explained('agreed')).toContain('The players agreed to count');
    expect(explained('proposed')).toContain('waits for acceptance');
  });

  it('half of the neutral points, a draw, and only totals when the parts do not add up', () => {
    const neutral = explained('bothPassed', 'en', {
      black: { stones: 9, territory: 35, deadTaken: 1, total: 44.5 },
      neutral: 1,
    });
    expect(neutral).toContain('Half of the neutral point 0.5 0.5');
    expect(explained('bothPassed', 'en', {}, { ...count, result: 3, winnumber: 0 })).toContain(
      'The count is a draw.',
    );
    const totals = explained('bothPassed', 'en', { consistent: false });
    expect(totals).toMatch(/Stones on the board – – Surrounded points – – Area 45 36/);
  });

  it('in every language, with no key left untranslated', () => {
    // Komi in each language's unit: stones in Chinese, points (目, 집) in Japanese and Korean.
    const expected = {
      cn: ['双方都已停一手', '贴子：黑方贴3¾ 子。', '黑方胜¾ 子。'],
      zh_Hant: ['雙方都已停一手', '貼子：黑方貼3¾ 子。', '黑方勝¾ 子。'],
      ja: ['両者がパス', 'コミ：黒が7目半を出します。', '黒の1.5目勝ち。'],
      ko: ['두 대국자가 모두 패스', '덤: 흑이 7집반을 냅니다.', '흑 1.5집 승.'],
    };
    for (const [lang, [cause, komi, outcome]] of Object.entries(expected)) {
      const text = explained('bothPassed', lang);
      expect(text, lang).toContain(cause);
      expect(text, lang).toContain(komi);
      expect(text, lang).toContain(outcome);
      expect(text, lang).not.toMatch(/\b(cause|table|outcome|komi)\.[a-z]/i);
    }
  });
});
