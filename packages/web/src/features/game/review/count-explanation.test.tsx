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
    expect(text).toContain('Komi: Black gives 3¾ stones (7.5 points).');
    expect(text).toContain('Black wins by ¾ stones (1.5 points).');
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
    const expected = {
      cn: '双方都已停一手',
      zh_Hant: '雙方都已停一手',
      ja: '両者がパス',
      ko: '두 대국자가 모두 패스',
    };
    for (const [lang, cause] of Object.entries(expected)) {
      const text = explained('bothPassed', lang);
      expect(text, lang).toContain(cause);
      expect(text, lang).toContain('7.5');
      expect(text, lang).not.toMatch(/\b(cause|table|outcome|komi)\.[a-z]/i);
    }
  });
});
