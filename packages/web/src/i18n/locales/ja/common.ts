import type { Messages } from '../../translation-type.ts';
import type { common as english } from '../en/common.ts';

export const common: Messages<typeof english> = {
  siteName: '天元',
  skipToContent: '本文へ移動',
  nav: {
    label: 'メイン',
    menu: 'メニュー',
    lobby: '対局ロビー',
    myRecords: '自分の棋譜',
    problems: '詰碁',
    createBook: '棋譜集を作成',
  },
  account: {
    signIn: 'ログイン',
    register: '新規登録',
    signOut: 'ログアウト',
    signingOut: 'ログアウト中…',
    profile: 'マイページ',
    beans: '{{count}} 囲豆',
    guest: 'ゲスト',
  },
  language: '言語',
  settings: '設定',
  loading: '読み込み中…',
  close: '閉じる',
  cancel: 'キャンセル',
  ok: 'OK',
  retry: '再試行',
  backToLobby: '対局ロビーへ戻る',
  notYet: 'まだ利用できません',
  errors: {
    network: 'サーバーに接続できません。接続を確認して、もう一度お試しください。',
    signedOut: 'ログインの有効期限が切れました。もう一度ログインしてください。',
    forbidden: 'この操作は許可されていません。',
    notFound: '見つかりません。',
    rateLimited: '試行回数が多すぎます。しばらくしてからお試しください。',
    server: 'サーバーで問題が発生しました。後でもう一度お試しください。',
    badRequest: 'サーバーがこのリクエストを受け付けませんでした。',
  },
  colors: {
    black: '黒',
    white: '白',
  },
  levelAndRecord: '{{level}} · {{win}}勝{{fail}}敗',
  levelAuto: '自動判定',
  record: '{{win}}勝{{fail}}敗',
  pickers: {
    collection: '問題集',
    problems: '問題集の問題',
    problem: '第 {{number}} 問',
  },
};
