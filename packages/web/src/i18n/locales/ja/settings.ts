import type { Messages } from '../../translation-type.ts';
import type { settings as english } from '../en/settings.ts';

export const settings: Messages<typeof english> = {
  title: '設定',
  savedHere: '設定はこのブラウザに保存されます。',
  display: '表示',
  sounds: 'サウンド',
  showHp: '勝率エネルギーバー',
  soundEffect: '効果音',
  soundEffectHint: '好手・悪手の合図、秒読みの読み上げ',
  sound: '着手音',
  coordinates: '座標',
  moveConfirm: '着手の確認',
  moveConfirmHint: '一度タップで石を仮置きし、もう一度タップで打ちます',
  stoneStyle: '碁石のスタイル',
  boardStyle: '碁盤のスタイル',
  stone1: 'クラシック',
  stone2: '立体',
  stone3: 'フラット',
  board1: '木目',
  board2: '単色',
  board3: '明るい',
  done: '完了',
};
