import type { Messages } from '../../translation-type.ts';
import type { presence as english } from '../en/presence.ts';

export const presence: Messages<typeof english> = {
  away: '자리 비움 {{time}}',
  awayTitle: '{{name}} 님이 대국을 떠나 {{time}} 동안 자리를 비웠습니다.',
  claim: '승리 신청',
  claimTitle: '상대가 자기 차례에 {{time}} 동안 자리를 비웠습니다. 승리를 신청할 수 있습니다(상대 기권패).',
  profile: '{{name}} 님의 프로필',
};
