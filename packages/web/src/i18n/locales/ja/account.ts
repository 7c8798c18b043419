import type { Messages } from '../../translation-type.ts';
import type { account as english } from '../en/account.ts';

export const account: Messages<typeof english> = {
  signInTitle: 'ログイン',
  registerTitle: 'アカウント作成',
  username: 'ユーザー名',
  password: 'パスワード',
  confirmPassword: 'パスワード（確認）',
  usernameHint: '英数字またはアンダースコアで 3～20 文字',
  passwordHint: '8 文字以上',
  submitSignIn: 'ログイン',
  submitRegister: 'アカウントを作成',
  noAccount: 'アカウントをお持ちでない方',
  registerLink: '新規登録',
  haveAccount: 'アカウントをお持ちの方',
  signInLink: 'ログイン',
  alreadySignedIn: '{{username}} としてログインしています。',
  continue: '続ける',
  signInToContinue: '続けるにはログインしてください。',
  errors: {
    usernameRequired: 'ユーザー名を入力してください。',
    usernameFormat: 'ユーザー名は英数字またはアンダースコアで 3～20 文字です。',
    usernameReserved: 'ユーザー名は guest_ や machine_ で始められません。',
    passwordRequired: 'パスワードを入力してください。',
    passwordLength: 'パスワードは 8～128 文字です。',
    passwordMismatch: '2 つのパスワードが一致しません。',
    badCredentials: 'ユーザー名またはパスワードが違います。',
    usernameTaken: 'このユーザー名は使われています。別の名前を選んでください。',
    tooManyTries_one: '試行回数が多すぎます。{{count}} 分後にもう一度お試しください。',
    tooManyTries_other: '試行回数が多すぎます。{{count}} 分後にもう一度お試しください。',
    accountLocked_one:
      'ほかの端末からこのアカウントへのサインインの失敗が多すぎます。{{count}} 分後にもう一度お試しいただくか、以前サインインしたブラウザからサインインしてください。',
    accountLocked_other:
      'ほかの端末からこのアカウントへのサインインの失敗が多すぎます。{{count}} 分後にもう一度お試しいただくか、以前サインインしたブラウザからサインインしてください。',
  },
};
