import type { Messages } from '../../translation-type.ts';
import type { problems as english } from '../en/problems.ts';

export const problems: Messages<typeof english> = {
  menu: '做题',
  title: '做题',
  intro: '死活题及其他题目，按题集排列。在棋盘上解答。',
  guestNote: '游客也可以做所有题目；登录后可保存做题进度。',
  notFound: '没有这个题集或题目。',
  list: {
    count_one: '{{count}} 道题',
    count_other: '{{count}} 道题',
    mine: '已解 {{solved}} / {{total}} · 做过 {{attempted}}',
    source: '来源：{{source}}',
    licence: '许可：{{licence}}',
    empty: '还没有题集。',
  },
  status: {
    solved: '已解出',
    failed: '尚未解出',
    none: '未做',
  },
  kind: {
    answer: '找出正解',
    choice: '选择一点',
    placement: '摆放棋子',
    replay: '照着下',
  },
  collection: {
    back: '全部题集',
    problemLabel: '第 {{number}} 题：{{status}}',
  },
  solve: {
    title: '{{collection}}，第 {{number}} 题',
    blackToPlay: '黑先',
    whiteToPlay: '白先',
    sourcePrompt: '原题：“{{prompt}}”',
    hint: {
      answer: '下出最好的一手，对方会应对。',
      choice: '在标有字母的点中选出最好的一点。',
      placement: '在每个需要的点上放一颗棋子。',
      replay: '先看棋子的下法，再按同样的顺序下出来。',
    },
    result: {
      doing: '请落子。',
      correct: '正确！',
      variation: '正确：另一种成功的下法。',
      wrong: '错误。',
    },
    retry: '再试一次',
    showAnswer: '查看答案',
    trial: '自由试下',
    leaveTrial: '回到题目',
    trialOn: '正在自由试下：这里的着手不计入成绩。',
    showMoves: '演示着手',
    previous: '上一题',
    next: '下一题',
    keys: '按 ← 和 → 键可到上一题和下一题。',
    toCollection: '{{collection}} 的全部题目',
    saved: '已保存：{{attempts}} 次尝试中解出 {{solved}} 次。',
    saveFailed: '本次作答未能保存：{{message}}',
    assignment: '回到作业',
    source: '出自 {{source}}',
    before: {
      solved: '这道题你以前解出过。',
      failed: '这道题你做过，尚未解出。',
    },
  },
  viewer: {
    title: '答案',
    ok: '正解 {{n}}',
    change: '变化 {{n}}',
    fail: '失败图 {{n}}',
    none: '本题没有可显示的答案。',
    toStart: '回到开始',
    back: '后退一手',
    forward: '前进一手',
    close: '回到做题',
  },
  profile: {
    title: '做题',
    empty: '还没有做过题。',
    row: '已解 {{solved}} / {{problems}} · 未解 {{failed}} · {{attempts}} 次尝试 · {{time}}',
    minutes: '{{count}} 分钟',
    seconds: '{{count}} 秒',
  },
  collections: {
    'cho-elementary': {
      name: '赵治勋：初级',
      description: '赵治勋《死活辞典》中的死活题，初级。',
    },
    'cho-intermediate': {
      name: '赵治勋：中级',
      description: '赵治勋《死活辞典》中的死活题，中级。',
    },
    'cho-advanced': {
      name: '赵治勋：高级',
      description: '赵治勋《死活辞典》中的死活题，高级。',
    },
    'ishigure-basic': {
      name: '石榑郁郎：基本死活 123 题（1–30）',
      description: '石榑郁郎《基本死活 123 题》的前 30 题，由 SGF 导入。',
    },
    'board-skills': {
      name: '棋盘技能：选点、落子、摆谱',
      description: '在三个点中选出要点，填满一块棋的气，并摆出实战对局的开局。',
    },
  },
};
