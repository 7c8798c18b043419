import type { Messages } from '../../translation-type.ts';
import type { access as english } from '../en/access.ts';

export const access: Messages<typeof english> = {
  board: {
    board: '圍棋棋盤，{{size}} 路',
    black: '黑方',
    white: '白方',
    move: '{{color}} {{point}}',
    pass: '{{color}}停一手',
    capturedOne: '提掉 1 子',
    capturedMany: '提掉 {{count}} 子',
    moveCaptured: '{{move}}，{{captured}}',
    toPlay: '輪到{{color}}落子。',
    stones: '盤上黑子 {{black}} 枚，白子 {{white}} 枚。',
    lastMove: '上一手：{{move}}。',
    noMoves: '尚未落子。',
    point: '{{point}}，{{content}}',
    empty: '空點',
    blackStone: '黑子',
    whiteStone: '白子',
    keys: '方向鍵移動游標，Home 和 End 到一行的兩端，Page Up 和 Page Down 到一列的上下端；輸入座標（如 D4）可直接跳到該點；按 Enter 或空白鍵落子。',
    occupied: '該點已有棋子',
    ko: '打劫：此時不能下這一手',
    suicide: '這一手是自殺著，不能下',
    notNow: '現在不能落子',
    notAPoint: '{{text}} 不是本棋盤上的點',
  },
  gameOver: '對局結束：{{result}}',
};
