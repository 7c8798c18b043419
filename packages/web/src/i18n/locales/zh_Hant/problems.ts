import type { Messages } from '../../translation-type.ts';
import type { problems as english } from '../en/problems.ts';

export const problems: Messages<typeof english> = {
  menu: '做題',
  title: '做題',
  intro: '死活題及其他題目，按題集排列。在棋盤上解答。',
  guestNote: '訪客也可以做所有題目；登入後可保存做題進度。',
  notFound: '沒有這個題集或題目。',
  list: {
    count_one: '{{count}} 道題',
    count_other: '{{count}} 道題',
    mine: '已解 {{solved}} / {{total}} · 做過 {{attempted}}',
    source: '來源：{{source}}',
    licence: '授權：{{licence}}',
    empty: '還沒有題集。',
  },
  status: {
    solved: '已解出',
    failed: '尚未解出',
    none: '未做',
  },
  kind: {
    answer: '找出正解',
    choice: '選擇一點',
    placement: '擺放棋子',
    replay: '照著下',
  },
  collection: {
    back: '全部題集',
    problemLabel: '第 {{number}} 題：{{status}}',
  },
  solve: {
    title: '{{collection}}，第 {{number}} 題',
    blackToPlay: '黑先',
    whiteToPlay: '白先',
    sourcePrompt: '原題：「{{prompt}}」',
    hint: {
      answer: '下出最好的一手，對方會應對。',
      choice: '在標有字母的點中選出最好的一點。',
      placement: '在每個需要的點上放一顆棋子。',
      replay: '先看棋子的下法，再按同樣的順序下出來。',
    },
    result: {
      doing: '請落子。',
      correct: '正確！',
      variation: '正確：另一種成功的下法。',
      wrong: '錯誤。',
    },
    retry: '再試一次',
    showAnswer: '查看答案',
    trial: '自由試下',
    leaveTrial: '回到題目',
    trialOn: '正在自由試下：這裡的著手不計入成績。',
    showMoves: '演示著手',
    previous: '上一題',
    next: '下一題',
    keys: '按 ← 和 → 鍵可到上一題和下一題。',
    toCollection: '{{collection}} 的全部題目',
    saved: '已保存：{{attempts}} 次嘗試中解出 {{solved}} 次。',
    saveFailed: '本次作答未能保存：{{message}}',
    assignment: '回到作業',
    source: '出自 {{source}}',
    before: {
      solved: '這道題你以前解出過。',
      failed: '這道題你做過，尚未解出。',
    },
  },
  viewer: {
    title: '答案',
    ok: '正解 {{n}}',
    change: '變化 {{n}}',
    fail: '失敗圖 {{n}}',
    none: '本題沒有可顯示的答案。',
    toStart: '回到開始',
    back: '後退一手',
    forward: '前進一手',
    close: '回到做題',
  },
  profile: {
    title: '做題',
    empty: '還沒有做過題。',
    row: '已解 {{solved}} / {{problems}} · 未解 {{failed}} · {{attempts}} 次嘗試 · {{time}}',
    minutes: '{{count}} 分鐘',
    seconds: '{{count}} 秒',
  },
  collections: {
    'cho-elementary': {
      name: '趙治勳：初級',
      description: '趙治勳《死活辭典》中的死活題，初級。',
    },
    'cho-intermediate': {
      name: '趙治勳：中級',
      description: '趙治勳《死活辭典》中的死活題，中級。',
    },
    'cho-advanced': {
      name: '趙治勳：高級',
      description: '趙治勳《死活辭典》中的死活題，高級。',
    },
    'ishigure-basic': {
      name: '石榑郁郎：基本死活 123 題（1–30）',
      description: '石榑郁郎《基本死活 123 題》的前 30 題，由 SGF 匯入。',
    },
    'board-skills': {
      name: '棋盤技能：選點、落子、擺譜',
      description: '在三個點中選出要點，填滿一塊棋的氣，並擺出實戰對局的開局。',
    },
  },
};
