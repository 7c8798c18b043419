import type { Messages } from '../../translation-type.ts';
import type { rating as english } from '../en/rating.ts';

export const rating: Messages<typeof english> = {
  rankedGame: '升降级对局',
  result: {
    title: '段位变化',
    change: '{{before}} → {{after}}，{{delta}}',
    rating: '等级分 {{rating}}',
    provisional: '定级中：已下 {{games}} / {{total}} 盘计分对局',
  },
  profile: {
    title: '等级分',
    rank: '段位',
    rating: '等级分',
    ratingValue: '{{rating}} ± {{rd}}',
    games: '计分对局',
    provisional: '定级中：下满 {{total}} 盘计分对局后定出段位（目前 {{games}} 盘）。',
    unrated: '还没有计分对局。在对弈大厅发起的升降级挑战计入等级分。',
    chartTitle: '等级分走势',
    chartLabel: '每盘计分对局后的等级分',
    axisGame: '计分对局',
    axisRating: '等级分',
    recentTitle: '最近的计分对局',
    opponent: '对手',
    outcome: '结果',
    change: '变化',
    rankAfter: '赛后段位',
    won: '胜',
    lost: '负',
    draw: '和',
    failed: '无法读取等级分。',
  },
};
