import type { Messages } from '../../translation-type.ts';
import type { security as english } from '../en/security.ts';

export const security: Messages<typeof english> = {
  menu: 'アカウント',
  title: 'アカウントのセキュリティ',
  /** The link from this page to the e-mail and two-factor page (/account/security/). */
  recoveryLink: 'メールアドレスと 2 段階認証',
  signIn: 'ログインすると、パスワードの変更とログイン中の場所の確認ができます。',
  password: {
    heading: 'パスワードの変更',
    old: '現在のパスワード',
    new: '新しいパスワード',
    confirm: '新しいパスワード（確認）',
    hint: '8 文字以上で、現在のパスワードとは別のもの',
    submit: 'パスワードを変更',
    changed:
      'パスワードを変更しました。このアカウントにログインしていた他のブラウザはすべてログアウトしました。',
    errors: {
      oldRequired: '現在のパスワードを入力してください。',
      wrongOld: '現在のパスワードが違います。',
      weak: '新しいパスワードは 8～128 文字です。',
      same: '新しいパスワードは現在のものと別にしてください。',
      mismatch: '新しいパスワードが一致しません。',
    },
  },
  sessions: {
    heading: 'ログイン中の場所',
    device: 'ブラウザ',
    address: 'アドレス',
    created: 'ログイン日時',
    lastSeen: '最終利用',
    unknownDevice: '不明なブラウザ',
    current: 'このブラウザ',
    signOut: 'ログアウト',
    signOutOthers: '他のブラウザをすべてログアウト',
    signedOutOthers_one: '他のブラウザ {{count}} 件をログアウトしました。',
    signedOutOthers_other: '他のブラウザ {{count}} 件をログアウトしました。',
    none: '他にログイン中のブラウザはありません。',
  },
  ended: {
    signedout: 'このブラウザでログアウトしました。',
    revoked: '別のブラウザからこのブラウザがログアウトされました。',
    password: 'このアカウントのパスワードが変更されたため、このブラウザはログアウトしました。',
    expired: 'ログインの有効期限が切れました。',
    idle: '長い間使われなかったため、ログアウトしました。',
    signInAgain: 'もう一度ログイン',
  },
};
