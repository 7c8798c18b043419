import type { Messages } from '../../translation-type.ts';
import type { presence as english } from '../en/presence.ts';

export const presence: Messages<typeof english> = {
  away: '離席 {{time}}',
  awayTitle: '{{name}} さんは対局を離れ、{{time}} 離席しています。',
  claim: '勝ちを申請',
  claimTitle: '相手は自分の手番で {{time}} 離席しています。勝ちを申請できます（相手は棄権負け）。',
  profile: '{{name}} さんのプロフィール',
};
