import type { Messages } from '../../translation-type.ts';
import type { common as english } from '../en/common.ts';

export const common: Messages<typeof english> = {
  siteName: '天元',
  skipToContent: '跳到正文',
  nav: {
    label: '主導覽',
    menu: '選單',
    lobby: '對弈大廳',
    myRecords: '我的棋譜',
    problems: '做題',
    createBook: '建立棋譜書',
  },
  account: {
    signIn: '登入',
    register: '註冊',
    signOut: '登出',
    signingOut: '正在登出…',
    profile: '我的主頁',
    beans: '{{count}} 圍豆',
    guest: '訪客',
  },
  language: '語言',
  settings: '設定',
  loading: '載入中…',
  close: '關閉',
  cancel: '取消',
  ok: '確定',
  retry: '重試',
  backToLobby: '返回對弈大廳',
  notYet: '尚未開放',
  errors: {
    network: '無法連線到伺服器，請檢查網路後重試。',
    signedOut: '登入已失效，請重新登入。',
    forbidden: '您沒有權限進行此操作。',
    notFound: '找不到。',
    rateLimited: '嘗試次數過多，請稍後再試。',
    server: '伺服器發生錯誤，請稍後再試。',
    badRequest: '伺服器未接受此請求。',
  },
  colors: {
    black: '黑',
    white: '白',
  },
  levelAndRecord: '{{level}} · {{win}}勝{{fail}}負',
  levelAuto: '自動定級',
  record: '{{win}}勝{{fail}}負',
  pickers: {
    collection: '題庫',
    problems: '題庫中的題目',
    problem: '第 {{number}} 題',
  },
};
