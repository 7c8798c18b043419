import type { Messages } from '../../translation-type.ts';
import type { presence as english } from '../en/presence.ts';

export const presence: Messages<typeof english> = {
  away: '離開 {{time}}',
  awayTitle: '{{name}} 已離開對局，離開時間 {{time}}。',
  claim: '申請判勝',
  claimTitle: '對手在輪到自己下時已離開 {{time}}：申請判勝（對手棄權負）。',
  profile: '{{name}} 的個人資料',
};
