import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../../common/test-render.ts';
import RulesPage, { RULES_SECTIONS } from './rules-page.tsx';

describe('the rules page', () => {
  it('states the rules the site plays: area counting, ko, komi 3¾ stones, handicap, byo-yomi', () => {
    const html = renderWithHost(<RulesPage />);
    expect(html).toContain('The rules of Go');
    expect(html.match(/<h2 /g)).toHaveLength(RULES_SECTIONS.length);
    expect(html).toContain('area (Chinese counting)');
    expect(html).toContain('3¾ stones (7½ points)');
    expect(html).toContain('may not immediately recapture');
    expect(html).toContain('byo-yomi begins');
  });

  it.each([
    ['cn', '围棋规则', '打劫'],
    ['zh_Hant', '圍棋規則', '打劫'],
    ['ja', '囲碁のルール', 'コウ'],
    ['ko', '바둑 규칙', '패'],
  ])('reads in %s', (lang, title, ko) => {
    const html = renderWithHost(<RulesPage />, { lang });
    expect(html).toContain(title);
    expect(html).toContain(ko);
    expect(html).not.toContain('rules:');
  });
});
