import { describe, expect, it } from 'vitest';
import { renderHtml, renderWithHost, textOf } from '../../../common/test-render.ts';
import { GameDetails, type GameDetailsData } from '../overlays/game-details.tsx';
import { RoundHeader } from '../status/round-header.tsx';

const header = {
  playid: 5,
  gameid: 0,
  gamename: '',
  playindex: 1,
  gameprevid: 0,
  gamenextid: 0,
  playlist: [],
};
const details: GameDetailsData = {
  gameName: '',
  boardSize: 19,
  black: { name: 'ann', level: '2K' },
  white: { name: 'ben', level: '2K' },
  basicMinutes: 20,
  byoyomiSeconds: 30,
  byoyomiPeriods: 3,
  thinkLimitSeconds: 0,
  handicap: 0,
  daotiemu: 0,
};

describe('a ranked game is named so', () => {
  it('in the header and the game details, in every language; a free game stays "Free game"', () => {
    expect(textOf(renderWithHost(<RoundHeader {...header} ranked />))).toBe('Ranked game');
    expect(textOf(renderWithHost(<RoundHeader {...header} ranked={false} />))).toBe('Free game');
    expect(textOf(renderHtml(<GameDetails details={{ ...details, ranked: true }} />))).toContain(
      'Game Ranked game',
    );
    expect(textOf(renderHtml(<GameDetails details={details} />))).toContain('Game Free game');
    expect(textOf(renderWithHost(<RoundHeader {...header} ranked />, { lang: 'ja' }))).toBe(
      'レーティング対局',
    );
  });
});
