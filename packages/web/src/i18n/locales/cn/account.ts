import type { Messages } from '../../translation-type.ts';
import type { account as english } from '../en/account.ts';

export const account: Messages<typeof english> = {
  signInTitle: '登录',
  registerTitle: '注册账号',
  username: '用户名',
  password: '密码',
  confirmPassword: '确认密码',
  usernameHint: '3–20 个字母、数字或下划线',
  passwordHint: '至少 8 个字符',
  submitSignIn: '登录',
  submitRegister: '注册',
  noAccount: '还没有账号？',
  registerLink: '立即注册',
  haveAccount: '已有账号？',
  signInLink: '登录',
  alreadySignedIn: '您已登录为 {{username}}。',
  continue: '继续',
  signInToContinue: '请登录后继续。',
  errors: {
    usernameRequired: '请输入用户名。',
    usernameFormat: '用户名为 3–20 个字母、数字或下划线。',
    usernameReserved: '用户名不能以 guest_ 或 machine_ 开头。',
    passwordRequired: '请输入密码。',
    passwordLength: '密码长度为 8 到 128 个字符。',
    passwordMismatch: '两次输入的密码不一致。',
    badCredentials: '用户名或密码错误。',
    usernameTaken: '该用户名已被使用，请换一个。',
    tooManyTries_one: '尝试次数过多，请在 {{count}} 分钟后再试。',
    tooManyTries_other: '尝试次数过多，请在 {{count}} 分钟后再试。',
    accountLocked_one:
      '其他设备登录此账号失败次数过多。请在 {{count}} 分钟后再试，或在以前登录过的浏览器上登录。',
    accountLocked_other:
      '其他设备登录此账号失败次数过多。请在 {{count}} 分钟后再试，或在以前登录过的浏览器上登录。',
  },
};
