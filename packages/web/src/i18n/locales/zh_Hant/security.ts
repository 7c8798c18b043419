import type { Messages } from '../../translation-type.ts';
import type { security as english } from '../en/security.ts';

export const security: Messages<typeof english> = {
  menu: '帳號',
  title: '帳號安全',
  /** The link from this page to the e-mail and two-factor page (/account/security/). */
  recoveryLink: '電子郵件地址與兩步驟驗證登入',
  signIn: '登入後可變更密碼並查看帳號在哪些地方登入。',
  password: {
    heading: '變更密碼',
    old: '目前密碼',
    new: '新密碼',
    confirm: '再次輸入新密碼',
    hint: '至少 8 個字元，且不能與目前密碼相同',
    submit: '變更密碼',
    changed: '密碼已變更。登入此帳號的其他瀏覽器皆已登出。',
    errors: {
      oldRequired: '請輸入目前密碼。',
      wrongOld: '目前密碼不正確。',
      weak: '新密碼須為 8 至 128 個字元。',
      same: '新密碼不能與目前密碼相同。',
      mismatch: '兩次輸入的新密碼不一致。',
    },
  },
  sessions: {
    heading: '登入位置',
    device: '瀏覽器',
    address: '位址',
    created: '登入時間',
    lastSeen: '最近使用',
    unknownDevice: '未知瀏覽器',
    current: '此瀏覽器',
    signOut: '登出',
    signOutOthers: '登出所有其他瀏覽器',
    signedOutOthers_one: '已登出 {{count}} 個其他瀏覽器。',
    signedOutOthers_other: '已登出 {{count}} 個其他瀏覽器。',
    none: '沒有其他瀏覽器登入。',
  },
  ended: {
    signedout: '你已在此瀏覽器登出。',
    revoked: '此瀏覽器已由另一個瀏覽器登出。',
    password: '此帳號的密碼已變更，此瀏覽器已登出。',
    expired: '登入已逾期。',
    idle: '長時間未使用，已自動登出。',
    signInAgain: '重新登入',
  },
};
