import type { Messages } from '../../translation-type.ts';
import type { counting as english } from '../en/counting.ts';

export const counting: Messages<typeof english> = {
  title: '數子結果',
  cause: {
    bothPassed: '雙方都已停一手：已計算盤面。',
    agreed: '雙方同意數子：已計算盤面。',
    proposed: '盤面已計算，結果等待對方接受。',
  },
  table: {
    stones: '盤上棋子',
    territory: '圍住的點',
    neutral_one: '單官的一半',
    neutral_other: '{{count}}個單官的一半',
    area: '合計',
  },
  dead_one: '{{count}}顆死子已提走（標×），其點計入對方。',
  dead_other: '{{count}}顆死子已提走（標×），其點計入對方。',
  komi: '貼子：{{side}}貼{{amount}}。',
  outcome: '{{side}}勝{{amount}}。',
  draw: '數子結果為和棋。',
  rule: '數子法：每方計算盤上的棋子和圍住的點。勝負子數為雙方之差的一半，再計入貼子。',
  legend: '棋盤上的小方塊標出雙方的點，×標出死子。',
  territory: '在棋盤上顯示地域',
};
