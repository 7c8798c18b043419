import type { Messages } from '../../translation-type.ts';
import type { counting as english } from '../en/counting.ts';

export const counting: Messages<typeof english> = {
  title: '계가 결과',
  cause: {
    bothPassed: '두 대국자가 모두 패스하여 반면을 계산했습니다.',
    agreed: '두 대국자가 계가에 동의하여 반면을 계산했습니다.',
    proposed: '반면을 계산했습니다. 결과 수락을 기다리는 중입니다.',
  },
  table: {
    stones: '반상의 돌',
    territory: '둘러싼 점',
    neutral_one: '공배의 절반',
    neutral_other: '공배 {{count}}곳의 절반',
    area: '합계',
  },
  dead_one: '사석 {{count}}개를 들어냈습니다(× 표시). 그 자리는 상대의 것이 됩니다.',
  dead_other: '사석 {{count}}개를 들어냈습니다(× 표시). 그 자리는 상대의 것이 됩니다.',
  komi: '덤: {{side}}이(가) {{amount}}을(를) 냅니다.',
  outcome: '{{side}} {{amount}} 승.',
  draw: '계가 결과 무승부입니다.',
  rule: '중국식 계가: 각자 반상의 돌과 둘러싼 점을 셉니다. 양쪽 차이에서 덤을 뺀 것이 집 수의 차이입니다.',
  legend: '반상의 작은 사각형은 각자의 점, ×는 사석을 나타냅니다.',
  territory: '반상에 집 표시',
};
