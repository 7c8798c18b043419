import type { CompetitionPlay, CompetitionPlaysResponse } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../../common/test-render.ts';
import { CompetitionRounds } from './competition-rounds.tsx';

const NOW = Date.UTC(2026, 2, 1, 9);
const lee = { userid: 1, username: 'lee', levelname: '5D' };
const cho = { userid: 2, username: 'cho', levelname: '' };
const game = (
  playid: number,
  playindex: number,
  changes: Partial<CompetitionPlay> = {},
): CompetitionPlay => ({
  playid,
  playindex,
  black: lee,
  white: cho,
  lu: 19,
  status: 0,
  result: 0,
  wintype: 0,
  winnumber: 0,
  starttime: NOW - 60_000,
  ...changes,
});
const cup: CompetitionPlaysResponse = {
  gameid: 4,
  gamename: 'Spring Cup',
  maxplaycount: 2,
  rounds: [
    {
      round: 1,
      plays: [
        game(11, 1, { status: 1, result: 1, wintype: 2, winnumber: 650 }),
        game(12, 2, { black: cho, white: lee, status: 1, result: 2, wintype: 1 }),
      ],
    },
    { round: 2, plays: [game(13, 1, { lu: 13 }), game(14, 2, { starttime: NOW + 3_600_000 })] },
  ],
};
const render = (competition: CompetitionPlaysResponse, lang = 'en') =>
  renderWithHost(<CompetitionRounds competition={competition} now={NOW} />, { lang });

describe('the competition page’s rounds', () => {
  it('lists each round with its games in order, players, board, result and a link to each game', () => {
    const html = render(cup);
    expect(html).toContain('2 rounds.');
    expect(html.indexOf('Round 1')).toBeLessThan(html.indexOf('Round 2'));
    for (const id of [11, 12, 13, 14]) {
      expect(html).toContain(`href="/play/p/${id}/"`);
      expect(html).toContain(`Open game ${id}`);
    }
    expect(html.indexOf('/play/p/11/')).toBeLessThan(html.indexOf('/play/p/12/'));
    expect(html).toContain('Game 1');
    expect(html).toContain('Game 2');
    expect(html).toContain('lee (5D)');
    expect(html).toContain('>cho<'); // no rank label: the name alone
    expect(html).toContain('B+13 (Black wins by 13 points)');
    expect(html).toContain('W+R (White wins by resignation)');
    expect(html).toContain('13 × 13');
    expect(html).toContain('In progress');
    expect(html).toContain('Starts ');
  });

  it('says so when the competition has no games yet', () => {
    const html = render({ ...cup, rounds: [] });
    expect(html).toContain('No games have been set up in this competition yet.');
    expect(html).not.toContain('<table');
  });

  it.each([
    ['cn', ['第 1 轮', '第 2 局', '黑胜', '打开对局 11', '13 路']],
    ['ja', ['第 1 回戦', '第 2 局', '対局 11 を開く']],
    ['ko', ['1라운드', '제2국', '대국 11 열기', '13줄']],
    ['zh_Hant', ['第 1 輪', '開啟對局 11']],
  ])('speaks %s', (lang, texts) => {
    const html = render(cup, lang);
    for (const text of texts) expect(html).toContain(text);
    expect(html).not.toContain('pages:');
    expect(html).not.toContain('Round');
  });
});
