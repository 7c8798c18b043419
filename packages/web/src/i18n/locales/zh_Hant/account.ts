import type { Messages } from '../../translation-type.ts';
import type { account as english } from '../en/account.ts';

export const account: Messages<typeof english> = {
  signInTitle: '登入',
  registerTitle: '註冊帳號',
  username: '使用者名稱',
  password: '密碼',
  confirmPassword: '確認密碼',
  usernameHint: '3–20 個字母、數字或底線',
  passwordHint: '至少 8 個字元',
  submitSignIn: '登入',
  submitRegister: '註冊',
  noAccount: '還沒有帳號？',
  registerLink: '立即註冊',
  haveAccount: '已有帳號？',
  signInLink: '登入',
  alreadySignedIn: '您已登入為 {{username}}。',
  continue: '繼續',
  signInToContinue: '請登入後繼續。',
  errors: {
    usernameRequired: '請輸入使用者名稱。',
    usernameFormat: '使用者名稱為 3–20 個字母、數字或底線。',
    usernameReserved: '使用者名稱不能以 guest_ 或 machine_ 開頭。',
    passwordRequired: '請輸入密碼。',
    passwordLength: '密碼長度為 8 到 128 個字元。',
    passwordMismatch: '兩次輸入的密碼不一致。',
    badCredentials: '使用者名稱或密碼錯誤。',
    usernameTaken: '此使用者名稱已被使用，請換一個。',
    tooManyTries_one: '嘗試次數過多，請在 {{count}} 分鐘後再試。',
    tooManyTries_other: '嘗試次數過多，請在 {{count}} 分鐘後再試。',
    accountLocked_one:
      '其他裝置登入此帳號失敗次數過多。請在 {{count}} 分鐘後再試，或在以前登入過的瀏覽器上登入。',
    accountLocked_other:
      '其他裝置登入此帳號失敗次數過多。請在 {{count}} 分鐘後再試，或在以前登入過的瀏覽器上登入。',
  },
};
