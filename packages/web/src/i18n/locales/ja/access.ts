import type { Messages } from '../../translation-type.ts';
import type { access as english } from '../en/access.ts';

export const access: Messages<typeof english> = {
  board: {
    board: '碁盤、{{size}}路',
    black: '黒',
    white: '白',
    move: '{{color}} {{point}}',
    pass: '{{color}}がパス',
    capturedOne: '1子を取りました',
    capturedMany: '{{count}}子を取りました',
    moveCaptured: '{{move}}、{{captured}}',
    toPlay: '{{color}}の番です。',
    stones: '盤上に黒石 {{black}} 個、白石 {{white}} 個。',
    lastMove: '直前の手：{{move}}。',
    noMoves: 'まだ着手はありません。',
    point: '{{point}}、{{content}}',
    empty: '空点',
    blackStone: '黒石',
    whiteStone: '白石',
    keys: '矢印キーでカーソルを移動、Home と End で行の端へ、Page Up と Page Down で列の上端と下端へ移動します。D4 のように座標を入力するとその点へ移動し、Enter かスペースで着手します。',
    occupied: 'その点にはすでに石があります',
    ko: 'コウのため、今は打てません',
    suicide: '自殺手になるため打てません',
    notNow: '今は着手できません',
    notAPoint: '{{text}} はこの碁盤の点ではありません',
  },
  gameOver: '対局終了：{{result}}',
};
