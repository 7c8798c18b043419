import type { Messages } from '../../translation-type.ts';
import type { rating as english } from '../en/rating.ts';

export const rating: Messages<typeof english> = {
  rankedGame: 'レーティング対局',
  result: {
    title: '段級位の変化',
    change: '{{before}} → {{after}}、{{delta}}',
    rating: 'レーティング {{rating}}',
    provisional: '仮段級位：レーティング対局 {{total}} 局中 {{games}} 局',
  },
  profile: {
    title: 'レーティング',
    rank: '段級位',
    rating: 'レーティング',
    ratingValue: '{{rating}} ± {{rd}}',
    games: 'レーティング対局数',
    provisional: '仮段級位：レーティング対局を {{total}} 局打つと段級位が決まります（現在 {{games}} 局）。',
    unrated: 'まだレーティング対局がありません。対局ルームからの昇段挑戦はレーティング対局になります。',
    chartTitle: 'レーティングの推移',
    chartLabel: '各レーティング対局後のレーティング',
    axisGame: 'レーティング対局',
    axisRating: 'レーティング',
    recentTitle: '最近のレーティング対局',
    opponent: '相手',
    outcome: '結果',
    change: '増減',
    rankAfter: '対局後の段級位',
    won: '勝ち',
    lost: '負け',
    draw: '引き分け',
    failed: 'レーティングを読み込めませんでした。',
  },
};
