import type { Messages } from '../../translation-type.ts';
import type { problems as english } from '../en/problems.ts';

export const problems: Messages<typeof english> = {
  menu: '詰碁',
  title: '詰碁・問題',
  intro: '死活などの問題を問題集ごとに。盤上で解いてください。',
  guestNote: 'ゲストでもすべての問題を解けます。ログインすると進み具合が残ります。',
  notFound: 'その問題集または問題はありません。',
  list: {
    count_one: '{{count}} 問',
    count_other: '{{count}} 問',
    mine: '正解 {{solved}} / {{total}} · 挑戦 {{attempted}}',
    source: '出典：{{source}}',
    licence: 'ライセンス：{{licence}}',
    empty: '問題集はまだありません。',
  },
  status: {
    solved: '正解済み',
    failed: '未正解',
    none: '未挑戦',
  },
  kind: {
    answer: '正解の一手',
    choice: '点を選ぶ',
    placement: '石を置く',
    replay: '手順をまねる',
  },
  collection: {
    back: '問題集の一覧',
    problemLabel: '第 {{number}} 問：{{status}}',
  },
  solve: {
    title: '{{collection}} 第 {{number}} 問',
    blackToPlay: '黒番',
    whiteToPlay: '白番',
    sourcePrompt: '出典の文：「{{prompt}}」',
    hint: {
      answer: '最善の一手を打ってください。相手が応じます。',
      choice: '記号の付いた点から最善の点を選んでください。',
      placement: '石が必要な点すべてに石を置いてください。',
      replay: '手順を見てから、同じ順に打ってください。',
    },
    result: {
      doing: 'あなたの番です。',
      correct: '正解！',
      variation: '正解：別の成功手順です。',
      wrong: '不正解。',
    },
    retry: 'もう一度',
    showAnswer: '答えを見る',
    trial: '自由に試し打ち',
    leaveTrial: '問題に戻る',
    trialOn: '試し打ち中：ここでの手は記録されません。',
    showMoves: '手順を見る',
    previous: '前の問題',
    next: '次の問題',
    keys: '← と → キーで前後の問題へ移れます。',
    toCollection: '{{collection}} の問題一覧',
    saved: '記録しました：{{attempts}} 回中 {{solved}} 回正解。',
    saveFailed: '解答を記録できませんでした：{{message}}',
    assignment: '宿題に戻る',
    source: '出典 {{source}}',
    before: {
      solved: 'この問題は以前に正解しています。',
      failed: 'この問題は挑戦済みですが、まだ正解していません。',
    },
  },
  viewer: {
    title: '答え',
    ok: '正解手順 {{n}}',
    change: '変化 {{n}}',
    fail: '失敗手順 {{n}}',
    none: 'この問題には表示できる手順がありません。',
    toStart: '最初へ',
    back: '一手戻る',
    forward: '一手進む',
    close: '解答に戻る',
  },
  profile: {
    title: '詰碁・問題',
    empty: 'まだ問題に挑戦していません。',
    row: '正解 {{solved}} / {{problems}} · 未正解 {{failed}} · 挑戦 {{attempts}} 回 · {{time}}',
    minutes: '{{count}} 分',
    seconds: '{{count}} 秒',
  },
  collections: {
    'cho-elementary': {
      name: '趙治勲：初級',
      description: '趙治勲『死活大事典』の詰碁、初級編。',
    },
    'cho-intermediate': {
      name: '趙治勲：中級',
      description: '趙治勲『死活大事典』の詰碁、中級編。',
    },
    'cho-advanced': {
      name: '趙治勲：上級',
      description: '趙治勲『死活大事典』の詰碁、上級編。',
    },
    'ishigure-basic': {
      name: '石榑郁郎：基本詰碁 123 題（1–30）',
      description: '石榑郁郎『基本詰碁 123 題』の最初の 30 題（SGF から取り込み）。',
    },
    'board-skills': {
      name: '盤上の技：選ぶ・置く・並べる',
      description: '三つの点から急所を選び、石のダメを詰め、実戦の序盤を並べます。',
    },
  },
};
