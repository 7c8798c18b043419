import type { Messages } from '../../translation-type.ts';
import type { settings as english } from '../en/settings.ts';

export const settings: Messages<typeof english> = {
  title: '設定',
  savedHere: '設定儲存在此瀏覽器中。',
  display: '顯示',
  sounds: '聲音',
  showHp: '勝率能量條',
  soundEffect: '音效',
  soundEffectHint: '好棋與壞棋提示、讀秒報數',
  sound: '落子音',
  coordinates: '座標',
  moveConfirm: '落子確認',
  moveConfirmHint: '點一下預覽棋子，再點一下落子',
  stoneStyle: '棋子樣式',
  boardStyle: '棋盤樣式',
  stone1: '經典',
  stone2: '立體',
  stone3: '扁平',
  board1: '木紋',
  board2: '純色',
  board3: '淺色',
  done: '完成',
};
