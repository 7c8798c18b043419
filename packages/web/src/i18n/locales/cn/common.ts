import type { Messages } from '../../translation-type.ts';
import type { common as english } from '../en/common.ts';

export const common: Messages<typeof english> = {
  siteName: '天元',
  skipToContent: '跳到正文',
  nav: {
    label: '主导航',
    menu: '菜单',
    lobby: '对弈大厅',
    myRecords: '我的棋谱',
    problems: '做题',
    createBook: '创建棋谱书',
  },
  account: {
    signIn: '登录',
    register: '注册',
    signOut: '退出登录',
    signingOut: '正在退出…',
    profile: '我的主页',
    beans: '{{count}} 围豆',
    guest: '游客',
  },
  language: '语言',
  settings: '设置',
  loading: '加载中…',
  close: '关闭',
  cancel: '取消',
  ok: '确定',
  retry: '重试',
  backToLobby: '返回对弈大厅',
  notYet: '暂未开放',
  errors: {
    network: '无法连接服务器，请检查网络后重试。',
    signedOut: '登录已失效，请重新登录。',
    forbidden: '您没有权限进行此操作。',
    notFound: '未找到。',
    rateLimited: '尝试次数过多，请稍后再试。',
    server: '服务器出错了，请稍后再试。',
    badRequest: '服务器未接受此请求。',
  },
  colors: {
    black: '黑',
    white: '白',
  },
  levelAndRecord: '{{level}} · {{win}}胜{{fail}}负',
  levelAuto: '自动定级',
  record: '{{win}}胜{{fail}}负',
  pickers: {
    collection: '题库',
    problems: '题库中的题目',
    problem: '第 {{number}} 题',
  },
};
