import type { Messages } from '../../translation-type.ts';
import type { settings as english } from '../en/settings.ts';

export const settings: Messages<typeof english> = {
  title: '设置',
  savedHere: '设置保存在本浏览器中。',
  display: '显示',
  sounds: '声音',
  showHp: '胜率能量条',
  soundEffect: '音效',
  soundEffectHint: '好棋与坏棋提示、读秒报数',
  sound: '落子音',
  coordinates: '坐标',
  moveConfirm: '落子确认',
  moveConfirmHint: '点一下预览棋子，再点一下落子',
  stoneStyle: '棋子样式',
  boardStyle: '棋盘样式',
  stone1: '经典',
  stone2: '立体',
  stone3: '扁平',
  board1: '木纹',
  board2: '纯色',
  board3: '浅色',
  done: '完成',
};
