import type { PlayRatingChange } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import { renderHtml, textOf } from '../../../common/test-render.ts';
import { deltaText } from './rank-change-text.ts';
import { RatingResult } from './rating-result.tsx';
import { RatingResultView } from './rating-result-view.tsx';

const change = (over: Partial<PlayRatingChange>): PlayRatingChange => ({
  userid: 1,
  username: 'ann',
  color: 1,
  before: { rating: 1950, gamelevel: 250, gamelevelname: '2K' },
  after: { rating: 2029, gamelevel: 282, gamelevelname: '1K' },
  delta: 79,
  provisional: false,
  games: 1,
  ...over,
});

const both = [
  change({}),
  change({
    userid: 2,
    username: 'ben',
    color: 2,
    after: { rating: 1871, gamelevel: 219, gamelevelname: '3K' },
    delta: -79,
  }),
];

describe('the rank change at the end of a ranked game', () => {
  it('shows each player with the rank before and after and the rating change', () => {
    const text = textOf(renderHtml(<RatingResultView changes={both} provisionalGames={5} />));
    expect(text).toBe('Rank change ann 2K → 1K, +79 rating 2029 ben 2K → 3K, -79 rating 1871');
  });

  it('says a provisional player is still being placed', () => {
    const auto = change({
      before: { rating: 1500, gamelevel: -101, gamelevelname: 'Auto' },
      after: { rating: 1662, gamelevel: -101, gamelevelname: 'Auto' },
      delta: 162,
      provisional: true,
      games: 2,
    });
    expect(textOf(renderHtml(<RatingResultView changes={[auto]} provisionalGames={5} />))).toContain(
      'Auto → Auto, +162 rating 1662 provisional: 2 of 5 rated games',
    );
  });

  it('is in every language, and empty for a game that changed nothing', () => {
    expect(textOf(renderHtml(<RatingResultView changes={both} provisionalGames={5} />, 'cn'))).toContain(
      '段位变化 ann 2K → 1K，+79',
    );
    expect(renderHtml(<RatingResultView changes={[]} provisionalGames={5} />)).toBe('');
  });

  it('shows nothing outside a game page', () => {
    expect(renderHtml(<RatingResult />)).toBe('');
  });

  it('writes changes with their sign', () => {
    expect([deltaText(38), deltaText(-12), deltaText(0)]).toEqual(['+38', '-12', '±0']);
  });
});
