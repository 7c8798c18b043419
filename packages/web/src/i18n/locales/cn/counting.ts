import type { Messages } from '../../translation-type.ts';
import type { counting as english } from '../en/counting.ts';

export const counting: Messages<typeof english> = {
  title: '数子结果',
  cause: {
    bothPassed: '双方都已停一手：已计算盘面。',
    agreed: '双方同意数子：已计算盘面。',
    proposed: '盘面已计算，结果等待对方接受。',
  },
  table: {
    stones: '盘上棋子',
    territory: '围住的点',
    neutral_one: '单官的一半',
    neutral_other: '{{count}}个单官的一半',
    area: '合计',
  },
  dead_one: '{{count}}颗死子已提走（标×），其点计入对方。',
  dead_other: '{{count}}颗死子已提走（标×），其点计入对方。',
  komi: '贴子：{{side}}贴{{amount}}。',
  outcome: '{{side}}胜{{amount}}。',
  draw: '数子结果为和棋。',
  rule: '数子法：每方计算盘上的棋子和围住的点。胜负子数为双方之差的一半，再计入贴子。',
  legend: '棋盘上的小方块标出双方的点，×标出死子。',
  territory: '在棋盘上显示地域',
};
