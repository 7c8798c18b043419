import type { Messages } from '../../translation-type.ts';
import type { settings as english } from '../en/settings.ts';

export const settings: Messages<typeof english> = {
  title: '설정',
  savedHere: '설정은 이 브라우저에 저장됩니다.',
  display: '표시',
  sounds: '소리',
  showHp: '승률 에너지 바',
  soundEffect: '효과음',
  soundEffectHint: '좋은 수·나쁜 수 알림, 초읽기',
  sound: '착수 소리',
  coordinates: '좌표',
  moveConfirm: '착수 확인',
  moveConfirmHint: '한 번 눌러 돌을 미리 보고, 다시 눌러 착수합니다',
  stoneStyle: '바둑돌 스타일',
  boardStyle: '바둑판 스타일',
  stone1: '클래식',
  stone2: '입체',
  stone3: '플랫',
  board1: '나무',
  board2: '단색',
  board3: '밝은색',
  done: '완료',
};
