import type { Messages } from '../../translation-type.ts';
import type { rating as english } from '../en/rating.ts';

export const rating: Messages<typeof english> = {
  rankedGame: '승급 대국',
  result: {
    title: '급수 변화',
    change: '{{before}} → {{after}}, {{delta}}',
    rating: '레이팅 {{rating}}',
    provisional: '배치 중: 레이팅 대국 {{total}}판 중 {{games}}판',
  },
  profile: {
    title: '레이팅',
    rank: '급수',
    rating: '레이팅',
    ratingValue: '{{rating}} ± {{rd}}',
    games: '레이팅 대국 수',
    provisional: '배치 중: 레이팅 대국 {{total}}판을 두면 급수가 정해집니다(지금까지 {{games}}판).',
    unrated: '아직 레이팅 대국이 없습니다. 대국실에서 신청하는 승급 도전은 레이팅 대국입니다.',
    chartTitle: '레이팅 기록',
    chartLabel: '레이팅 대국마다의 레이팅',
    axisGame: '레이팅 대국',
    axisRating: '레이팅',
    recentTitle: '최근 레이팅 대국',
    opponent: '상대',
    outcome: '결과',
    change: '변동',
    rankAfter: '대국 후 급수',
    won: '승',
    lost: '패',
    draw: '무승부',
    failed: '레이팅을 불러오지 못했습니다.',
  },
};
