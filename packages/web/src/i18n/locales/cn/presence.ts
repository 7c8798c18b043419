import type { Messages } from '../../translation-type.ts';
import type { presence as english } from '../en/presence.ts';

export const presence: Messages<typeof english> = {
  away: '离开 {{time}}',
  awayTitle: '{{name}} 已离开对局，离开时间 {{time}}。',
  claim: '申请判胜',
  claimTitle: '对手在轮到自己下时已离开 {{time}}：申请判胜（对手弃权负）。',
  profile: '{{name}} 的个人资料',
};
