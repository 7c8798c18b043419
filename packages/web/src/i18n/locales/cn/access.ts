import type { Messages } from '../../translation-type.ts';
import type { access as english } from '../en/access.ts';

export const access: Messages<typeof english> = {
  board: {
    board: '围棋棋盘，{{size}} 路',
    black: '黑方',
    white: '白方',
    move: '{{color}} {{point}}',
    pass: '{{color}}停一手',
    capturedOne: '提掉 1 子',
    capturedMany: '提掉 {{count}} 子',
    moveCaptured: '{{move}}，{{captured}}',
    toPlay: '轮到{{color}}落子。',
    stones: '盘上黑子 {{black}} 枚，白子 {{white}} 枚。',
    lastMove: '上一手：{{move}}。',
    noMoves: '尚未落子。',
    point: '{{point}}，{{content}}',
    empty: '空点',
    blackStone: '黑子',
    whiteStone: '白子',
    keys: '方向键移动光标，Home 和 End 到一行的两端，Page Up 和 Page Down 到一列的上下端；输入坐标（如 D4）可直接跳到该点；按 Enter 或空格键落子。',
    occupied: '该点已有棋子',
    ko: '打劫：此时不能下这一手',
    suicide: '这一手是自杀着，不能下',
    notNow: '现在不能落子',
    notAPoint: '{{text}} 不是本棋盘上的点',
  },
  gameOver: '对局结束：{{result}}',
};
