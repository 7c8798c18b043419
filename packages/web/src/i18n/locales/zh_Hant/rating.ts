import type { Messages } from '../../translation-type.ts';
import type { rating as english } from '../en/rating.ts';

export const rating: Messages<typeof english> = {
  rankedGame: '升降級對局',
  result: {
    title: '段位變化',
    change: '{{before}} → {{after}}，{{delta}}',
    rating: '等級分 {{rating}}',
    provisional: '定級中：已下 {{games}} / {{total}} 盤計分對局',
  },
  profile: {
    title: '等級分',
    rank: '段位',
    rating: '等級分',
    ratingValue: '{{rating}} ± {{rd}}',
    games: '計分對局',
    provisional: '定級中：下滿 {{total}} 盤計分對局後定出段位（目前 {{games}} 盤）。',
    unrated: '還沒有計分對局。在對弈大廳發起的升降級挑戰計入等級分。',
    chartTitle: '等級分走勢',
    chartLabel: '每盤計分對局後的等級分',
    axisGame: '計分對局',
    axisRating: '等級分',
    recentTitle: '最近的計分對局',
    opponent: '對手',
    outcome: '結果',
    change: '變化',
    rankAfter: '賽後段位',
    won: '勝',
    lost: '負',
    draw: '和',
    failed: '無法讀取等級分。',
  },
};
