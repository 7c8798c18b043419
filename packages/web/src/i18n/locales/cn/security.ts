import type { Messages } from '../../translation-type.ts';
import type { security as english } from '../en/security.ts';

export const security: Messages<typeof english> = {
  menu: '账号',
  title: '账号安全',
  /** The link from this page to the e-mail and two-factor page (/account/security/). */
  recoveryLink: '电子邮件地址与两步验证登录',
  signIn: '登录后可修改密码并查看账号在哪些地方登录。',
  password: {
    heading: '修改密码',
    old: '当前密码',
    new: '新密码',
    confirm: '再次输入新密码',
    hint: '至少 8 个字符，且不能与当前密码相同',
    submit: '修改密码',
    changed: '密码已修改。登录此账号的其他浏览器均已退出登录。',
    errors: {
      oldRequired: '请输入当前密码。',
      wrongOld: '当前密码不正确。',
      weak: '新密码须为 8 至 128 个字符。',
      same: '新密码不能与当前密码相同。',
      mismatch: '两次输入的新密码不一致。',
    },
  },
  sessions: {
    heading: '登录位置',
    device: '浏览器',
    address: '地址',
    created: '登录时间',
    lastSeen: '最近使用',
    unknownDevice: '未知浏览器',
    current: '本浏览器',
    signOut: '退出登录',
    signOutOthers: '退出所有其他浏览器',
    signedOutOthers_one: '已退出 {{count}} 个其他浏览器。',
    signedOutOthers_other: '已退出 {{count}} 个其他浏览器。',
    none: '没有其他浏览器登录。',
  },
  ended: {
    signedout: '你已在此浏览器退出登录。',
    revoked: '此浏览器已被另一浏览器退出登录。',
    password: '此账号的密码已修改，此浏览器已退出登录。',
    expired: '登录已过期。',
    idle: '长时间未使用，已自动退出登录。',
    signInAgain: '重新登录',
  },
};
