import type { Messages } from '../../translation-type.ts';
import type { common as english } from '../en/common.ts';

export const common: Messages<typeof english> = {
  siteName: '천원',
  skipToContent: '본문으로 건너뛰기',
  nav: {
    label: '주 메뉴',
    menu: '메뉴',
    lobby: '대국실',
    myRecords: '내 기보',
    problems: '문제',
    createBook: '기보집 만들기',
  },
  account: {
    signIn: '로그인',
    register: '회원가입',
    signOut: '로그아웃',
    signingOut: '로그아웃 중…',
    profile: '내 프로필',
    beans: '{{count}} 위더우',
    guest: '손님',
  },
  language: '언어',
  settings: '설정',
  loading: '불러오는 중…',
  close: '닫기',
  cancel: '취소',
  ok: '확인',
  retry: '다시 시도',
  backToLobby: '대국실로 돌아가기',
  notYet: '아직 제공되지 않습니다',
  errors: {
    network: '서버에 연결할 수 없습니다. 연결을 확인하고 다시 시도하세요.',
    signedOut: '로그인이 만료되었습니다. 다시 로그인하세요.',
    forbidden: '이 작업을 할 권한이 없습니다.',
    notFound: '찾을 수 없습니다.',
    rateLimited: '시도가 너무 많습니다. 잠시 후 다시 시도하세요.',
    server: '서버에 문제가 생겼습니다. 나중에 다시 시도하세요.',
    badRequest: '서버가 이 요청을 받아들이지 않았습니다.',
  },
  colors: {
    black: '흑',
    white: '백',
  },
  levelAndRecord: '{{level}} · {{win}}승 {{fail}}패',
  levelAuto: '자동 판정',
  record: '{{win}}승 {{fail}}패',
  pickers: {
    collection: '문제집',
    problems: '문제집의 문제',
    problem: '{{number}}번 문제',
  },
};
