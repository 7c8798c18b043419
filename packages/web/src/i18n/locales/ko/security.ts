import type { Messages } from '../../translation-type.ts';
import type { security as english } from '../en/security.ts';

export const security: Messages<typeof english> = {
  menu: '계정',
  title: '계정 보안',
  /** The link from this page to the e-mail and two-factor page (/account/security/). */
  recoveryLink: '이메일 주소와 2단계 인증 로그인',
  signIn: '로그인하면 비밀번호를 바꾸고 로그인된 곳을 볼 수 있습니다.',
  password: {
    heading: '비밀번호 변경',
    old: '현재 비밀번호',
    new: '새 비밀번호',
    confirm: '새 비밀번호 확인',
    hint: '8자 이상, 현재 비밀번호와 다르게',
    submit: '비밀번호 변경',
    changed: '비밀번호를 바꿨습니다. 이 계정에 로그인된 다른 브라우저는 모두 로그아웃되었습니다.',
    errors: {
      oldRequired: '현재 비밀번호를 입력하세요.',
      wrongOld: '현재 비밀번호가 틀렸습니다.',
      weak: '새 비밀번호는 8~128자입니다.',
      same: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
      mismatch: '두 새 비밀번호가 같지 않습니다.',
    },
  },
  sessions: {
    heading: '로그인된 곳',
    device: '브라우저',
    address: '주소',
    created: '로그인',
    lastSeen: '마지막 사용',
    unknownDevice: '알 수 없는 브라우저',
    current: '이 브라우저',
    signOut: '로그아웃',
    signOutOthers: '다른 브라우저 모두 로그아웃',
    signedOutOthers_one: '다른 브라우저 {{count}}개를 로그아웃했습니다.',
    signedOutOthers_other: '다른 브라우저 {{count}}개를 로그아웃했습니다.',
    none: '로그인된 다른 브라우저가 없습니다.',
  },
  ended: {
    signedout: '이 브라우저에서 로그아웃했습니다.',
    revoked: '다른 브라우저에서 이 브라우저를 로그아웃했습니다.',
    password: '이 계정의 비밀번호가 바뀌어 이 브라우저는 로그아웃되었습니다.',
    expired: '로그인이 만료되었습니다.',
    idle: '오랫동안 사용하지 않아 로그아웃되었습니다.',
    signInAgain: '다시 로그인',
  },
};
