import type { Messages } from '../../translation-type.ts';
import type { account as english } from '../en/account.ts';

export const account: Messages<typeof english> = {
  signInTitle: '로그인',
  registerTitle: '계정 만들기',
  username: '사용자 이름',
  password: '비밀번호',
  confirmPassword: '비밀번호 확인',
  usernameHint: '영문자, 숫자, 밑줄 3–20자',
  passwordHint: '8자 이상',
  submitSignIn: '로그인',
  submitRegister: '계정 만들기',
  noAccount: '아직 계정이 없으신가요?',
  registerLink: '회원가입',
  haveAccount: '이미 계정이 있으신가요?',
  signInLink: '로그인',
  alreadySignedIn: '{{username}}(으)로 로그인되어 있습니다.',
  continue: '계속',
  signInToContinue: '계속하려면 로그인하세요.',
  errors: {
    usernameRequired: '사용자 이름을 입력하세요.',
    usernameFormat: '사용자 이름은 영문자, 숫자, 밑줄 3–20자입니다.',
    usernameReserved: '사용자 이름은 guest_ 또는 machine_으로 시작할 수 없습니다.',
    passwordRequired: '비밀번호를 입력하세요.',
    passwordLength: '비밀번호는 8–128자입니다.',
    passwordMismatch: '두 비밀번호가 같지 않습니다.',
    badCredentials: '사용자 이름 또는 비밀번호가 틀렸습니다.',
    usernameTaken: '이미 사용 중인 사용자 이름입니다. 다른 이름을 고르세요.',
    tooManyTries_one: '시도 횟수가 너무 많습니다. {{count}}분 후에 다시 시도해 주세요.',
    tooManyTries_other: '시도 횟수가 너무 많습니다. {{count}}분 후에 다시 시도해 주세요.',
    accountLocked_one:
      '다른 기기에서 이 계정으로 로그인에 실패한 횟수가 너무 많습니다. {{count}}분 후에 다시 시도하거나, 전에 로그인한 적이 있는 브라우저에서 로그인해 주세요.',
    accountLocked_other:
      '다른 기기에서 이 계정으로 로그인에 실패한 횟수가 너무 많습니다. {{count}}분 후에 다시 시도하거나, 전에 로그인한 적이 있는 브라우저에서 로그인해 주세요.',
  },
};
